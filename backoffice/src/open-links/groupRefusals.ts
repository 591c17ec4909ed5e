/**
 * The API's refusals of the group questions, in the interface language. The API names the attribute in its line
 * (`GroupQuestions[0]: Shoe size is not an attribute of your people directory`), so whole-line matching cannot word it.
 */
import { HttpError } from 'react-admin';
import { apiText } from '../i18n/apiText';
import { tr } from '../i18n/i18nProvider';

const NOT_ATTRIBUTE = /^GroupQuestions\[\d+\]: (.+) is not an attribute of your people directory$/;
const TOO_MANY_VALUES = /^GroupQuestions\[\d+\]: (.+) has more than \d+ values; choose a coarser attribute$/;
const FIELD = /^GroupQuestions(?:\[\d+\])?: (.+)$/;

export function groupRefusal(line: string): string {
  const unknown = NOT_ATTRIBUTE.exec(line);
  if (unknown) return tr('portal.openLinks.notAttribute', { name: unknown[1] });
  const fine = TOO_MANY_VALUES.exec(line);
  if (fine) return tr('portal.openLinks.tooManyValues', { name: fine[1] });
  const field = FIELD.exec(line);
  return apiText(field ? field[1] : line);
}

/** The refusal lines of a 400 that name the group questions; null for any other failure. */
export function groupRefusalsOf(error: unknown): string[] | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const lines = (error.body as { errorMessage?: unknown } | undefined)?.errorMessage;
  if (!Array.isArray(lines)) return null;
  const named = lines.filter((l): l is string => typeof l === 'string' && l.startsWith('GroupQuestions'));
  return named.length ? named.map(groupRefusal) : null;
}
