import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppPath } from '../common/useAppPath';
import { DASHBOARD } from './paths';

/** Until the company profile is set up, every customer admin screen sends the admin to the dashboard and its dialog. */
export const FirstLoginGate = ({ children }: { children: ReactNode }) => {
  const path = useAppPath();
  if (localStorage.getItem('firstTimeLogin') === 'true') return <Navigate to={path(DASHBOARD)} replace />;
  return <>{children}</>;
};
