import { Children, cloneElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { customQuestionsRead, UNDER_INQUIRY } from '../custom-questions';
import { CustomQuestionEdit, inquiryLogs, surveyForms } from '../customer-admin';
import { FirstLoginGate } from '../customer-admin/FirstLoginGate';
import { DASHBOARD, INQUIRY_LOGS } from '../customer-admin/paths';
import { formPreviewRoute } from '../form-preview';
import { editRoute } from '../common/recordRoutes';
import { Dashboard } from '../dashboard';
import { IntegrationsPage } from '../integrations';
import people from '../people';
import programmes from '../programmes';
import { respondentsRoute } from '../respondents';
import { actionsRoutes } from '../actions';
import { reportSharesRoute } from '../report-shares';
import { openLinkRoutes } from '../open-links';
import lifecycle from '../lifecycle';
import { libraryRead } from './library';

type RouteElement = ReactElement<{ element: ReactNode }>;

const gate = (element: ReactNode) => <FirstLoginGate>{element}</FirstLoginGate>;

const gateScreen = (screen: ResourceProps['list']) => {
  if (!screen) return undefined;
  const Screen = screen as ComponentType;
  return gate(<Screen />);
};

/** A first login opens the dashboard (its blocking profile dialog) whatever other screen was asked for. */
const gated = (resource: ReactElement<ResourceProps>) =>
  cloneElement(resource, {
    list: gateScreen(resource.props.list),
    create: gateScreen(resource.props.create),
    children: Children.map(resource.props.children, (child) => {
      const route = child as RouteElement;
      return cloneElement(route, { element: gate(route.props.element) });
    }),
  });

/** Customer admin screens (customer-and-respondent.md §2), relative to /customerAdmin. */
export const customerAdminPages = {
  resources: [
    <Resource key="il" name="inquiry-logs" {...inquiryLogs}>
      {[
        ...inquiryLogs.children,
        respondentsRoute(INQUIRY_LOGS),
        formPreviewRoute('CustomerAdmin', DASHBOARD),
        ...actionsRoutes(INQUIRY_LOGS, true),
        reportSharesRoute(INQUIRY_LOGS),
        ...openLinkRoutes(INQUIRY_LOGS),
      ]}
    </Resource>,
    <Resource key="cm" name="custom-metrics" {...customQuestionsRead}>
      {[...customQuestionsRead.children, editRoute(CustomQuestionEdit, UNDER_INQUIRY)]}
    </Resource>,
    <Resource key="sf" name="survey-forms" {...surveyForms} />,
    <Resource key="pp" name="people" {...people} />,
    <Resource key="pg" name="programmes" {...programmes} />,
    <Resource key="lc" name="lifecycle" {...lifecycle} />,
    libraryRead,
  ].map(gated),
  customRoutes: [
    // The dashboard shows the first login's profile dialog itself; Integrations is a settings page, not a list.
    <Route key="d" path="/dashboard" element={<Dashboard />} />,
    <Route key="int" path="/integrations" element={gate(<IntegrationsPage />)} />,
  ],
};
