import { lazy } from 'react';
import { Route } from 'react-router-dom';

// Each screen is its own chunk: the first load carries only the layout and the screen opened.
const InquiryLogList = lazy(() => import('./inquiry-logs/InquiryLogList').then((m) => ({ default: m.InquiryLogList })));
const InquiryCreate = lazy(() => import('./inquiry-logs/InquiryCreate').then((m) => ({ default: m.InquiryCreate })));
const InquiryRecreate = lazy(() =>
  import('./inquiry-logs/InquiryCreate').then((m) => ({ default: m.InquiryRecreate })),
);
const IntakeQuestionsPage = lazy(() =>
  import('./inquiry-logs/IntakeQuestionsPage').then((m) => ({ default: m.IntakeQuestionsPage })),
);
const ProgressMeter = lazy(() => import('./inquiry-logs/ProgressMeter').then((m) => ({ default: m.ProgressMeter })));
const ManageRespondents = lazy(() =>
  import('./inquiry-logs/ManageRespondents').then((m) => ({ default: m.ManageRespondents })),
);
const CustomQuestionCreate = lazy(() =>
  import('./custom-metrics/CustomQuestionCreate').then((m) => ({ default: m.CustomQuestionCreate })),
);
export const CustomQuestionEdit = lazy(() =>
  import('./custom-metrics/CustomQuestionEdit').then((m) => ({ default: m.CustomQuestionEdit })),
);
const SurveyFormList = lazy(() => import('./survey-forms/SurveyFormList').then((m) => ({ default: m.SurveyFormList })));

/** /inquiry-logs: the customer admin's inquiries, their create screen and each inquiry's screens. */
export const inquiryLogs = {
  list: InquiryLogList,
  create: InquiryCreate,
  children: [
    <Route key="recreate" path="recreate/inquiry/:inquiryId" element={<InquiryRecreate />} />,
    <Route key="intake" path="inquiry-types/:inquiryTypeId/inquiry/:inquiryId" element={<IntakeQuestionsPage />} />,
    <Route key="progress" path="progress-meter/:inquiryId" element={<ProgressMeter />} />,
    <Route key="manage" path="manage-respondents/:inquiryId" element={<ManageRespondents />} />,
    <Route
      key="custom-question"
      path="custom-metrics/inquiry/:inquiryParamId/create"
      element={<CustomQuestionCreate />}
    />,
  ],
};

/** /survey-forms: spread into `<Resource name="survey-forms">`. */
export const surveyForms = { list: SurveyFormList };
