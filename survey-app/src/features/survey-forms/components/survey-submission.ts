import { DONT_KNOW, DONT_KNOW_VALUE, type SaveState } from '@portal/contracts';
import { t } from '../../../lib/i18n';
import type { SurveyAnswerItem, SurveySave } from '../api/save-survey-answers';
import { isDoubleRating, isScaleRating, type AnswerState, type FormQuestion } from './question-model';

export type SaveStatus = SaveState;

/** DK travels as 0 in both answer and importance (spec §5). */
export function ratingToWire(value: string): string {
  return value === DONT_KNOW ? String(DONT_KNOW_VALUE) : value;
}

/**
 * The save of AddSurveyAnswers: one `SurveyAnswerDtos` item per answerable question, with its fields as
 * strings, an already stored document as `DocumentUrl`, a chosen file beside it by item index, and the
 * form `Status`. The API call decides the format (JSON, or multipart when a file is attached).
 */
export function buildSurveySave(
  questions: FormQuestion[],
  answers: Record<string, AnswerState>,
  ctx: { inquiryId: string; customerUserId: string },
  status: SaveStatus,
): SurveySave {
  const files = new Map<number, File>();
  const items = questions
    .filter((q) => q.type !== null)
    .map((q, i): SurveyAnswerItem => {
      const a = answers[q.id];
      let answer = a?.answer ?? '';
      if (isScaleRating(q)) answer = ratingToWire(answer);
      if (q.type === 'Document') answer = a?.file?.name ?? a?.documentName ?? '';
      const item: SurveyAnswerItem = {
        Answer: answer,
        DiagnosticId: q.wireId,
        InquiryId: ctx.inquiryId,
        CustomerUserId: ctx.customerUserId,
        IsCustomQuestion: String(q.isCustom),
        ValueAnswer: isDoubleRating(q) ? ratingToWire(a?.importance ?? '') : '',
        CheckBoxOptions: q.type === 'Checkbox' ? JSON.stringify(a?.checked ?? []) : '',
      };
      if (q.type === 'Document') {
        if (a?.file) files.set(i, a.file);
        else if (a?.downloadLink) item.DocumentUrl = a.downloadLink;
      }
      return item;
    });
  return { SurveyAnswerDtos: items, Status: status, files };
}

/**
 * What a final submission needs: both ratings of the four areas, the rating of Others, the eNPS score and the text answers
 * (an open-ended question without enough information is answered NA). Drafts need nothing.
 */
export function missingAnswers(
  questions: FormQuestion[],
  answers: Record<string, AnswerState>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  const required = t('validation.required');
  for (const q of questions) {
    const a = answers[q.id];
    if (q.type === 'Rating') {
      if (!a?.answer || (isDoubleRating(q) && !a.importance)) missing[q.id] = required;
    } else if (q.type === 'Enps') {
      if (!a?.answer) missing[q.id] = required;
    } else if (q.type === 'Textbox') {
      if (!a?.answer.trim()) missing[q.id] = required;
    }
  }
  return missing;
}
