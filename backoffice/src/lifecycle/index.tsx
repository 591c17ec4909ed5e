import { lazy } from 'react';
import { Route } from 'react-router-dom';

const LifecycleList = lazy(() => import('./LifecycleList').then((m) => ({ default: m.LifecycleList })));
const LifecycleCreate = lazy(() => import('./LifecycleCreate').then((m) => ({ default: m.LifecycleCreate })));
const LifecycleEdit = lazy(() => import('./LifecycleEdit').then((m) => ({ default: m.LifecycleEdit })));
const LifecycleShow = lazy(() => import('./LifecycleShow').then((m) => ({ default: m.LifecycleShow })));

/** /lifecycle: the onboarding and exit surveys, their editor and each survey's page with its periods. */
export default {
  list: LifecycleList,
  create: LifecycleCreate,
  children: [
    <Route key="edit" path="edit/:id" element={<LifecycleEdit />} />,
    <Route key="view" path="view/:id" element={<LifecycleShow />} />,
  ],
};

/** The operator's: every organisation's surveys and their periods, read only. */
export const lifecycleRead = {
  list: LifecycleList,
  children: [<Route key="view" path="view/:id" element={<LifecycleShow />} />],
};
