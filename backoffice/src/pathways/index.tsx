import { lazy } from 'react';
import { createRoute, editRoute, listRoute, viewRoute } from '../common/recordRoutes';

const PathwayList = lazy(() => import('./PathwayList').then((m) => ({ default: m.PathwayList })));
const PathwayCreate = lazy(() => import('./PathwayCreate').then((m) => ({ default: m.PathwayCreate })));
const PathwayEdit = lazy(() => import('./PathwayEdit').then((m) => ({ default: m.PathwayEdit })));
const PathwayShow = lazy(() => import('./PathwayShow').then((m) => ({ default: m.PathwayShow })));

const UNDER = ':inquiryTypeId/pathways';

/** Child routes of the inquiry types resource that both roles open: list and view. */
export const pathwayReadRoutes = [listRoute(PathwayList, UNDER), viewRoute(PathwayShow, `${UNDER}/`)];

/** The super admin's create and edit screens. */
export const pathwayWriteRoutes = [createRoute(PathwayCreate, `${UNDER}/`), editRoute(PathwayEdit, `${UNDER}/`)];
