import { lazy } from 'react';

export const CustomerList = lazy(() => import('./CustomerList').then((m) => ({ default: m.CustomerList })));
export const CustomerEdit = lazy(() => import('./CustomerEdit').then((m) => ({ default: m.CustomerEdit })));
export const CustomerShow = lazy(() => import('./CustomerShow').then((m) => ({ default: m.CustomerShow })));
