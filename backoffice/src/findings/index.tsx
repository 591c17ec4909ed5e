import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const FindingList = lazy(() => import('./FindingList').then((m) => ({ default: m.FindingList })));
const FindingCreate = lazy(() => import('./FindingCreate').then((m) => ({ default: m.FindingCreate })));
const FindingEdit = lazy(() => import('./FindingEdit').then((m) => ({ default: m.FindingEdit })));
const FindingShow = lazy(() => import('./FindingShow').then((m) => ({ default: m.FindingShow })));

/** /findings: spread into `<Resource name="findings">`. */
export default {
  list: FindingList,
  create: FindingCreate,
  hasShow: true,
  hasEdit: true,
  children: [viewRoute(FindingShow), editRoute(FindingEdit)],
};
