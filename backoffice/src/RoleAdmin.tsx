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
import { listAtItsPathOnly } from './common/listAtItsPathOnly';
import { theme } from './layout/theme';
import { i18nProvider } from './i18n/i18nProvider';
import { superAdminPages } from './routes/superAdminPages';
import { customerAdminPages } from './routes/customerAdminPages';

// Each role home goes to its /dashboard (platform-administration.md §2.1).
const HomeRedirect = () => <Navigate to="dashboard" replace />;

export const RoleAdmin = ({ basename }: { basename: string }) => {
  const pages = roleOfPath(basename) === 'SuperAdmin' ? superAdminPages : customerAdminPages;
  const screens = new Set(pages.resources.map((resource) => resource.props.name));
  // The data provider's resources that have no screen of their own at their name are registered bare.
  const dataOnly = Object.keys(RESOURCES).filter((name) => !screens.has(name));
  return (
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
      {pages.resources.map(listAtItsPathOnly)}
      {dataOnly.map((name) => (
        <Resource key={name} name={name} />
      ))}
      <CustomRoutes>{pages.customRoutes}</CustomRoutes>
    </Admin>
  );
};
