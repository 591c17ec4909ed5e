import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { decodeToken, LOGIN_PATH, normaliseRole, NOT_FOUND_PATH } from '@portal/contracts';
import { basenameForRole, getToken, leaveTo } from './providers/session';
import { RoleAdmin } from './RoleAdmin';

/** Where the current visitor belongs: the role's route group, or a survey-app page. */
export function routeGroupFor(pathname: string, token: string | null): { basename: string } | { leave: string } {
  const claims = decodeToken(token);
  if (!claims) return { leave: LOGIN_PATH };
  const role = normaliseRole(claims.role);
  const basename = basenameForRole(role);
  // A customer user has no backoffice; an unknown role has no session worth keeping.
  if (!basename) return { leave: role ? NOT_FOUND_PATH : LOGIN_PATH };
  const inGroup = pathname === basename || pathname.startsWith(`${basename}/`);
  return inGroup ? { basename } : { leave: NOT_FOUND_PATH };
}

const Leave = ({ to }: { to: string }) => {
  useEffect(() => leaveTo(to), [to]);
  return null;
};

/**
 * Mounted under a BrowserRouter: react-admin runs inside the role's group (/superAdmin or /customerAdmin).
 * An expired token still selects its group so that the Session timeout toast can be shown before leaving.
 */
export const App = () => {
  const { pathname } = useLocation();
  const target = routeGroupFor(pathname, getToken());
  if ('leave' in target) return <Leave to={target.leave} />;
  return (
    <Routes>
      <Route path={`${target.basename}/*`} element={<RoleAdmin basename={target.basename} />} />
    </Routes>
  );
};
