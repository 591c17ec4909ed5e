import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Words } from './words';

/** The words the sentence builders need, in the interface language (a language change re-renders the sentence). */
export function useWords(): Words {
  const { t, i18n } = useTranslation();
  return { t, language: i18n.language };
}
