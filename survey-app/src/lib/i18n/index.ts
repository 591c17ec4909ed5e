export { i18n, t, currentLanguage } from './i18n';
export { setLanguage, applyDocumentLanguage } from './set-language';
export { apiText } from './api-text';
