import type { Language } from '@portal/contracts';
import { i18n, switchLanguage, t } from './i18n';
import { initialLanguage, storeLanguage } from './language-choice';

/** The page's language attribute and title follow the interface language. */
export function applyDocumentLanguage(): void {
  document.documentElement.lang = i18n.language;
  document.title = t('brand');
}

/** Switches the interface at once and remembers the choice on this browser. */
export async function setLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await switchLanguage(lang);
  applyDocumentLanguage();
}

/** Before the first render: the stored choice or the browser's language, its catalogue loaded. */
export async function startLanguage(): Promise<void> {
  await switchLanguage(initialLanguage()).catch(() => undefined);
  applyDocumentLanguage();
}
