import { FIGURE_DIGITS, formatNumber, localeOf, roundFigure } from '@portal/contracts';
import type { TFunction } from '../../../../lib/i18n/translate';

/**
 * What every lead sentence builder is given: the interface's translation and language. The builders are pure: the
 * same data and words give the same sentence, so they are tested without rendering.
 */
export interface Words {
  t: TFunction;
  language: string;
}

/** A mean as every insight shows it: rounded by the shared rule, two decimals, the language's separators. */
export function figure(value: number | null | undefined, language: string): string {
  const shown = roundFigure(value);
  return shown === null ? '–' : formatNumber(shown, language, FIGURE_DIGITS);
}

/** A signed change as the Trends tab shows it (+0.40, −0.25). */
export function signedFigure(value: number, language: string): string {
  const shown = roundFigure(value) ?? 0;
  const text = formatNumber(Math.abs(shown), language, FIGURE_DIGITS);
  return shown > 0 ? `+${text}` : shown < 0 ? `−${text}` : text;
}

/** "A, B and C" in the reader's language. */
export function listOf(names: string[], language: string): string {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type: 'conjunction' }).format(names);
}

/** A question's title in the language's quotation marks; its closing full stop would end the sentence early. */
export const quoted = ({ t }: Words, text: string) =>
  t('insights.lead.quoted', { text: text.trim().replace(/\.$/, '') });

/** The entries with the lowest and the highest shown figure, ties kept together (in their given order). */
export function extremes<T>(entries: T[], valueOf: (entry: T) => number): { lowest: T[]; highest: T[] } {
  const shown = entries.map((entry) => ({ entry, value: roundFigure(valueOf(entry)) ?? 0 }));
  const low = Math.min(...shown.map((s) => s.value));
  const high = Math.max(...shown.map((s) => s.value));
  return {
    lowest: shown.filter((s) => s.value === low).map((s) => s.entry),
    highest: shown.filter((s) => s.value === high).map((s) => s.entry),
  };
}
