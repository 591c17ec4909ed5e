import { lazy } from 'react';

export const CustomerUserList = lazy(() => import('./CustomerUserList').then((m) => ({ default: m.CustomerUserList })));
export const CustomerUserEdit = lazy(() => import('./CustomerUserEdit').then((m) => ({ default: m.CustomerUserEdit })));
export const CustomerUserShow = lazy(() => import('./CustomerUserShow').then((m) => ({ default: m.CustomerUserShow })));
