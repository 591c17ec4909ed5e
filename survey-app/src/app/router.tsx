import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import RootRedirect from './routes/root-redirect';
import GroupFallback from './routes/group-fallback';
import AuthLayout from './routes/auth-layout';
import RootLayout from './routes/root-layout';
import PageNotFound from './routes/page-not-found';
import { RouteError } from './routes/route-error';
import { Loading } from '../components/loading';
import { loadAllTexts } from '../lib/i18n';
import { LOGIN_PATH, NOT_FOUND_PATH, OPEN_LINK_PATH, ROLE_PATH, roleHome, type Role } from '@portal/contracts';

// Every page is its own chunk; the shell above stays in the first load. A page past the login page loads the
// texts beyond the first screen's together with its chunk.
type Loader = () => Promise<{ default: React.ComponentType }>;
const withAllTexts = async <T,>(load: () => Promise<T>): Promise<T> => (await Promise.all([load(), loadAllTexts()]))[0];
const page = (load: Loader) => ({
  lazy: async () => ({ Component: (await withAllTexts(load)).default }),
});
const firstScreen = (load: Loader) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// The signed-in shell (session guard, header, profile menu) is not part of the login screen either.
const signedIn = (role: Role) => ({
  lazy: async () => {
    const RequireRole = (await withAllTexts(() => import('./routes/require-role'))).default;
    return { Component: () => <RequireRole role={role} /> };
  },
});

const surveyForm = (role: Role, mode: 'view' | 'edit') => ({
  lazy: async () => ({
    Component: (await withAllTexts(() => import('./routes/survey-form-route'))).surveyFormRoute(role, mode),
  }),
});
const thankYou = (role: Extract<Role, 'CustomerAdmin' | 'CustomerUser'>) => ({
  lazy: async () => ({
    Component: (await withAllTexts(() => import('./routes/survey-thank-you-route'))).surveyThankYouRoute(role),
  }),
});
const insights = (role: Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>) => ({
  lazy: async () => ({ Component: (await withAllTexts(() => import('./routes/insights-route'))).insightsRoute(role) }),
});
// A manager's "My team" results (docs/features/managers.md).
const team = (role: Extract<Role, 'CustomerAdmin' | 'CustomerUser'>) => ({
  lazy: async () => ({
    Component: (await withAllTexts(() => import('../features/team/components/team-page'))).teamRoute(role),
  }),
});
const profile = page(() => import('./routes/manage-profile-route'));
const formPreview = (role: Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>) => ({
  lazy: async () => ({
    Component: (await withAllTexts(() => import('./routes/form-preview-route'))).formPreviewRoute(role),
  }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      // An inquiry's open link: answered without an account (docs/features/open-links.md).
      { path: `${OPEN_LINK_PATH}/:token`, ...page(() => import('./routes/open-link-route')) },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          { path: 'login', ...firstScreen(() => import('./routes/login-route')) },
          { path: 'sso', ...page(() => import('./routes/sso-route')) },
          { path: 'signup', ...page(() => import('./routes/signup-route')) },
          { path: 'signup/confirm', ...page(() => import('./routes/signup-confirm-route')) },
          { path: 'signup/:encryptedOrgName/:encryptedEmail', ...page(() => import('./routes/signup-route')) },
          { path: 'forget-password', ...page(() => import('./routes/forget-password-route')) },
          { path: 'verify-token', ...page(() => import('./routes/verify-token-route')) },
          { path: 'reset-password', ...page(() => import('./routes/reset-password-route')) },
          { path: 'page-not-found', element: <PageNotFound /> },
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
      {
        path: `/${ROLE_PATH.CustomerUser}`,
        ...signedIn('CustomerUser'),
        children: [
          { index: true, element: <Navigate to={roleHome('CustomerUser')} replace /> },
          { path: 'dashboard', ...page(() => import('./routes/survey-list-route')) },
          { path: 'dashboard/my-team/:inquiryId', ...team('CustomerUser') },
          { path: 'my-actions', ...page(() => import('../features/actions/components/my-actions-page')) },
          {
            path: 'dashboard/survey-form/:inquiryTypeId/view-survey-form/:inquiryId/:userId',
            ...surveyForm('CustomerUser', 'view'),
          },
          {
            path: 'dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
            ...surveyForm('CustomerUser', 'edit'),
          },
          {
            path: 'dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId/submitted',
            ...thankYou('CustomerUser'),
          },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      // Outside the role groups' shell: the backoffice frames these pages (see form-preview-route).
      { path: `/${ROLE_PATH.CustomerAdmin}/preview-survey-form/:inquiryId`, ...formPreview('CustomerAdmin') },
      { path: `/${ROLE_PATH.SuperAdmin}/preview-survey-form/:inquiryId`, ...formPreview('SuperAdmin') },
      {
        path: `/${ROLE_PATH.CustomerAdmin}`,
        ...signedIn('CustomerAdmin'),
        children: [
          {
            path: 'survey-forms/:inquiryTypeId/view-survey-form/:inquiryId/:userId',
            ...surveyForm('CustomerAdmin', 'view'),
          },
          { path: 'survey-forms/:inquiryTypeId/edit-survey-form/:inquiryId', ...surveyForm('CustomerAdmin', 'edit') },
          {
            path: 'survey-forms/:inquiryTypeId/edit-survey-form/:inquiryId/submitted',
            ...thankYou('CustomerAdmin'),
          },
          { path: 'dashboard/view-insights/:inquiryId/*', ...insights('CustomerAdmin') },
          { path: 'dashboard/view-insights/:inquiryId/my-team', ...team('CustomerAdmin') },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      {
        path: `/${ROLE_PATH.SuperAdmin}`,
        ...signedIn('SuperAdmin'),
        children: [
          {
            path: 'monitor-activity/view-respondents/:inquiryId/view-survey-form/:customerUserId',
            ...surveyForm('SuperAdmin', 'view'),
          },
          { path: 'dashboard/view-insights/:inquiryId/*', ...insights('SuperAdmin') },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
