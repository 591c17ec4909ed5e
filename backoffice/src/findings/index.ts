import { lazy } from 'react';

export const FindingList = lazy(() => import('./FindingList').then((m) => ({ default: m.FindingList })));
export const FindingCreate = lazy(() => import('./FindingCreate').then((m) => ({ default: m.FindingCreate })));
export const FindingEdit = lazy(() => import('./FindingEdit').then((m) => ({ default: m.FindingEdit })));
export const FindingShow = lazy(() => import('./FindingShow').then((m) => ({ default: m.FindingShow })));
