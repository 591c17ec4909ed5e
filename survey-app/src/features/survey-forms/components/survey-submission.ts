import { DONT_KNOW, DONT_KNOW_VALUE, VALIDATION_MESSAGES, type SaveState } from '@portal/contracts';
import { isDoubleRating, isScaleRating, type AnswerState, type FormQuestion } from './question-model';

export type SaveStatus = SaveState;

export const REQUIRED = VALIDATION_MESSAGES.required;

/** DK travels as 0 in both answer and importance (spec §5). */
export function ratingToWire(value: string): string {
  return value === DONT_KNOW ? String(DONT_KNOW_VALUE) : value;
}

/**
 * The multipart body of AddSurveyAnswers (decisions.md §4): `SurveyAnswerDtos[i].Field`, files as
 * `SurveyAnswerDtos[i].file`, an already stored document as `DocumentUrl`, and the form `Status`.
 */
export function buildSurveyForm(
  questions: FormQuestion[],
  answers: Record<string, AnswerState>,
  ctx: { inquiryId: string; customerUserId: string },
  status: SaveStatus,
): FormData {
  const form = new FormData();
  questions
    .filter((q) => q.type !== null)
    .forEach((q, i) => {
      const a = answers[q.id];
      const key = (field: string) => `SurveyAnswerDtos[${i}].${field}`;
      let answer = a?.answer ?? '';
      if (isScaleRating(q)) answer = ratingToWire(answer);
      if (q.type === 'Document') answer = a?.file?.name ?? a?.documentName ?? '';
      form.append(key('Answer'), answer);
      form.append(key('DiagnosticId'), q.id);
      form.append(key('InquiryId'), ctx.inquiryId);
      form.append(key('CustomerUserId'), ctx.customerUserId);
      form.append(key('IsCustomQuestion'), String(q.isCustom));
      form.append(key('ValueAnswer'), isDoubleRating(q) ? ratingToWire(a?.importance ?? '') : '');
      form.append(key('CheckBoxOptions'), q.type === 'Checkbox' ? JSON.stringify(a?.checked ?? []) : '');
      if (q.type === 'Document') {
        if (a?.file) form.append(key('file'), a.file, a.file.name);
        else if (a?.downloadLink) form.append(key('DocumentUrl'), a.downloadLink);
      }
    });
  form.append('Status', status);
  return form;
}

/**
 * What a final submission needs: both ratings of the four areas, the rating of Others and the text answers
 * (an open-ended question without enough information is answered NA). Drafts need nothing.
 */
export function missingAnswers(questions: FormQuestion[], answers: Record<string, AnswerState>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const q of questions) {
    const a = answers[q.id];
    if (q.type === 'Rating') {
      if (!a?.answer || (isDoubleRating(q) && !a.importance)) missing[q.id] = REQUIRED;
    } else if (q.type === 'Textbox') {
      if (!a?.answer.trim()) missing[q.id] = REQUIRED;
    }
  }
  return missing;
}
