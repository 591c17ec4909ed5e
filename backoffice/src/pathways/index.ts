import { lazy } from 'react';

export const PathwayList = lazy(() => import('./PathwayList').then((m) => ({ default: m.PathwayList })));
export const PathwayCreate = lazy(() => import('./PathwayCreate').then((m) => ({ default: m.PathwayCreate })));
export const PathwayEdit = lazy(() => import('./PathwayEdit').then((m) => ({ default: m.PathwayEdit })));
export const PathwayShow = lazy(() => import('./PathwayShow').then((m) => ({ default: m.PathwayShow })));
