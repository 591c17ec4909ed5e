import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { appForPath, NOT_FOUND_PATH } from '@portal/contracts';

/**
 * A path of a role group this app does not draw: the backoffice's pages get a full page load
 * (the server answers them with the backoffice), anything else is page-not-found.
 */
export default function GroupFallback() {
  const { pathname, search } = useLocation();
  const external = appForPath(pathname) !== 'survey-app';
  useEffect(() => {
    if (external) window.location.replace(pathname + search);
  }, [external, pathname, search]);
  if (external) return null;
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
