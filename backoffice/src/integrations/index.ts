import { lazy } from 'react';

export const IntegrationsPage = lazy(() => import('./IntegrationsPage').then((m) => ({ default: m.IntegrationsPage })));
