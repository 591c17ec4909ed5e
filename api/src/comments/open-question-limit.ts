import { ApiError } from '../common/filters/api-error';

/**
 * Custom Textbox questions an inquiry may have. Every Textbox answer of every completed form is analysed
 * (themes and sentiment), so the analysis grows with forms × open questions; the library's own questions are
 * the operator's, the custom ones anybody's. Ten leaves room for a form's own open questions while keeping an
 * inquiry's analysis within a few seconds of worker time per hundred forms.
 */
export const MAX_CUSTOM_TEXTBOX_QUESTIONS = 10;

export const CUSTOM_TEXTBOX_LIMIT_TEXT = `This inquiry already has ${MAX_CUSTOM_TEXTBOX_QUESTIONS} custom Textbox questions, the most allowed: delete one or choose another type`;

/** Refuses (409) one more custom Textbox question when the inquiry's custom questions (any status) hold the most. */
export function assertCustomTextboxRoom(existingTypes: readonly string[], type: string): void {
  if (type !== 'Textbox') return;
  if (existingTypes.filter((t) => t === 'Textbox').length >= MAX_CUSTOM_TEXTBOX_QUESTIONS)
    throw ApiError.conflict([CUSTOM_TEXTBOX_LIMIT_TEXT]);
}
