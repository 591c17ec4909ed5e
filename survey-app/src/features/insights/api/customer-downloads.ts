import type { ExportDataResultDto } from '@portal/contracts';
import { requestAsJob, type JobRequestOptions } from '../../../lib/follow-job';

/** What a customer admin can download of a published inquiry; the answer names the prepared file's signed link. */
export type CustomerDownload = 'Pdf' | 'Figures';

/** Prepares the file as a job on the server. */
export function prepareCustomerDownload(
  kind: CustomerDownload,
  inquiryId: string,
  options?: JobRequestOptions,
): Promise<ExportDataResultDto> {
  return requestAsJob(`/CustomerReport/${kind}/${encodeURIComponent(inquiryId)}`, options);
}
