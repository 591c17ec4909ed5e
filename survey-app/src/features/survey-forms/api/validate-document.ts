import type { SurveyDocumentValidateResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Checks a document's name before it is attached; the caller shows the 7 s "Error:" toast itself. */
export function validateDocumentName(
  DocumentName: string,
  InquiryId: number,
  DiagnosticId: number,
): Promise<SurveyDocumentValidateResultDto> {
  return api.post('/SurveyAnswer/DocumentValidate', { DocumentName, InquiryId, DiagnosticId }, { silent: true });
}
