import { cloneElement, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import * as Custom from '../custom-questions';
import * as CA from '../customer-admin';
import * as Dashboard from '../dashboard';
import * as Respondents from '../respondents';
import * as Integrations from '../integrations';
import { INTEGRATIONS } from '../integrations/paths';
import * as People from '../people';
import { PEOPLE, PEOPLE_IMPORT } from '../people/paths';
import { FirstLoginGate } from '../customer-admin/FirstLoginGate';
import { CUSTOM_METRICS, DASHBOARD, INQUIRY_LOGS, SURVEY_FORMS } from '../customer-admin/paths';
import { libraryRoutes } from './libraryRoutes';

type RouteElement = ReactElement<{ element: ReactElement }>;

/** A first login opens the dashboard (its blocking profile dialog) whatever path was asked for. */
const gated = (route: RouteElement) =>
  cloneElement(route, { element: <FirstLoginGate>{route.props.element}</FirstLoginGate> });

const L = INQUIRY_LOGS;

/** Customer admin screens (customer-and-respondent.md §2), relative to /customerAdmin. */
export const customerAdminRoutes = [
  <Route key="ca-d" path={DASHBOARD} element={<Dashboard.Dashboard />} />,
  ...[
    <Route key="ca-il" path={L} element={<CA.InquiryLogList />} />,
    <Route key="ca-il-c" path={`${L}/create`} element={<CA.InquiryCreate />} />,
    <Route key="ca-il-r" path={`${L}/recreate/inquiry/:inquiryId`} element={<CA.InquiryRecreate />} />,
    <Route
      key="ca-il-i"
      path={`${L}/inquiry-types/:inquiryTypeId/inquiry/:inquiryId`}
      element={<CA.IntakeQuestionsPage />}
    />,
    <Route key="ca-il-p" path={`${L}/progress-meter/:inquiryId`} element={<CA.ProgressMeter />} />,
    <Route key="ca-il-m" path={`${L}/manage-respondents/:inquiryId`} element={<CA.ManageRespondents />} />,
    <Route key="ca-il-v" path={`${L}/view-respondents/:inquiryId`} element={<Respondents.RespondentList back={L} />} />,
    <Route
      key="ca-il-cq"
      path={`${L}/custom-metrics/inquiry/:inquiryParamId/create`}
      element={<CA.CustomQuestionCreate />}
    />,
    <Route key="ca-cm" path={CUSTOM_METRICS} element={<Custom.CustomQuestionList />} />,
    <Route
      key="ca-cm-v"
      path={`${CUSTOM_METRICS}/inquiry/:inquiryId/view/:id`}
      element={<Custom.CustomQuestionShow />}
    />,
    <Route key="ca-cm-e" path={`${CUSTOM_METRICS}/inquiry/:inquiryId/edit/:id`} element={<CA.CustomQuestionEdit />} />,
    <Route key="ca-sf" path={SURVEY_FORMS} element={<CA.SurveyFormList />} />,
    <Route key="ca-pp" path={PEOPLE} element={<People.PeopleList />} />,
    <Route key="ca-pp-i" path={PEOPLE_IMPORT} element={<People.PeopleImport />} />,
    <Route key="ca-int" path={INTEGRATIONS} element={<Integrations.IntegrationsPage />} />,
    ...libraryRoutes,
  ].map((route) => gated(route as RouteElement)),
];
