import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import RequireRole from './routes/require-role';
import RootRedirect from './routes/root-redirect';
import GroupFallback from './routes/group-fallback';
import AuthLayout from './routes/auth-layout';
import PageNotFound from './routes/page-not-found';
import { RouteError } from './routes/route-error';
import { Loading } from '../components/loading';

// Every page is its own chunk; the shell above stays in the first load.
type Loader = () => Promise<{ default: React.ComponentType }>;
const page = (load: Loader) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const surveyFormView = page(() => import('./routes/survey-form-route'));
const insights = page(() => import('./routes/insights-route'));
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
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...page(() => import('./routes/login-route')) },
          { path: 'signup', ...page(() => import('./routes/signup-route')) },
          { path: 'signup/:encryptedOrgName/:encryptedEmail', ...page(() => import('./routes/signup-route')) },
          { path: 'forget-password', ...page(() => import('./routes/forget-password-route')) },
          { path: 'verify-token', ...page(() => import('./routes/verify-token-route')) },
          { path: 'reset-password', ...page(() => import('./routes/reset-password-route')) },
          { path: 'page-not-found', element: <PageNotFound /> },
          { path: '*', element: <Navigate to="/auth/page-not-found" replace /> },
        ],
      },
      {
        path: '/customerUser',
        element: <RequireRole role="CustomerUser" />,
        children: [
          { index: true, element: <Navigate to="/customerUser/dashboard" replace /> },
          { path: 'dashboard', ...page(() => import('./routes/survey-list-route')) },
          { path: 'dashboard/survey-form/:inquiryTypeId/view-survey-form/:inquiryId/:userId', ...surveyFormView },
          { path: 'dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId', ...surveyFormView },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      {
        path: '/customerAdmin',
        element: <RequireRole role="CustomerAdmin" />,
        children: [
          { path: 'survey-forms/:inquiryTypeId/view-survey-form/:inquiryId/:userId', ...surveyFormView },
          { path: 'survey-forms/:inquiryTypeId/edit-survey-form/:inquiryId', ...surveyFormView },
          { path: 'dashboard/view-insights/:inquiryId/*', ...insights },
          { path: 'manage-profile', ...profile },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      {
        path: '/superAdmin',
        element: <RequireRole role="SuperAdmin" />,
        children: [
          { path: 'monitor-activity/view-respondents/:inquiryId/view-survey-form/:customerUserId', ...surveyFormView },
          { path: 'dashboard/view-insights/:inquiryId/*', ...insights },
          { path: '*', element: <GroupFallback /> },
        ],
      },
      { path: '*', element: <Navigate to="/auth/page-not-found" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
