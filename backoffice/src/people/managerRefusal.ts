import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../providers/records';
import { apiText } from '../i18n/apiText';

const PREFIX = 'ManagerEmail: ';

/**
 * The API's refusals of a person's manager (their own manager, unknown, a cycle) are errorMessage lines that name the
 * field: they are shown on the Manager field (in the interface language where the catalogue holds the line), the other
 * lines in the toast. Answers undefined when none names it.
 */
export function managerRefusal(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const lines = (error.body as Partial<ApiErrorBody> | undefined)?.errorMessage;
  const mine = Array.isArray(lines) ? lines.filter((l) => l.startsWith(PREFIX)) : [];
  return mine.length ? mine.map((l) => apiText(l.slice(PREFIX.length))).join(' · ') : undefined;
}
