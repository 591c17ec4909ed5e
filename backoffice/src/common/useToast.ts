import { useNotify } from 'react-admin';
import { TOAST_MS } from './texts';
import { tx } from '../i18n/i18nProvider';

/** Each line in the interface language: the screens' English texts and the API's known error texts. */
const shown = (message: string) => message.split('\n').map((line) => tx(line)).join('\n');

/** Success and error toasts of §8, 5 seconds each. */
export function useToast() {
  const notify = useNotify();
  return {
    success: (message: string) => notify(shown(message), { type: 'success', autoHideDuration: TOAST_MS }),
    error: (message: string) => notify(shown(message), { type: 'error', autoHideDuration: TOAST_MS }),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : tx('Something went wrong');
}
