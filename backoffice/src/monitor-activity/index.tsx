import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { resultsStudioRoute } from '../results-studio';

const MonitorList = lazy(() => import('./MonitorList').then((m) => ({ default: m.MonitorList })));
const IntakeResponses = lazy(() => import('./IntakeResponses').then((m) => ({ default: m.IntakeResponses })));
const OpenEndedAnswers = lazy(() => import('./IntakeResponses').then((m) => ({ default: m.OpenEndedAnswers })));
const UserDocuments = lazy(() => import('./UserDocuments').then((m) => ({ default: m.UserDocuments })));
const InputsCalculation = lazy(() => import('./InputsCalculation').then((m) => ({ default: m.InputsCalculation })));

const RESPONDENT = 'view-respondents/:inquiryId';

/** /monitor-activity: the inquiries' list with each inquiry's screens as child routes. */
export default {
  list: MonitorList,
  children: [
    <Route key="inputs" path="inputs/:inquiryId" element={<InputsCalculation />} />,
    <Route key="intake" path="view-intake-response/:inquiryId" element={<IntakeResponses />} />,
    <Route key="open-ended" path={`${RESPONDENT}/view-open-ended/:userId`} element={<OpenEndedAnswers />} />,
    <Route key="uploaded" path={`${RESPONDENT}/uploaded-answers/:userId`} element={<UserDocuments />} />,
    resultsStudioRoute,
  ],
};
