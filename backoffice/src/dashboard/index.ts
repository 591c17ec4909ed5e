import { lazy } from 'react';

export const Dashboard = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));
