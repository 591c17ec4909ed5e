import type { ExportDataResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Builds the inquiry's report; the answer names where to download it. */
export function exportData(inquiryId: string): Promise<ExportDataResultDto> {
  return api.get(`/PDFReport/ExportData/${encodeURIComponent(inquiryId)}`);
}
