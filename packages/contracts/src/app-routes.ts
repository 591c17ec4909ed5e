/**
 * The route table of one-origin serving (decisions.md §1): which app's index.html answers a
 * browser path. First match wins; /api/* never reaches this table.
 */
export type WebApp = 'backoffice' | 'survey-app';

export const APP_ROUTES: ReadonlyArray<{
  pattern: RegExp;
  app: WebApp;
  why: string;
  /** The page is shown in a frame of the same origin (every other page refuses to be framed). */
  framedBySameOrigin?: true;
}> = [
  {
    pattern: /^\/auth\/signup\/confirm\/?$/,
    app: 'survey-app',
    why: "the mailed link confirming a new organisation's sign-up",
  },
  { pattern: /^\/(superAdmin|customerAdmin)\/dashboard\/view-insights(\/|$)/, app: 'survey-app', why: 'insight pages' },
  {
    pattern: /^\/(superAdmin|customerAdmin)\/.+\/(view|edit)-survey-form(\/|$)/,
    app: 'survey-app',
    why: 'survey forms of every role',
  },
  {
    pattern: /^\/(superAdmin|customerAdmin)\/preview-survey-form\/[^/]+\/?$/,
    app: 'survey-app',
    why: "an inquiry's form previewed before inviting, framed by the backoffice's preview page",
    framedBySameOrigin: true,
  },
  { pattern: /^\/customerAdmin\/manage-profile\/?$/, app: 'survey-app', why: 'customer admin profile' },
  { pattern: /^\/(superAdmin|customerAdmin)(\/|$)/, app: 'backoffice', why: 'operator and customer admin screens' },
  { pattern: /^\//, app: 'survey-app', why: 'root redirect, /auth, /customerUser and page-not-found' },
];

/** Where each app's built assets are served from (each app's Vite `base`). */
export const APP_ASSET_PREFIX: Record<WebApp, string> = {
  backoffice: '/_backoffice',
  'survey-app': '/_survey',
};

export function appForPath(path: string): WebApp {
  return APP_ROUTES.find((route) => route.pattern.test(path))!.app;
}

/** Whether a page of this path (no query) may be shown in a frame of the same origin. */
export function framedBySameOrigin(path: string): boolean {
  return APP_ROUTES.find((route) => route.pattern.test(path))?.framedBySameOrigin === true;
}

export const LOGIN_PATH = '/auth/login';
/** The page a new organisation's confirmation mail links to, with ?token={secret}. */
export const SIGNUP_CONFIRM_PATH = '/auth/signup/confirm';
export const NOT_FOUND_PATH = '/auth/page-not-found';
/** An inquiry's open link: `${OPEN_LINK_PATH}/{token}`, answered by anyone holding it (survey app). */
export const OPEN_LINK_PATH = '/open';
/** Where the SSO callback hands the browser a one-time code (in the fragment) to exchange for the session. */
export const SSO_COMPLETE_PATH = '/auth/sso';
