import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import RequireRole from './routes/require-role';
import RootRedirect from './routes/root-redirect';
import GroupFallback from './routes/group-fallback';
import AuthLayout from './routes/auth-layout';
import PageNotFound from './routes/page-not-found';
import { RouteError } from './routes/route-error';
import { Loading } from '../components/loading';
import { LOGIN_PATH, NOT_FOUND_PATH, ROLE_PATH, roleHome, type Role } from '@portal/contracts';

// Every page is its own chunk; the shell above stays in the first load.
type Loader = () => Promise<{ default: React.ComponentType }>;
const page = (load: Loader) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const surveyForm = (role: Role, mode: 'view' | 'edit') => ({
  lazy: async () => ({ Component: (await import('./routes/survey-form-route')).surveyFormRoute(role, mode) }),
});
const insights = (role: Extract<Role, 'SuperAdmin' | 'CustomerAdmin'>) => ({
  lazy: async () => ({ Component: (await import('./routes/insights-route')).insightsRoute(role) }),
});
const profile = page(() => import('./routes/manage-profile-route'));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          { path: 'login', ...page(() => import('./routes/login-route')) },
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
        element: <RequireRole role="CustomerUser" />,
        children: [
          { index: true, element: <Navigate to={roleHome('CustomerUser')} replace /> },
          { path: 'dashboard', ...page(() => import('./routes/survey-list-route')) },
          { path: 'dashboard/survey-form/:inquiryTypeId/view-survey-form/:inquiryId/:userId', ...surveyForm('CustomerUser', 'view') },
          { path: 'dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId', ...surveyForm('CustomerUser', 'edit') },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      {
        path: `/${ROLE_PATH.CustomerAdmin}`,
        element: <RequireRole role="CustomerAdmin" />,
        children: [
          { path: 'survey-forms/:inquiryTypeId/view-survey-form/:inquiryId/:userId', ...surveyForm('CustomerAdmin', 'view') },
          { path: 'survey-forms/:inquiryTypeId/edit-survey-form/:inquiryId', ...surveyForm('CustomerAdmin', 'edit') },
          { path: 'dashboard/view-insights/:inquiryId/*', ...insights('CustomerAdmin') },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      {
        path: `/${ROLE_PATH.SuperAdmin}`,
        element: <RequireRole role="SuperAdmin" />,
        children: [
          { path: 'monitor-activity/view-respondents/:inquiryId/view-survey-form/:customerUserId', ...surveyForm('SuperAdmin', 'view') },
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
