import type { ExportDataResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** What a customer admin can download of a published inquiry; the answer names the prepared file's signed link. */
export type CustomerDownload = 'Pdf' | 'Figures';

export function prepareCustomerDownload(kind: CustomerDownload, inquiryId: string): Promise<ExportDataResultDto> {
  return api.get(`/CustomerReport/${kind}/${encodeURIComponent(inquiryId)}`);
}
