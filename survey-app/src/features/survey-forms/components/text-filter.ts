import { refusedCharacters, regexRule, textLength, visibleCharacter } from '@portal/contracts';
import { t } from '../../../lib/i18n';

/** Why an edit of a text answer was not taken: characters its rule refuses, or a text over the limit. */
export type TextRefusal = { kind: 'characters'; chars: string[] } | { kind: 'length'; count: number };

export interface TextEdit {
  /** The answer after the edit: the typed text, or the previous one when the edit was refused. */
  value: string;
  refusal: TextRefusal | null;
}

/** How often each refused character occurs in `text`. */
function refusedTally(text: string, validationRegex: string | null): Map<string, number> {
  const rule = regexRule(validationRegex);
  const tally = new Map<string, number>();
  if (!rule) return tally;
  for (const c of text) if (!rule.char.test(c)) tally.set(c, (tally.get(c) ?? 0) + 1);
  return tally;
}

/**
 * Takes an edit whole or refuses it whole, never a changed version of it: an edit that adds a character the rule
 * refuses, or lengthens the text past the limit, leaves the previous text and says why. An edit that only removes
 * is always taken, so a stored answer that breaks a rule can still be corrected.
 */
export function applyTextEdit(
  previous: string,
  typed: string,
  validationRegex: string | null,
  limit: number,
): TextEdit {
  const before = refusedTally(previous, validationRegex);
  const added = [...refusedTally(typed, validationRegex)].filter(([c, n]) => n > (before.get(c) ?? 0)).map(([c]) => c);
  if (added.length) return { value: previous, refusal: { kind: 'characters', chars: added } };
  const count = textLength(typed);
  if (count > limit && count > textLength(previous)) return { value: previous, refusal: { kind: 'length', count } };
  return { value: typed, refusal: null };
}

/** The name of a rule in the reader's language; null when the question has none. */
export function ruleLabel(validationRegex: string | null): string | null {
  return regexRule(validationRegex) ? t(`surveyForm.filters.${validationRegex}`) : null;
}

/** The hint under a restricted box; Free text restricts nothing a person types, so it has none. */
export function filterHint(validationRegex: string | null): string | null {
  return validationRegex === 'Free text' ? null : ruleLabel(validationRegex);
}

/** Characters named so they can be seen: quoted, or by name for whitespace and invisible ones. */
export function characterList(chars: string[]): string {
  const names = {
    space: t('surveyForm.characterNames.space'),
    lineBreak: t('surveyForm.characterNames.lineBreak'),
    tab: t('surveyForm.characterNames.tab'),
  };
  return [...new Set(chars.map((c) => visibleCharacter(c, names)))].join(', ');
}

/** What the box says about the answer: the last refused edit, else characters already in it the rule refuses. */
export function textProblem(
  value: string,
  validationRegex: string | null,
  limit: number,
  refusal: TextRefusal | null,
): string | null {
  const rule = ruleLabel(validationRegex) ?? '';
  if (refusal?.kind === 'characters')
    return t('surveyForm.refusedCharacters', { chars: characterList(refusal.chars), rule });
  if (refusal?.kind === 'length') return t('surveyForm.tooLong', { max: limit, count: refusal.count });
  const held = refusedCharacters(value, validationRegex);
  if (held.length) return t('surveyForm.heldCharacters', { chars: characterList(held), rule });
  return null;
}

/** The counter appears from 80 % of the limit, and whenever the text is over it. */
export const showsCount = (value: string, limit: number) => textLength(value) >= limit * 0.8;
