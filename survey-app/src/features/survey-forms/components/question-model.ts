import {
  areaArrayKey,
  areaGroupName,
  asksImportance,
  DEFAULT_MAX_LENGTH,
  DEFAULT_RATING_OPTIONS,
  DONT_KNOW,
  DONT_KNOW_VALUE,
  FORM_AREA_ORDER,
  QUESTION_TYPES,
  type AreaGroupName,
  type QuestionArea,
  type QuestionType,
  type SurveyAnswersViewDto,
  type SurveyAnswerViewDto,
  type SurveyFormQuestionDto,
} from '@portal/contracts';

/** A stored rating: 1-5, 0 for Don't Know, null when unanswered. */
type StoredRating = number | null;

export interface FormQuestion {
  /** Unique on the form: a custom question and a library question may share an Id. */
  id: string;
  /** The Id the API knows the question by (DiagnosticId), custom or not. */
  wireId: string;
  area: QuestionArea;
  /** null: a type this app does not draw. */
  type: QuestionType | null;
  title: string;
  description: string;
  maxLength: number;
  regex: string | null;
  /** Options of a single rating in Other (custom questions); empty means the 1-5 + DK scale. */
  ratingOptions: string[];
  checkboxOptions: string[];
  /** What each checkbox option reads in the reader's language (same order); the values saved stay checkboxOptions. */
  checkboxLabels: string[];
  isCustom: boolean;
}

export interface AnswerState {
  /** Rating: '1'..'5' or 'DK'; text: the text; rating with custom options: the option. */
  answer: string;
  importance: string;
  checked: string[];
  file: File | null;
  documentName: string | null;
  downloadLink: string | null;
}

export const EMPTY_ANSWER: AnswerState = {
  answer: '',
  importance: '',
  checked: [],
  file: null,
  documentName: null,
  downloadLink: null,
};

const SCALE_OPTIONS: readonly string[] = [...DEFAULT_RATING_OPTIONS, DONT_KNOW];

/** Rating options that only restate the 1-5 scale (with or without DK) mean the standard scale. */
export function customRatingOptions(options: string[], area: QuestionArea): string[] {
  if (asksImportance('Rating', area)) return [];
  return options.every((o) => SCALE_OPTIONS.includes(o)) ? [] : options;
}

/** Whether a rating in this area asks both performance and importance. */
export function isDoubleRating(q: FormQuestion): boolean {
  return q.type !== null && asksImportance(q.type, q.area);
}

export const isScaleRating = (q: FormQuestion) => q.type === 'Rating' && q.ratingOptions.length === 0;

/** The key of a question's answer, errors and element on the form. */
export const formQuestionId = (id: number, isCustom: boolean): string => (isCustom ? `custom-${id}` : String(id));

/** A stored rating: DK travels as 0, 1-5 as themselves, null is unanswered. */
export function ratingFromStored(value: StoredRating): string {
  if (value === null) return '';
  return value === DONT_KNOW_VALUE ? DONT_KNOW : String(value);
}

export function fromSurveyQuestion(q: SurveyFormQuestionDto): { question: FormQuestion; answer: AnswerState } {
  const question: FormQuestion = {
    id: formQuestionId(q.Id, q.IsCustomQuestion),
    wireId: String(q.Id),
    area: q.Area,
    type: q.Type,
    title: q.Title,
    description: q.Description,
    maxLength: q.MaxLength ?? DEFAULT_MAX_LENGTH,
    regex: q.ValidationRegex,
    ratingOptions: customRatingOptions(q.RadioButtonOptions, q.Area),
    checkboxOptions: q.CheckBoxOptions,
    checkboxLabels:
      q.CheckBoxOptionLabels?.length === q.CheckBoxOptions.length ? q.CheckBoxOptionLabels : q.CheckBoxOptions,
    isCustom: q.IsCustomQuestion,
  };
  return {
    question,
    answer: {
      answer: isScaleRating(question)
        ? ratingFromStored(q.Answer as StoredRating)
        : q.Answer == null
          ? ''
          : String(q.Answer),
      importance: isDoubleRating(question) ? ratingFromStored(q.ValueImportanceAnswer) : '',
      checked: q.CheckBoxOptionsAnswer,
      file: null,
      documentName: q.DocumentName,
      downloadLink: q.DownloadLink,
    },
  };
}

/** The view response names types in lower case (`rating`, `checkbox`, `textbox`, `document`). */
const typeOfView = (name: SurveyAnswerViewDto['QuestionType']): QuestionType | null =>
  QUESTION_TYPES.find((t) => t.toLowerCase() === name) ?? null;

function fromViewItem(item: SurveyAnswerViewDto, area: QuestionArea): { question: FormQuestion; answer: AnswerState } {
  const type = typeOfView(item.QuestionType);
  const question: FormQuestion = {
    id: `${areaGroupName(area)}-${formQuestionId(item.Id, item.IsCustomQuestion)}`,
    wireId: String(item.Id),
    area,
    type,
    title: item.Question,
    description: '',
    maxLength: item.MaxLength ?? DEFAULT_MAX_LENGTH,
    regex: item.ValidationRegex,
    ratingOptions: type === 'Rating' ? customRatingOptions(item.Options, area) : [],
    checkboxOptions: item.CheckBoxOptions,
    checkboxLabels: item.CheckBoxOptions,
    isCustom: item.IsCustomQuestion,
  };
  const checkbox = Array.isArray(item.Answer) ? item.Answer : null;
  const single = Array.isArray(item.Answer) ? null : item.Answer;
  return {
    question,
    answer: {
      answer: isScaleRating(question) ? ratingFromStored(single as StoredRating) : single == null ? '' : String(single),
      importance: isDoubleRating(question) ? ratingFromStored(item.ValueImportanceAnswer) : '',
      checked: checkbox ?? [],
      file: null,
      documentName: item.DocumentName,
      downloadLink: item.DownloadLink,
    },
  };
}

/** The super admin's read-only view comes grouped by area already. */
export function fromViewAnswers(response: SurveyAnswersViewDto): {
  questions: FormQuestion[];
  answers: Record<string, AnswerState>;
} {
  const questions: FormQuestion[] = [];
  const answers: Record<string, AnswerState> = {};
  for (const area of FORM_AREA_ORDER) {
    for (const item of response[areaArrayKey(area)]) {
      const { question, answer } = fromViewItem(item, area);
      questions.push(question);
      answers[question.id] = answer;
    }
  }
  return { questions, answers };
}

export function groupByArea(
  questions: FormQuestion[],
): { area: QuestionArea; name: AreaGroupName; questions: FormQuestion[] }[] {
  return FORM_AREA_ORDER.map((area) => ({
    area,
    name: areaGroupName(area),
    questions: questions.filter((q) => q.area === area),
  })).filter((g) => g.questions.length);
}
