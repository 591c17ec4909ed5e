import { lazy } from 'react';
import { Route } from 'react-router-dom';

const OpenLinkPage = lazy(() => import('./OpenLinkPage').then((m) => ({ default: m.OpenLinkPage })));
const PosterPage = lazy(() => import('./PosterPage').then((m) => ({ default: m.PosterPage })));

export { openLinkPath, posterPath } from './paths';

/** An inquiry's open link and its printable poster, child routes of the inquiries' list at `back`. */
export const openLinkRoutes = (back: string) => [
  <Route key="open-link" path="open-link/:inquiryId" element={<OpenLinkPage back={back} />} />,
  <Route key="open-link-poster" path="open-link/:inquiryId/poster" element={<PosterPage back={back} />} />,
];
