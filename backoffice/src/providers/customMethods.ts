import type {
  AddIntakeAnswersDto,
  AddParticipantsDto,
  CreateInquiryDto,
  CustomerProfileCompleteDto,
  DocumentValidateResultDto,
  EmailVerificationStatusDto,
  RespondentActionResultDto,
  SendRemindersResultDto,
  InputResultDto,
  InquiryDto,
  IntakeAnswerDto,
  IntakeAnswerPageDto,
  OpenEndedAnswerDto,
  OpenEndedAnswerPageDto,
  ProfileDto,
  RecreateInquiryDto,
  UploadResultDto,
} from '@portal/contracts';
import { isLanguage, type Language } from '@portal/contracts';
import { auditLogQuery, type AuditLogFilter } from './auditLogQuery';
import { httpFile, httpForm, httpJson, type UploadProgress } from './http';
import { followJob, RESPOND_ASYNC } from './jobs';
import { readSession } from './session';

/** One line of the intake answers or of a respondent's open-ended answers. */
export type AnswerRow = IntakeAnswerDto | OpenEndedAnswerDto;

/** The company profile as the form holds it; the organisation is kept active on save. */
export type CompanyProfile = Omit<CustomerProfileCompleteDto, 'IsActive'>;

/** How far a call that runs as a job is: its upload, then its job; `signal` stops following it. */
export interface JobCallProgress {
  onUpload?: UploadProgress;
  onJob?: UploadProgress;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The API's calls that are actions rather than records (as react-admin's examples/crm adds to its provider). */
export interface CustomMethods {
  /** idempotencyKey: one per create action, reused when it is retried. */
  createInquiry(body: CreateInquiryDto, idempotencyKey: string): Promise<InquiryDto>;
  recreateInquiry(inquiryId: string, body: RecreateInquiryDto, idempotencyKey: string): Promise<InquiryDto>;
  getIntakeAnswers(inquiryId: string): Promise<IntakeAnswerDto[]>;
  addIntakeAnswers(inquiryId: string, body: AddIntakeAnswersDto): Promise<void>;
  addParticipants(inquiryId: string, body: AddParticipantsDto): Promise<void>;
  completeCompanyProfile(profile: CompanyProfile): Promise<void>;
  getOpenEndedAnswers(inquiryId: string, userId: string): Promise<OpenEndedAnswerDto[]>;
  getInputResult(inquiryId: string): Promise<InputResultDto>;
  /**
   * The result workbook's check and upload run as jobs: they report the share of the file sent (XMLHttpRequest
   * upload progress), then the job's progress on the server, and answer what the call answers without a job.
   */
  validateResult(file: File, progress?: JobCallProgress): Promise<DocumentValidateResultDto>;
  uploadResult(inquiryId: string, file: File, progress?: JobCallProgress): Promise<UploadResultDto>;
  getResultTemplate(inquiryId: string): Promise<DownloadedFile>;
  uploadHelpDocuments(inquiryId: string, files: File[], onProgress?: UploadProgress): Promise<void>;
  /** The audit log under the list's filters, as a CSV or .xlsx file (super admin). */
  exportAuditLog(filter: AuditLogFilter, format: 'csv' | 'xlsx'): Promise<DownloadedFile>;
  /** Chasing respondents; actionKey: one Idempotency-Key per click, so a double click mails once. */
  sendReminders(inquiryId: string, actionKey: string): Promise<SendRemindersResultDto>;
  remindRespondent(inquiryId: string, respondentId: number, actionKey: string): Promise<RespondentActionResultDto>;
  resendInvitation(inquiryId: string, respondentId: number, actionKey: string): Promise<RespondentActionResultDto>;
  removeRespondent(inquiryId: string, respondentId: number): Promise<RespondentActionResultDto>;
  getEmailVerification(): Promise<EmailVerificationStatusDto>;
  sendVerificationCode(): Promise<EmailVerificationStatusDto>;
  verifyEmail(code: string): Promise<EmailVerificationStatusDto>;
  /** The logged-in user's saved interface language (customer admins have a profile; null: none chosen). */
  getProfileLanguage(): Promise<Language | null>;
  /** Saves the interface language on the profile; the other profile fields are sent back as read. */
  saveProfileLanguage(language: Language): Promise<void>;
}

const e = (value: unknown) => encodeURIComponent(String(value));
const send = (path: string, body: unknown, method = 'POST', idempotencyKey?: string) =>
  httpJson(path, {
    method,
    body: JSON.stringify(body),
    ...(idempotencyKey ? { headers: new Headers({ 'Idempotency-Key': idempotencyKey }) } : {}),
  });

function formWith(field: string, files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return form;
}

function ownUserId(): string {
  const session = readSession();
  if (session.status !== 'valid') throw new Error('No session');
  return String(session.claims.userid);
}

const profilePath = () => `/CustomerUser/Profile/${e(ownUserId())}`;

export const customMethods: CustomMethods = {
  async getProfileLanguage() {
    const profile: ProfileDto = (await httpJson(profilePath())).json;
    return isLanguage(profile.Language) ? profile.Language : null;
  },
  async saveProfileLanguage(language) {
    const profile: ProfileDto = (await httpJson(profilePath())).json;
    await send(
      profilePath(),
      {
        FirstName: profile.FirstName,
        LastName: profile.LastName,
        Designation: profile.Designation ?? '',
        Language: language,
      },
      'PUT',
    );
  },
  async createInquiry(body, idempotencyKey) {
    return (await send('/Inquiry/CreateInquiry', body, 'POST', idempotencyKey)).json;
  },
  async recreateInquiry(inquiryId, body, idempotencyKey) {
    return (await send(`/Inquiry/RecreateInquiry/${e(inquiryId)}`, body, 'POST', idempotencyKey)).json;
  },
  async getIntakeAnswers(inquiryId) {
    const page: IntakeAnswerPageDto = (await httpJson(`/Inquiry/GetIntakeAnswers/${e(inquiryId)}`)).json;
    return page.data;
  },
  async addIntakeAnswers(inquiryId, body) {
    await send(`/Inquiry/AddIntakeAnswer/${e(inquiryId)}`, body);
  },
  async addParticipants(inquiryId, body) {
    await send(`/Inquiry/AddParticipants/${e(inquiryId)}`, body, 'PUT');
  },
  // The customer and the user are the logged-in admin's, from the token.
  async completeCompanyProfile(profile) {
    const session = readSession();
    if (session.status !== 'valid') throw new Error('No session');
    const { customerid, userid } = session.claims;
    await send(
      `/Customer/${e(customerid)}/User/${e(userid)}/CustomerProfileComplete`,
      { ...profile, IsActive: true },
      'PUT',
    );
  },
  async getOpenEndedAnswers(inquiryId, userId) {
    const page: OpenEndedAnswerPageDto = (
      await httpJson(`/SurveyAnswer/${e(inquiryId)}/ViewOpenEndedSurveyAnswers/${e(userId)}`)
    ).json;
    return page.data;
  },
  async getInputResult(inquiryId) {
    return (await httpJson(`/UploadResultDocument/InputResultForPortalAdmin/${e(inquiryId)}`)).json;
  },
  async validateResult(file, progress = {}) {
    const started = await httpForm(
      '/UploadResultDocument/DocumentValidate',
      formWith('File', [file]),
      'POST',
      progress.onUpload,
      RESPOND_ASYNC,
    );
    return followJob<DocumentValidateResultDto>(started, { onProgress: progress.onJob, signal: progress.signal });
  },
  async uploadResult(inquiryId, file, progress = {}) {
    const started = await httpForm(
      `/UploadResultDocument/UploadDocumentResults/${e(inquiryId)}`,
      formWith('File', [file]),
      'POST',
      progress.onUpload,
      RESPOND_ASYNC,
    );
    return followJob<UploadResultDto>(started, { onProgress: progress.onJob, signal: progress.signal });
  },
  getResultTemplate(inquiryId) {
    return httpFile(`/UploadResultDocument/ResultTemplate/${e(inquiryId)}`);
  },
  async uploadHelpDocuments(inquiryId, files, onProgress) {
    await httpForm(`/Inquiry/UploadHelpDocument/${e(inquiryId)}`, formWith('Files', files), 'POST', onProgress);
  },
  exportAuditLog(filter, format) {
    return httpFile(`/AuditLog/Export?format=${format}${auditLogQuery(filter)}`);
  },
  async sendReminders(inquiryId, actionKey) {
    return (await send(`/Inquiry/SendReminders/${e(inquiryId)}`, {}, 'POST', actionKey)).json;
  },
  async remindRespondent(inquiryId, respondentId, actionKey) {
    return (await send(`/Inquiry/${e(inquiryId)}/Respondents/${e(respondentId)}/Remind`, {}, 'POST', actionKey)).json;
  },
  async resendInvitation(inquiryId, respondentId, actionKey) {
    return (
      await send(`/Inquiry/${e(inquiryId)}/Respondents/${e(respondentId)}/ResendInvitation`, {}, 'POST', actionKey)
    ).json;
  },
  async removeRespondent(inquiryId, respondentId) {
    return (await httpJson(`/Inquiry/${e(inquiryId)}/Respondents/${e(respondentId)}`, { method: 'DELETE' })).json;
  },
  // The caller's own address check; the organisation sends no invitations until it succeeds.
  async getEmailVerification() {
    return (await httpJson('/Customer/EmailVerification/Status')).json;
  },
  async sendVerificationCode() {
    return (await send('/Customer/EmailVerification/SendCode', {})).json;
  },
  async verifyEmail(code) {
    return (await send('/Customer/EmailVerification/Verify', { Code: code })).json;
  },
};
