import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ResultsStudio = lazy(() => import('./ResultsStudio').then((m) => ({ default: m.ResultsStudio })));

export const resultsStudioPath = (inquiryId: unknown) => `/monitor-activity/results-studio/${inquiryId}`;

/** An inquiry's results studio, a child route of /monitor-activity. */
export const resultsStudioRoute = (
  <Route key="results-studio" path="results-studio/:inquiryId" element={<ResultsStudio />} />
);
