import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import customers from '../customers';
import { customerUserRoutes } from '../customer-users';
import customQuestions from '../custom-questions';
import findings from '../findings';
import recommendations from '../recommendations';
import roadmaps from '../roadmaps';
import monitorActivity from '../monitor-activity';
import { respondentsRoute } from '../respondents';
import { actionsRoutes } from '../actions';
import { openLinkRoutes } from '../open-links';
import { lifecycleRead } from '../lifecycle';
import { commentsRoute } from '../comments';
import translations from '../translations';
import auditLog from '../audit-log';
import benchmarks from '../benchmarks';
import { Dashboard } from '../dashboard';
import { formPreviewRoute } from '../form-preview';
import { libraryManage } from './library';

/** Every super admin screen (platform-administration.md §2.4), relative to /superAdmin. */
export const superAdminPages = {
  resources: [
    <Resource key="c" name="manage-customers-profile" {...customers}>
      {[...customers.children, ...customerUserRoutes]}
    </Resource>,
    libraryManage,
    <Resource key="cm" name="custom-metrics" {...customQuestions} />,
    <Resource key="f" name="findings" {...findings} />,
    <Resource key="r" name="manage-recommendations" {...recommendations} />,
    <Resource key="rm" name="manage-roadmap" {...roadmaps} />,
    <Resource key="m" name="monitor-activity" {...monitorActivity}>
      {[
        ...monitorActivity.children,
        commentsRoute,
        respondentsRoute('/monitor-activity'),
        formPreviewRoute('SuperAdmin', '/dashboard'),
        ...actionsRoutes('/monitor-activity', false),
        ...openLinkRoutes('/monitor-activity'),
      ]}
    </Resource>,
    <Resource key="tr" name="translations" {...translations} />,
    <Resource key="al" name="audit-log" {...auditLog} />,
    <Resource key="bp" name="benchmark-pool" {...benchmarks} />,
    <Resource key="lc" name="lifecycle" {...lifecycleRead} />,
  ],
  // The dashboard is a page of its own, not a resource's list.
  customRoutes: [<Route key="d" path="/dashboard" element={<Dashboard />} />],
};
