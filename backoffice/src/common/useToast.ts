import { useNotify } from 'react-admin';
import { TOAST_MS } from './texts';
import { txLines, tr } from '../i18n/i18nProvider';

/** Success and error toasts of §8, 5 seconds each. */
export function useToast() {
  const notify = useNotify();
  return {
    success: (message: string) => notify(txLines(message), { type: 'success', autoHideDuration: TOAST_MS }),
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
