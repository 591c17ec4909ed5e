import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const InquiryTypeList = lazy(() => import('./InquiryTypeList').then((m) => ({ default: m.InquiryTypeList })));
const InquiryTypeCreate = lazy(() => import('./InquiryTypeCreate').then((m) => ({ default: m.InquiryTypeCreate })));
const InquiryTypeEdit = lazy(() => import('./InquiryTypeEdit').then((m) => ({ default: m.InquiryTypeEdit })));
const InquiryTypeShow = lazy(() => import('./InquiryTypeShow').then((m) => ({ default: m.InquiryTypeShow })));

/** /inquiry-type-management as a customer admin reads it: the list and view screens. */
export const inquiryTypesRead = {
  list: InquiryTypeList,
  hasShow: true,
  children: [viewRoute(InquiryTypeShow)],
};

/** /inquiry-type-management as the super admin manages it. */
export default {
  ...inquiryTypesRead,
  create: InquiryTypeCreate,
  hasEdit: true,
  children: [viewRoute(InquiryTypeShow), editRoute(InquiryTypeEdit)],
};
