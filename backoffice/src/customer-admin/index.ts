import { lazy } from 'react';

// Each screen is its own chunk: the first load carries only the layout and the screen opened.
export const InquiryLogList = lazy(() =>
  import('./inquiry-logs/InquiryLogList').then((m) => ({ default: m.InquiryLogList })),
);
export const InquiryCreate = lazy(() =>
  import('./inquiry-logs/InquiryCreate').then((m) => ({ default: m.InquiryCreate })),
);
export const InquiryRecreate = lazy(() =>
  import('./inquiry-logs/InquiryCreate').then((m) => ({ default: m.InquiryRecreate })),
);
export const IntakeQuestionsPage = lazy(() =>
  import('./inquiry-logs/IntakeQuestionsPage').then((m) => ({ default: m.IntakeQuestionsPage })),
);
export const ProgressMeter = lazy(() =>
  import('./inquiry-logs/ProgressMeter').then((m) => ({ default: m.ProgressMeter })),
);
export const ManageRespondents = lazy(() =>
  import('./inquiry-logs/ManageRespondents').then((m) => ({ default: m.ManageRespondents })),
);
export const CustomQuestionCreate = lazy(() =>
  import('./custom-metrics/CustomQuestionCreate').then((m) => ({ default: m.CustomQuestionCreate })),
);
export const CustomQuestionEdit = lazy(() =>
  import('./custom-metrics/CustomQuestionEdit').then((m) => ({ default: m.CustomQuestionEdit })),
);
export const SurveyFormList = lazy(() =>
  import('./survey-forms/SurveyFormList').then((m) => ({ default: m.SurveyFormList })),
);
