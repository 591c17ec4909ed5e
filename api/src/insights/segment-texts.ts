import type { HideReason } from './segment-suppression';

/** Why a group is hidden, as the API words it (the apps translate by the HiddenReason code). */
export const HIDDEN_REASON_TEXT: Record<HideReason, (min: number) => string> = {
  TooFine: (min) => `Most groups of this attribute have fewer than ${min} completed forms: it cannot be used to group answers`,
  BelowFloor: (min) => `Fewer than ${min} completed forms`,
  Complementary: () => 'Hidden as well, so that a smaller hidden group cannot be worked out from the overall figures and the groups shown',
  Overlap: () => 'Hidden because its members differ by only a few people from a group of another attribute, whose figures would reveal theirs',
  Changed: (min) => `Hidden because a group changed by fewer than ${min} completed forms since the figures were last shown`,
};

export const segmentSyntax = () => 'segment: Must be Attribute:Value, e.g. Department:Sales';
export const tooFineMessage = (by: string, hidden: number, groups: number, min: number) =>
  `by: ${by} is too fine to group answers by: ${hidden} of its ${groups} values have fewer than ${min} completed forms. Choose an attribute with fewer, larger groups (such as Department or Location).`;
export const unknownAttribute = (by: string) => `by: No respondent of this inquiry was invited with the attribute ${by}`;
export const hiddenSegment = (attribute: string, value: string, text: string) =>
  `The figures of ${attribute}: ${value === '' ? '(no value)' : value} are not shown to protect respondents' anonymity. ${text}.`;
