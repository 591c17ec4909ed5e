import { lazy } from 'react';
import { createRoute, editRoute, listRoute, viewRoute } from '../common/recordRoutes';

const IntakeQuestionList = lazy(() => import('./IntakeQuestionList').then((m) => ({ default: m.IntakeQuestionList })));
const IntakeQuestionCreate = lazy(() =>
  import('./IntakeQuestionCreate').then((m) => ({ default: m.IntakeQuestionCreate })),
);
const IntakeQuestionEdit = lazy(() => import('./IntakeQuestionEdit').then((m) => ({ default: m.IntakeQuestionEdit })));
const IntakeQuestionShow = lazy(() => import('./IntakeQuestionShow').then((m) => ({ default: m.IntakeQuestionShow })));

const UNDER = ':inquiryTypeId/intake-questions';

/** The super admin's intake questions, child routes of the inquiry types resource. */
export const intakeQuestionRoutes = [
  listRoute(IntakeQuestionList, UNDER),
  createRoute(IntakeQuestionCreate, `${UNDER}/`),
  viewRoute(IntakeQuestionShow, `${UNDER}/`),
  editRoute(IntakeQuestionEdit, `${UNDER}/`),
];
