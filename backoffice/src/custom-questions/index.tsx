import { lazy } from 'react';
import { editRoute, viewRoute } from '../common/recordRoutes';

const CustomQuestionList = lazy(() => import('./CustomQuestionList').then((m) => ({ default: m.CustomQuestionList })));
const CustomQuestionReview = lazy(() =>
  import('./CustomQuestionReview').then((m) => ({ default: m.CustomQuestionReview })),
);
const CustomQuestionShow = lazy(() => import('./CustomQuestionShow').then((m) => ({ default: m.CustomQuestionShow })));

/** A custom question's routes carry its inquiry: /custom-metrics/inquiry/:inquiryId/{view,edit}/:id. */
export const UNDER_INQUIRY = 'inquiry/:inquiryId/';

/** /custom-metrics with the view screen both roles open; each role adds its own edit screen. */
export const customQuestionsRead = {
  list: CustomQuestionList,
  hasShow: true,
  hasEdit: true,
  children: [viewRoute(CustomQuestionShow, UNDER_INQUIRY)],
};

/** The super admin's /custom-metrics, whose edit screen is the review (approve or reject). */
export default {
  ...customQuestionsRead,
  children: [...customQuestionsRead.children, editRoute(CustomQuestionReview, UNDER_INQUIRY)],
};
