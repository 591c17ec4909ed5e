import { Route } from 'react-router-dom';
import * as Customers from '../customers';
import * as CustomerUsers from '../customer-users';
import * as InquiryTypes from '../inquiry-types';
import * as Pathways from '../pathways';
import * as Diagnostic from '../diagnostic-questions';
import * as Intake from '../intake-questions';
import * as Custom from '../custom-questions';
import * as Findings from '../findings';
import * as Recommendations from '../recommendations';
import * as Roadmaps from '../roadmaps';
import * as Dashboard from '../dashboard';
import * as Monitor from '../monitor-activity';
import * as Respondents from '../respondents';
import * as Comments from '../comments';
import * as AuditLog from '../audit-log';
import * as Translations from '../translations';
import * as Benchmarks from '../benchmarks';
import { libraryRoutes } from './libraryRoutes';

const C = '/manage-customers-profile';
const CU = `${C}/customers-users/:customerId`;
const M = '/monitor-activity';
const MR = `${M}/view-respondents/:inquiryId`;

/** Every super admin screen at its route (platform-administration.md §2.4), relative to /superAdmin. */
export const superAdminRoutes = [
  <Route key="d" path="/dashboard" element={<Dashboard.Dashboard />} />,
  <Route key="c" path={C} element={<Customers.CustomerList />} />,
  <Route key="c-v" path={`${C}/view/:id`} element={<Customers.CustomerShow />} />,
  <Route key="c-e" path={`${C}/edit/:id`} element={<Customers.CustomerEdit />} />,
  <Route key="cu" path={CU} element={<CustomerUsers.CustomerUserList />} />,
  <Route key="cu-v" path={`${CU}/view/:id`} element={<CustomerUsers.CustomerUserShow />} />,
  <Route key="cu-e" path={`${CU}/edit/:id`} element={<CustomerUsers.CustomerUserEdit />} />,
  ...libraryRoutes,
  <Route key="it-c" path="/inquiry-type-management/create" element={<InquiryTypes.InquiryTypeCreate />} />,
  <Route key="it-e" path="/inquiry-type-management/edit/:id" element={<InquiryTypes.InquiryTypeEdit />} />,
  <Route
    key="p-c"
    path="/inquiry-type-management/:inquiryTypeId/pathways/create"
    element={<Pathways.PathwayCreate />}
  />,
  <Route
    key="p-e"
    path="/inquiry-type-management/:inquiryTypeId/pathways/edit/:id"
    element={<Pathways.PathwayEdit />}
  />,
  <Route
    key="dq-c"
    path="/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions/create"
    element={<Diagnostic.DiagnosticQuestionCreate />}
  />,
  <Route
    key="dq-e"
    path="/inquiry-type-management/:inquiryTypeId/pathways/:pathwayId/diagnostic-questions/edit/:id"
    element={<Diagnostic.DiagnosticQuestionEdit />}
  />,
  <Route
    key="iq"
    path="/inquiry-type-management/:inquiryTypeId/intake-questions"
    element={<Intake.IntakeQuestionList />}
  />,
  <Route
    key="iq-c"
    path="/inquiry-type-management/:inquiryTypeId/intake-questions/create"
    element={<Intake.IntakeQuestionCreate />}
  />,
  <Route
    key="iq-v"
    path="/inquiry-type-management/:inquiryTypeId/intake-questions/view/:id"
    element={<Intake.IntakeQuestionShow />}
  />,
  <Route
    key="iq-e"
    path="/inquiry-type-management/:inquiryTypeId/intake-questions/edit/:id"
    element={<Intake.IntakeQuestionEdit />}
  />,
  <Route key="cq" path="/custom-metrics" element={<Custom.CustomQuestionList />} />,
  <Route key="cq-v" path="/custom-metrics/inquiry/:inquiryId/view/:id" element={<Custom.CustomQuestionShow />} />,
  <Route key="cq-e" path="/custom-metrics/inquiry/:inquiryId/edit/:id" element={<Custom.CustomQuestionReview />} />,
  <Route key="f" path="/findings" element={<Findings.FindingList />} />,
  <Route key="f-c" path="/findings/create" element={<Findings.FindingCreate />} />,
  <Route key="f-v" path="/findings/view/:id" element={<Findings.FindingShow />} />,
  <Route key="f-e" path="/findings/edit/:id" element={<Findings.FindingEdit />} />,
  <Route key="r" path="/manage-recommendations" element={<Recommendations.RecommendationList />} />,
  <Route key="r-c" path="/manage-recommendations/create" element={<Recommendations.RecommendationCreate />} />,
  <Route key="r-v" path="/manage-recommendations/view/:id" element={<Recommendations.RecommendationShow />} />,
  <Route key="r-e" path="/manage-recommendations/edit/:id" element={<Recommendations.RecommendationEdit />} />,
  <Route key="rm" path="/manage-roadmap" element={<Roadmaps.RoadmapList />} />,
  <Route key="rm-c" path="/manage-roadmap/create" element={<Roadmaps.RoadmapCreate />} />,
  <Route key="rm-v" path="/manage-roadmap/view/:id" element={<Roadmaps.RoadmapShow />} />,
  <Route key="rm-e" path="/manage-roadmap/edit/:id" element={<Roadmaps.RoadmapEdit />} />,
  <Route key="m" path={M} element={<Monitor.MonitorList />} />,
  <Route key="m-i" path={`${M}/inputs/:inquiryId`} element={<Monitor.InputsCalculation />} />,
  <Route key="m-cm" path={`${M}/comments/:inquiryId`} element={<Comments.CommentsRelease />} />,
  <Route key="m-ir" path={`${M}/view-intake-response/:inquiryId`} element={<Monitor.IntakeResponses />} />,
  <Route key="m-r" path={MR} element={<Respondents.RespondentList back={M} />} />,
  <Route key="m-oe" path={`${MR}/view-open-ended/:userId`} element={<Monitor.OpenEndedAnswers />} />,
  <Route key="m-ua" path={`${MR}/uploaded-answers/:userId`} element={<Monitor.UserDocuments />} />,
  <Route key="tr" path="/translations" element={<Translations.TranslationCoverage />} />,
  <Route key="tr-i" path="/translations/:kind/:id" element={<Translations.TranslationItemPage />} />,
  <Route key="al" path="/audit-log" element={<AuditLog.AuditLogList />} />,
  <Route key="bp" path="/benchmark-pool" element={<Benchmarks.BenchmarkPool />} />,
];
