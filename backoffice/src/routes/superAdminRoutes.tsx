import { Route } from 'react-router-dom';
import * as InquiryTypes from '../inquiry-types';

/** Every super admin screen at its route (platform-administration.md §2.4), relative to /superAdmin. */
export const superAdminRoutes = [
  <Route key="it" path="/inquiry-type-management" element={<InquiryTypes.InquiryTypeList />} />,
  <Route key="it-c" path="/inquiry-type-management/create" element={<InquiryTypes.InquiryTypeCreate />} />,
  <Route key="it-v" path="/inquiry-type-management/view/:id" element={<InquiryTypes.InquiryTypeShow />} />,
  <Route key="it-e" path="/inquiry-type-management/edit/:id" element={<InquiryTypes.InquiryTypeEdit />} />,
];
