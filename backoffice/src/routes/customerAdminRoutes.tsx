import { Route } from 'react-router-dom';
import * as InquiryTypes from '../inquiry-types';

/** Customer admin screens, relative to /customerAdmin: read-only views of the content library. */
export const customerAdminRoutes = [
  <Route key="it" path="/inquiry-type-management" element={<InquiryTypes.InquiryTypeList />} />,
  <Route key="it-v" path="/inquiry-type-management/view/:id" element={<InquiryTypes.InquiryTypeShow />} />,
];
