import type { ExportDataResultDto } from '@portal/contracts';
import { requestAsJob, type JobRequestOptions } from '../../../lib/follow-job';

/** Builds the inquiry's report as a job on the server; the answer names where to download it. */
export function exportData(inquiryId: string, options?: JobRequestOptions): Promise<ExportDataResultDto> {
  return requestAsJob(`/PDFReport/ExportData/${encodeURIComponent(inquiryId)}`, options);
}
