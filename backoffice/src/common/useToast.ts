import { useNotify } from 'react-admin';
import { TOAST_MS } from './texts';
import { txLines, tr } from '../i18n/i18nProvider';

/**
 * Success and error toasts of §8, 5 seconds each. A success text comes already in the interface language (read by
 * its key); an error is usually the API's English title and lines, which txLines translates where the catalogue
 * knows them.
 */
export function useToast() {
  const notify = useNotify();
  return {
    success: (message: string) => notify(message, { type: 'success', autoHideDuration: TOAST_MS }),
    error: (message: string) => notify(txLines(message), { type: 'error', autoHideDuration: TOAST_MS }),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : tr('portal.ui.somethingWentWrong');
}
