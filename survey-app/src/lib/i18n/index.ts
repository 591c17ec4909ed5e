export { i18n, t, currentLanguage, loadAllTexts } from './i18n';
export { setLanguage, applyDocumentLanguage, startLanguage } from './set-language';
export { apiText } from './api-text';
