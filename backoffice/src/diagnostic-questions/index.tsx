import { lazy } from 'react';
import { createRoute, editRoute, listRoute, viewRoute } from '../common/recordRoutes';

const DiagnosticQuestionList = lazy(() =>
  import('./DiagnosticQuestionList').then((m) => ({ default: m.DiagnosticQuestionList })),
);
const DiagnosticQuestionCreate = lazy(() =>
  import('./DiagnosticQuestionCreate').then((m) => ({ default: m.DiagnosticQuestionCreate })),
);
const DiagnosticQuestionEdit = lazy(() =>
  import('./DiagnosticQuestionEdit').then((m) => ({ default: m.DiagnosticQuestionEdit })),
);
const DiagnosticQuestionShow = lazy(() =>
  import('./DiagnosticQuestionShow').then((m) => ({ default: m.DiagnosticQuestionShow })),
);

const UNDER = ':inquiryTypeId/pathways/:pathwayId/diagnostic-questions';

/** Child routes of the inquiry types resource that both roles open: list and view. */
export const diagnosticReadRoutes = [
  listRoute(DiagnosticQuestionList, UNDER),
  viewRoute(DiagnosticQuestionShow, `${UNDER}/`),
];

/** The super admin's create and edit screens. */
export const diagnosticWriteRoutes = [
  createRoute(DiagnosticQuestionCreate, `${UNDER}/`),
  editRoute(DiagnosticQuestionEdit, `${UNDER}/`),
];
