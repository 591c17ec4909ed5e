import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const RoadmapList = lazy(() => import('./RoadmapList').then((m) => ({ default: m.RoadmapList })));
const RoadmapCreate = lazy(() => import('./RoadmapCreate').then((m) => ({ default: m.RoadmapCreate })));
const RoadmapEdit = lazy(() => import('./RoadmapEdit').then((m) => ({ default: m.RoadmapEdit })));
const RoadmapShow = lazy(() => import('./RoadmapShow').then((m) => ({ default: m.RoadmapShow })));

/** /manage-roadmap: spread into `<Resource name="manage-roadmap">`. */
export default {
  list: RoadmapList,
  create: RoadmapCreate,
  hasShow: true,
  hasEdit: true,
  children: [viewRoute(RoadmapShow), editRoute(RoadmapEdit)],
};
