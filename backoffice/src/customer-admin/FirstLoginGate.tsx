import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { useAppPath } from '../common/useAppPath';
import { DASHBOARD } from './paths';

/** Until the company profile is set up, every customer admin screen sends the admin to the dashboard and its dialog. */
export const FirstLoginGate = ({ children }: { children: ReactNode }) => {
  const path = useAppPath();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  if (identity?.firstTimeLogin) return <Navigate to={path(DASHBOARD)} replace />;
  return <>{children}</>;
};
