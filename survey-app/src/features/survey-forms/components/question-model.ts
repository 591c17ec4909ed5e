import type { SurveyQuestion, ViewAnswersResponse } from '../api/survey-api';

export const AREAS = ['Structure', 'People', 'Process', 'Culture', 'Others'] as const;
export type Area = (typeof AREAS)[number];
export const RATED_AREAS: readonly Area[] = ['Structure', 'People', 'Process', 'Culture'];

export type QuestionKind = 'rating' | 'textbox' | 'checkbox' | 'document' | 'unknown';

export interface FormQuestion {
  id: string;
  area: Area;
  kind: QuestionKind;
  title: string;
  description: string;
  maxLength: number;
  regex: string | null;
  /** Options of a single rating in Others (custom questions); empty means the 1-5 + DK scale. */
  ratingOptions: string[];
  checkboxOptions: string[];
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

export const DEFAULT_MAX_LENGTH = 200;

export const EMPTY_ANSWER: AnswerState = {
  answer: '',
  importance: '',
  checked: [],
  file: null,
  documentName: null,
  downloadLink: null,
};

export function parseOptions(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
    } catch {
      // fall through to the comma list
    }
  }
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Rating options that only restate the 1-5 scale (with or without DK) mean the standard scale. */
export function customRatingOptions(options: string[], area: Area): string[] {
  if (RATED_AREAS.includes(area)) return [];
  const scale = ['1', '2', '3', '4', '5', 'dk'];
  return options.every((o) => scale.includes(o.trim().toLowerCase())) ? [] : options;
}

export function toArea(area: string | null | undefined): Area {
  const found = AREAS.find((a) => a.toLowerCase() === (area ?? '').trim().toLowerCase());
  return found ?? 'Others';
}

export function toKind(type: string | null | undefined): QuestionKind {
  const t = (type ?? '').trim().toLowerCase();
  if (t === 'rating' || t === 'radio' || t === 'radiobutton') return 'rating';
  if (t === 'textbox' || t === 'text') return 'textbox';
  if (t === 'checkbox') return 'checkbox';
  if (t === 'document' || t === 'file') return 'document';
  return 'unknown';
}

/** Whether a rating in this area asks both performance and importance. */
export function isDoubleRating(q: FormQuestion): boolean {
  return q.kind === 'rating' && RATED_AREAS.includes(q.area);
}

/** A stored rating: 0 is Don't Know, 1-5 the scale; anything else is unanswered. */
export function ratingFromStored(value: string | number | null | undefined, answered: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  if (text.toLowerCase() === 'dk') return 'DK';
  const n = Number(text);
  if (n === 0) return answered ? 'DK' : '';
  return n >= 1 && n <= 5 && Number.isInteger(n) ? String(n) : text;
}

export function fromSurveyQuestion(q: SurveyQuestion, answered: boolean): { question: FormQuestion; answer: AnswerState } {
  const question: FormQuestion = {
    id: String(q.Id),
    area: toArea(q.Area),
    kind: toKind(q.Type),
    title: q.Title ?? '',
    description: q.Description ?? '',
    maxLength: q.MaxLength && q.MaxLength > 0 ? q.MaxLength : DEFAULT_MAX_LENGTH,
    regex: q.ValidationRegex ?? null,
    ratingOptions: customRatingOptions(parseOptions(q.RadioButtonOptions), toArea(q.Area)),
    checkboxOptions: parseOptions(q.CheckBoxOptions),
    isCustom: Boolean(q.IsCustomQuestion),
  };
  return { question, answer: answerFrom(question, q, answered) };
}

function answerFrom(
  question: FormQuestion,
  q: {
    Answer?: string | number | null;
    ValueImportanceAnswer?: string | number | null;
    CheckBoxOptionsAnswer?: string | string[] | null;
    DocumentName?: string | null;
    DownloadLink?: string | null;
  },
  answered: boolean,
): AnswerState {
  const isScale = question.kind === 'rating' && question.ratingOptions.length === 0;
  return {
    answer: isScale ? ratingFromStored(q.Answer, answered) : q.Answer == null ? '' : String(q.Answer),
    importance: isDoubleRating(question) ? ratingFromStored(q.ValueImportanceAnswer, answered) : '',
    checked: parseOptions(q.CheckBoxOptionsAnswer),
    file: null,
    documentName: q.DocumentName ?? null,
    downloadLink: q.DownloadLink ?? null,
  };
}

/** The super admin's read-only view comes grouped by area already. */
export function fromViewAnswers(response: ViewAnswersResponse): { questions: FormQuestion[]; answers: Record<string, AnswerState> } {
  const questions: FormQuestion[] = [];
  const answers: Record<string, AnswerState> = {};
  const groups: [Area, ViewAnswersResponse['StructureArray']][] = [
    ['Structure', response.StructureArray],
    ['People', response.PeopleArray],
    ['Process', response.ProcessArray],
    ['Culture', response.CultureArray],
    ['Others', response.OthersArray],
  ];
  for (const [area, items] of groups) {
    (items ?? []).forEach((item, index) => {
      const question: FormQuestion = {
        id: `${area}-${item.Id ?? index}`,
        area,
        kind: toKind(item.QuestionType),
        title: item.Question ?? '',
        description: '',
        maxLength: item.MaxLength && item.MaxLength > 0 ? item.MaxLength : DEFAULT_MAX_LENGTH,
        regex: item.ValidationRegex ?? null,
        ratingOptions: customRatingOptions(parseOptions(item.Options), area),
        checkboxOptions: parseOptions(item.CheckBoxOptions ?? item.Options),
        isCustom: false,
      };
      questions.push(question);
      answers[question.id] = answerFrom(
        question,
        { ...item, CheckBoxOptionsAnswer: toKind(item.QuestionType) === 'checkbox' ? (item.Answer as string) : null },
        true,
      );
    });
  }
  return { questions, answers };
}

export function groupByArea(questions: FormQuestion[]): { area: Area; questions: FormQuestion[] }[] {
  return AREAS.map((area) => ({ area, questions: questions.filter((q) => q.area === area) })).filter((g) => g.questions.length);
}
