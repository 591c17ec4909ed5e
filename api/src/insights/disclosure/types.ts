/**
 * The vocabulary of the disclosure rule (docs/confidentiality.md). A reported group is what a customer admin
 * can select or see as a heatmap column: a set of directory values of one attribute ('' = no value).
 */
export interface ReportedGroup {
  attribute: string;
  /** The value a reader selects: the member value of a plain group, `Other` (unique per attribute) when rolled up. */
  label: string;
  /** The directory values the group holds, sorted ('' = the respondents without a value). */
  members: string[];
  rolledUp: boolean;
  /** Completed forms of the group in its generation. */
  forms: number;
}

/** Why an attribute is not reported: most values below the floor (an employee number), or rolled up into one group. */
export type UnreportedReason = 'TooFine' | 'NotEnoughPeople';

export interface AttributeDecision {
  attribute: string;
  /** Empty when the attribute is not reported. */
  groups: ReportedGroup[];
  reason: UnreportedReason | null;
  /** Completed forms per directory value (for the operator's view and the reasons). */
  values: { value: string; forms: number }[];
}

/** Which answerers a figure rests on: ratings (performance, importance, both) or comments (non-empty text). */
export type FigureKind = 'ratings' | 'comments';

/** The key of Overall among the groups of a generation (no attribute is named ''). */
export const OVERALL = { attribute: '', label: '' } as const;

export const groupKey = (attribute: string, label: string) => `${attribute}\u0000${label}`;
