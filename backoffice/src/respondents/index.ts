import { lazy } from 'react';

export const RespondentList = lazy(() => import('./RespondentList').then((m) => ({ default: m.RespondentList })));
