import { lazy } from 'react';
import { Route } from 'react-router-dom';

const CommentsRelease = lazy(() => import('./CommentsRelease').then((m) => ({ default: m.CommentsRelease })));

/** An inquiry's comment release, a child route of /monitor-activity. */
export const commentsRoute = <Route key="comments" path="comments/:inquiryId" element={<CommentsRelease />} />;
