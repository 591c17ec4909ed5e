import { lazy } from 'react';
import { Route } from 'react-router-dom';

const RespondentList = lazy(() => import('./RespondentList').then((m) => ({ default: m.RespondentList })));

/** An inquiry's respondents, a child route of the inquiries' list at `back` (monitor activity, inquiry logs). */
export const respondentsRoute = (back: string) => (
  <Route key="respondents" path="view-respondents/:inquiryId" element={<RespondentList back={back} />} />
);
