/** The areas of the model. Findings, inputs and colours use the first four only. */
export const RESULT_AREAS = ['Culture', 'People', 'Process', 'Structure'] as const;
export const QUESTION_AREAS = [...RESULT_AREAS, 'Other'] as const;
export type ResultArea = (typeof RESULT_AREAS)[number];
export type QuestionArea = (typeof QUESTION_AREAS)[number];

export const QUESTION_TYPES = ['Textbox', 'Checkbox', 'Rating', 'Document'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const VALIDATION_REGEX_CHOICES = ['Alphabet only', 'Number(s) only', 'Alphanumeric only'] as const;
export type ValidationRegexChoice = (typeof VALIDATION_REGEX_CHOICES)[number];
