import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const CustomerList = lazy(() => import('./CustomerList').then((m) => ({ default: m.CustomerList })));
const CustomerEdit = lazy(() => import('./CustomerEdit').then((m) => ({ default: m.CustomerEdit })));
const CustomerShow = lazy(() => import('./CustomerShow').then((m) => ({ default: m.CustomerShow })));

/** /manage-customers-profile: spread into `<Resource name="manage-customers-profile">`. */
export default {
  list: CustomerList,
  hasShow: true,
  hasEdit: true,
  children: [viewRoute(CustomerShow), editRoute(CustomerEdit)],
};
