import { api, type Paged } from '../../../lib/api-client';

export interface StaffForm {
  InquiryId: number | string;
  InquiryTypeId: number | string;
  InquiryTypeName: string;
  Description: string;
  ExpiryDate: string | null;
  IsExpired: boolean;
  Status: string;
  CustomerUserId: number | string;
}

export const STAFF_PAGE_SIZE = 8;

export function listStaffForms(email: string, currentPage: number) {
  return api.get<Paged<StaffForm>>(
    `/Inquiry/Staff/${encodeURIComponent(email)}?pageSize=${STAFF_PAGE_SIZE}&currentPage=${currentPage}`,
  );
}

export interface SurveyQuestion {
  Id: number | string;
  Title: string;
  Description?: string | null;
  Area: string;
  Type: string;
  MaxLength?: number | null;
  ValidationRegex?: string | null;
  RadioButtonOptions?: string | string[] | null;
  CheckBoxOptions?: string | string[] | null;
  IsCustomQuestion?: boolean;
  InquiryId?: number | string;
  CustomerUserId?: number | string;
  Answer?: string | number | null;
  ValueImportanceAnswer?: string | number | null;
  CheckBoxOptionsAnswer?: string | string[] | null;
  DocumentName?: string | null;
  DownloadLink?: string | null;
}

export interface SurveyFormResponse {
  data: SurveyQuestion[];
  Status?: string;
  ExpiryDate?: string | null;
  IsExpired?: boolean;
}

export function getSurveyFormQuestions(typeId: string, inquiryId: string) {
  return api.get<SurveyFormResponse>(
    `/SurveyAnswer/${encodeURIComponent(typeId)}/${encodeURIComponent(inquiryId)}/SurveyFormQuestions?currentPage=1&pageSize=-1`,
  );
}

export interface ViewAnswerItem {
  Question: string;
  Options?: string | string[] | null;
  QuestionType: string;
  Answer?: string | number | null;
  ValueImportanceAnswer?: string | number | null;
  MaxLength?: number | null;
  ValidationRegex?: string | null;
  CheckBoxOptions?: string | string[] | null;
  DocumentName?: string | null;
  DownloadLink?: string | null;
  Id: number | string;
}

export interface ViewAnswersResponse {
  StructureArray?: ViewAnswerItem[];
  PeopleArray?: ViewAnswerItem[];
  ProcessArray?: ViewAnswerItem[];
  CultureArray?: ViewAnswerItem[];
  OthersArray?: ViewAnswerItem[];
}

export function viewSurveyAnswers(inquiryId: string, customerUserId: string) {
  return api.get<ViewAnswersResponse>(
    `/SurveyAnswer/${encodeURIComponent(inquiryId)}/ViewSurveyAnswers/${encodeURIComponent(customerUserId)}`,
  );
}

export function addSurveyAnswers(form: FormData) {
  return api.post<unknown>('/SurveyAnswer/AddSurveyAnswers', form);
}

export function validateDocumentName(DocumentName: string, InquiryId: string, DiagnosticId: string) {
  // The caller shows the 7 s "Error:" toast itself.
  const id = (v: string) => (/^\d+$/.test(v) ? Number(v) : v);
  return api.post<unknown>(
    '/SurveyAnswer/DocumentValidate',
    { DocumentName, InquiryId: id(InquiryId), DiagnosticId: id(DiagnosticId) },
    { silent: true },
  );
}
