import { answerLimit, refusedCharacters, regexRule, textLength, visibleCharacter } from '@portal/contracts';

const NAMES = { space: 'space', lineBreak: 'line break', tab: 'tab' };

/** The question a Textbox answer is checked against. */
export interface TextQuestion {
  title: string;
  maxLength: number | null;
  validationRegex: string | null;
}

export type TextAnswerCheck = { ok: true; text: string | null } | { ok: false; problem: string };

/**
 * A Textbox answer is stored exactly as typed or refused whole, never changed: no trimming, no characters dropped. A
 * whitespace-only answer is no answer (null). The problem names the question, its rule and each refused character.
 */
export function checkTextAnswer(answer: string, question: TextQuestion): TextAnswerCheck {
  if (answer.trim() === '') return { ok: true, text: null };
  const max = answerLimit(question.maxLength);
  if (textLength(answer) > max) return { ok: false, problem: `Must be at most ${max} characters` };
  const refused = refusedCharacters(answer, question.validationRegex);
  if (refused.length) {
    const rule = regexRule(question.validationRegex)!;
    const shown = refused.map((c) => visibleCharacter(c, NAMES)).join(', ');
    return {
      ok: false,
      problem: `${rule.message} in "${question.title}" (${question.validationRegex}); refused: ${shown}`,
    };
  }
  return { ok: true, text: answer };
}
