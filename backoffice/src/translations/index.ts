export { TranslationCoverage } from './TranslationCoverage';
export { TranslationItemPage } from './TranslationItemPage';
export { TranslationsPanel } from './TranslationsPanel';
