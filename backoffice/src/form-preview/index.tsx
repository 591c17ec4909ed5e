import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { PREVIEW_ROUTE } from './paths';

const FormPreviewPage = lazy(() => import('./FormPreviewPage').then((m) => ({ default: m.FormPreviewPage })));

/** An inquiry's form preview, a child route of the role's inquiries list at `back` (inquiry logs, monitor activity). */
export const formPreviewRoute = (role: 'SuperAdmin' | 'CustomerAdmin', back: string) => (
  <Route key="form-preview" path={PREVIEW_ROUTE} element={<FormPreviewPage role={role} back={back} />} />
);
