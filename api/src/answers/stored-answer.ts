import type { SurveyAnswer } from './survey-answer.entity';

/** What a form shows and saves of one answer (a row of a respondent's answers). */
export type StoredAnswer = Pick<
  SurveyAnswer,
  'questionId' | 'isCustomQuestion' | 'performance' | 'importance' | 'textAnswer' | 'checkboxAnswer' | 'fileId'
>;

/** The sums and counts kept per question over an inquiry's completed forms (ratings 1-5; 0 = Don't Know). */
export interface QuestionTotals {
  questionId: number;
  isCustomQuestion: boolean;
  answers: number;
  sumPerformance: number;
  nPerformance: number;
  sumImportance: number;
  nImportance: number;
  /** Sums of squared ratings (DK excluded): the spread behind trends' confidence intervals and tests. */
  sumSqPerformance: number;
  sumSqImportance: number;
  sumPairDiff: number;
  nPairs: number;
  dkPerformance: number;
  dkImportance: number;
  /**
   * eNPS answers 9-10 and 7-8 (zero for every other question); the question's detractors are answers − both.
   * Every read of the kept totals sets them; absent only in totals built by hand for a rating question.
   */
  enpsPromoters?: number;
  enpsPassives?: number;
}
