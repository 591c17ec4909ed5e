import { lazy } from 'react';

export const InquiryTypeList = lazy(() => import('./InquiryTypeList').then((m) => ({ default: m.InquiryTypeList })));
export const InquiryTypeCreate = lazy(() =>
  import('./InquiryTypeCreate').then((m) => ({ default: m.InquiryTypeCreate })),
);
export const InquiryTypeEdit = lazy(() => import('./InquiryTypeEdit').then((m) => ({ default: m.InquiryTypeEdit })));
export const InquiryTypeShow = lazy(() => import('./InquiryTypeShow').then((m) => ({ default: m.InquiryTypeShow })));
