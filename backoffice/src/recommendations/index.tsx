import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const RecommendationList = lazy(() => import('./RecommendationList').then((m) => ({ default: m.RecommendationList })));
const RecommendationCreate = lazy(() =>
  import('./RecommendationCreate').then((m) => ({ default: m.RecommendationCreate })),
);
const RecommendationEdit = lazy(() => import('./RecommendationEdit').then((m) => ({ default: m.RecommendationEdit })));
const RecommendationShow = lazy(() => import('./RecommendationShow').then((m) => ({ default: m.RecommendationShow })));

/** /manage-recommendations: spread into `<Resource name="manage-recommendations">`. */
export default {
  list: RecommendationList,
  create: RecommendationCreate,
  hasShow: true,
  hasEdit: true,
  children: [viewRoute(RecommendationShow), editRoute(RecommendationEdit)],
};
