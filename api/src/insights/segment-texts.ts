import type { HideReason } from './segment-figures.service';

/** Why a group is hidden, as the API words it (the apps translate by the HiddenReason code). */
export const HIDDEN_REASON_TEXT: Record<HideReason, (min: number) => string> = {
  TooFine: (min) =>
    `Most groups of this attribute have fewer than ${min} completed forms: it cannot be used to group answers`,
  BelowFloor: (min) => `Fewer than ${min} completed forms`,
  NotEnoughPeople: (min) =>
    `Rolling its small groups up still left cells of fewer than ${min} completed forms when combined with the other groups shown, so this attribute is not used to group answers`,
  RolledUp: () =>
    'This value is counted in a rolled-up group of the attribute (see Other): its figures are shown only there',
};

export const segmentSyntax = () => 'segment: Must be Attribute:Value, e.g. Department:Sales';
export const tooFineMessage = (by: string, hidden: number, groups: number, min: number) =>
  `by: ${by} is too fine to group answers by: ${hidden} of its ${groups} values have fewer than ${min} completed forms. Choose an attribute with fewer, larger groups (such as Department or Location).`;
export const unknownAttribute = (by: string) =>
  `by: No respondent of this inquiry was invited with the attribute ${by}`;
export const hiddenSegment = (attribute: string, value: string, text: string) =>
  `The figures of ${attribute}: ${value === '' ? '(no value)' : value} are not shown to protect respondents' anonymity. ${text}.`;
