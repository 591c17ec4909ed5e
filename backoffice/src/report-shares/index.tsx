import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ReportSharesPage = lazy(() => import('./ReportSharesPage').then((m) => ({ default: m.ReportSharesPage })));

export { reportSharesPath } from './paths';

/** An inquiry's "Share results" screen, a child route of the inquiries' list at `back`. */
export const reportSharesRoute = (back: string) => (
  <Route key="report-shares" path="report-shares/:inquiryId" element={<ReportSharesPage back={back} />} />
);
