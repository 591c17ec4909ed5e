import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../providers/records';
import { apiText } from '../i18n/apiText';

/**
 * The API's 400 lines that name a field ("Email: No user of this organisation has this address") by field, to be shown
 * on it in the interface language where the catalogue holds the line; `rest` holds the lines that name none.
 */
export function fieldRefusals(error: unknown, fields: string[]): { byField: Record<string, string>; rest: string[] } {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  const lines =
    error instanceof HttpError ? (error.body as Partial<ApiErrorBody> | undefined)?.errorMessage : undefined;
  for (const line of Array.isArray(lines) ? lines : []) {
    const field = fields.find((f) => line.startsWith(`${f}: `));
    if (field) byField[field] = [byField[field], apiText(line.slice(field.length + 2))].filter(Boolean).join(' · ');
    else rest.push(line);
  }
  return { byField, rest };
}
