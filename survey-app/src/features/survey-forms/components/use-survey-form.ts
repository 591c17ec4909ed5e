import { useQuery } from '@tanstack/react-query';
import type { FormState, SurveyAnswersViewDto } from '@portal/contracts';
import { getSurveyAnswersQueryOptions } from '../api/get-survey-answers';
import { getSurveyFormQueryOptions, type SurveyFormAnswer } from '../api/get-survey-form';
import { fromSurveyQuestion, fromViewAnswers, type AnswerState, type FormQuestion } from './question-model';
import type { SurveyFormSource } from './survey-form-source';

export interface LoadedForm {
  questions: FormQuestion[];
  answers: Record<string, AnswerState>;
  status: FormState;
  /** The inquiry takes no more answers (expired, or its results are published). */
  closed: boolean;
  /** The caller's own user id, sent with every answer of a save. */
  customerUserId: string;
  /** The inquiry's deadline; null when unknown. */
  expiryDate: string | null;
  /** MIN_RESPONDENTS: the smallest group whose results the organisation sees; null on a view of someone else's answers. */
  minRespondents: number | null;
}

function fromOwnForm(response: SurveyFormAnswer): LoadedForm {
  const mapped = response.data.map(fromSurveyQuestion);
  return {
    questions: mapped.map((m) => m.question),
    answers: Object.fromEntries(mapped.map((m) => [m.question.id, m.answer])),
    status: response.Status,
    closed: response.IsClosed,
    customerUserId: String(response.data[0]?.CustomerUserId ?? ''),
    expiryDate: response.ExpiryDate,
    minRespondents: response.MinRespondents,
  };
}

// A respondent's answers are only ever shown, never saved, so no user id is kept for a save.
const fromRespondent = (response: SurveyAnswersViewDto): LoadedForm => ({
  ...fromViewAnswers(response),
  status: response.Status,
  closed: false,
  customerUserId: '',
  expiryDate: null,
  minRespondents: null,
});

/** Loads the form a route shows; the other source's query stays idle. */
export function useSurveyForm(source: SurveyFormSource) {
  const own = source.kind === 'own' ? source : null;
  const respondent = source.kind === 'respondent' ? source : null;
  const ownForm = useQuery({
    ...getSurveyFormQueryOptions(own?.inquiryTypeId ?? '', own?.inquiryId ?? ''),
    enabled: own !== null,
    select: fromOwnForm,
  });
  const respondentForm = useQuery({
    ...getSurveyAnswersQueryOptions(respondent?.inquiryId ?? '', respondent?.customerUserId ?? ''),
    enabled: respondent !== null,
    select: fromRespondent,
  });
  return own ? ownForm : respondentForm;
}
