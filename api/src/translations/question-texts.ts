import type { QuestionFields } from '../questions/question-fields';
import type { SourceField } from './content-kinds';

/** A question's translatable texts: title, description and each rating and checkbox option label by position. */
export function questionTexts(
  q: Pick<QuestionFields, 'title' | 'description' | 'ratingOptions' | 'checkboxOptions'>,
): SourceField[] {
  return [
    { field: 'title', english: q.title },
    { field: 'description', english: q.description },
    ...(q.ratingOptions ?? []).map((english, n) => ({ field: `ratingOptions.${n}`, english })),
    ...(q.checkboxOptions ?? []).map((english, n) => ({ field: `checkboxOptions.${n}`, english })),
  ].filter((f) => f.english.trim() !== '');
}

/** Looks up one field of one item; answers the English text when no translation is stored. */
export type TextLookup = (itemId: number, field: string, english: string) => string;

/**
 * The question's texts in the reader's language. Checkbox option labels are returned beside the
 * English options, never in their place: answers keep storing the English option, so they mean the
 * same whichever language they were given in.
 */
export function localizeQuestion<
  Q extends Pick<QuestionFields, 'title' | 'description' | 'ratingOptions' | 'checkboxOptions'>,
>(id: number, q: Q, t: TextLookup) {
  return {
    title: t(id, 'title', q.title),
    description: t(id, 'description', q.description),
    ratingOptions: q.ratingOptions?.map((o, n) => t(id, `ratingOptions.${n}`, o)) ?? null,
    checkboxLabels: q.checkboxOptions?.map((o, n) => t(id, `checkboxOptions.${n}`, o)) ?? null,
  };
}
