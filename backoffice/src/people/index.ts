import { lazy } from 'react';

export const PeopleList = lazy(() => import('./PeopleList').then((m) => ({ default: m.PeopleList })));
export const PeopleImport = lazy(() => import('./PeopleImport').then((m) => ({ default: m.PeopleImport })));
