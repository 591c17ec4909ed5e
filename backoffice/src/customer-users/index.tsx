import { lazy } from 'react';
import { editRoute, listRoute, viewRoute } from '../common/recordRoutes';

const CustomerUserList = lazy(() => import('./CustomerUserList').then((m) => ({ default: m.CustomerUserList })));
const CustomerUserEdit = lazy(() => import('./CustomerUserEdit').then((m) => ({ default: m.CustomerUserEdit })));
const CustomerUserShow = lazy(() => import('./CustomerUserShow').then((m) => ({ default: m.CustomerUserShow })));

const UNDER = 'customers-users/:customerId';

/** A customer's users, child routes of the customers resource (…/customers-users/:customerId). */
export const customerUserRoutes = [
  listRoute(CustomerUserList, UNDER),
  viewRoute(CustomerUserShow, `${UNDER}/`),
  editRoute(CustomerUserEdit, `${UNDER}/`),
];
