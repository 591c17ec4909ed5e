import { INQUIRY_LOGS } from '../customer-admin/paths';
import { MONITOR } from '../monitor-activity/paths';

/** The preview page's route under the inquiries' list of each role (inquiry logs, monitor activity). */
export const PREVIEW_ROUTE = 'preview/:inquiryId';

/** Where an inquiry's form preview opens: under the customer admin's inquiry logs, or the operator's monitor activity. */
export const previewPagePath = (operator: boolean, inquiryId: unknown) =>
  `${operator ? MONITOR : INQUIRY_LOGS}/preview/${inquiryId}`;
