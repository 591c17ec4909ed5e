import { Route } from 'react-router-dom';
import * as InquiryTypes from '../inquiry-types';
import * as Pathways from '../pathways';
import * as Diagnostic from '../diagnostic-questions';

const IT = '/inquiry-type-management';
const P = `${IT}/:inquiryTypeId/pathways`;
const DQ = `${P}/:pathwayId/diagnostic-questions`;

/**
 * The content library's list and view screens, shared by both roles: the super admin manages it,
 * a customer admin reads it (the screens hide what canAccess refuses).
 */
export const libraryRoutes = [
  <Route key="it" path={IT} element={<InquiryTypes.InquiryTypeList />} />,
  <Route key="it-v" path={`${IT}/view/:id`} element={<InquiryTypes.InquiryTypeShow />} />,
  <Route key="p" path={P} element={<Pathways.PathwayList />} />,
  <Route key="p-v" path={`${P}/view/:id`} element={<Pathways.PathwayShow />} />,
  <Route key="dq" path={DQ} element={<Diagnostic.DiagnosticQuestionList />} />,
  <Route key="dq-v" path={`${DQ}/view/:id`} element={<Diagnostic.DiagnosticQuestionShow />} />,
];
