// The package's one entry point: every app imports the shared facts from here.
export * from './roles';
export * from './questions';
export * from './rating';
export * from './invitation-cipher';
export * from './app-routes';
export * from './session';
export * from './navigation';
export * from './profile-menu';
export type { paths, components, operations } from './api-types';
export type * from './api-schemas';
export * from './survey-form';
export * from './ipa-quadrants';
export * from './form-state-labels';
export * from './area-color-meaning';
export * from './documents';
export * from './participants';
export * from './validation-messages';
export * from './session-messages';
