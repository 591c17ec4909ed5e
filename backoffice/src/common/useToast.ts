import { useNotify } from 'react-admin';
import { TOAST_MS } from './texts';
import { tr } from '../i18n/i18nProvider';

/**
 * Success and error toasts of §8, 5 seconds each. Both come already in the interface language: a success text read
 * by its key, an error as the data provider words it (the API's lines in the interface language where known).
 */
export function useToast() {
  const notify = useNotify();
  return {
    success: (message: string) => notify(message, { type: 'success', autoHideDuration: TOAST_MS }),
    error: (message: string) => notify(message, { type: 'error', autoHideDuration: TOAST_MS }),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : tr('portal.ui.somethingWentWrong');
}
