import { Admin, CustomRoutes, Resource } from 'react-admin';
import { roleOfPath } from '@portal/contracts';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { Navigate } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { RESOURCES } from './providers/resources';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './common/AppNotification';
import { NotFound } from './layout/NotFound';
import { theme } from './layout/theme';
import { i18nProvider } from './i18n/i18nProvider';
import { superAdminRoutes } from './routes/superAdminRoutes';
import { customerAdminRoutes } from './routes/customerAdminRoutes';

// Each role home goes to its /dashboard (platform-administration.md §2.1).
const HomeRedirect = () => <Navigate to="dashboard" replace />;

export const RoleAdmin = ({ basename }: { basename: string }) => (
  <Admin
    basename={basename}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    dashboard={HomeRedirect}
    catchAll={NotFound}
    accessDenied={AccessDeniedPage}
    notification={AppNotification}
    theme={theme}
    disableTelemetry
  >
    {Object.keys(RESOURCES).map((name) => (
      <Resource key={name} name={name} />
    ))}
    <CustomRoutes>{roleOfPath(basename) === 'SuperAdmin' ? superAdminRoutes : customerAdminRoutes}</CustomRoutes>
  </Admin>
);
