/**
 * The catalogue sections the first screen needs: what the entry chunk draws (language menu, toasts, errors,
 * validation, the API's error texts) and the login page. They ship with the first load; every other section
 * loads with the first page that is not the login page.
 */
export const FIRST_SCREEN_SECTIONS: readonly string[] = [
  'brand',
  'common',
  'language',
  'validation',
  'session',
  'notFound',
  'routeError',
  'login',
  'sso',
  'apiErrors',
];
