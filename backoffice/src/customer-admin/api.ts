import { httpJson } from '../providers/http';
import { readSession } from '../providers/session';

/**
 * The customer admin's calls that are actions rather than records (customer-and-respondent.md §7,
 * decisions.md §6). They go through the shared http layer: same token, time-out and error texts.
 */
const post = (path: string, body: unknown, method = 'POST') =>
  httpJson(path, { method, body: JSON.stringify(body) }).then(({ json }) => json as Record<string, unknown>);

const e = (value: unknown) => encodeURIComponent(String(value ?? ''));

export interface InquiryCreated {
  Id: number;
  InquiryTypeId: number;
}

export const createInquiry = (body: { InquiryTypeId: unknown; Description: string }) =>
  post('/Inquiry/CreateInquiry', body) as Promise<unknown> as Promise<InquiryCreated>;

export const recreateInquiry = (inquiryId: unknown, body: { Description: string }) =>
  post(`/Inquiry/RecreateInquiry/${e(inquiryId)}`, body) as Promise<unknown> as Promise<InquiryCreated>;

export const addIntakeAnswers = (inquiryId: unknown, answers: { IntakeId: unknown; Answer: string }[]) =>
  post(`/Inquiry/AddIntakeAnswer/${e(inquiryId)}`, { IntakeAnswersDtos: answers });

export interface ParticipantsPayload {
  Participants: string[];
  NoOfParticipants: number;
  ExpiryDate: string;
  IsCustomerAdminRespondent: boolean;
}

export const addParticipants = (inquiryId: unknown, body: ParticipantsPayload) =>
  post(`/Inquiry/AddParticipants/${e(inquiryId)}`, body, 'PUT');

export interface CompanyProfile {
  YearsInBusiness: string;
  duration: string;
  ProfitOrNOn: string;
  OwnerShipStructure: string;
  AnnualRevenue: string;
  AverageFTE: string;
  NumberOfLocations: string;
  HeadquarterAddress: string;
}

/** customerid and userid come from the token; the organisation stays active (IsActive true). */
export function completeCompanyProfile(profile: CompanyProfile) {
  const session = readSession();
  const claims = session.status === 'valid' ? session.claims : {};
  return post(
    `/Customer/${e(claims.customerid)}/User/${e(claims.userid)}/CustomerProfileComplete`,
    { ...profile, IsActive: true },
    'PUT',
  );
}

/** The logged-in admin's user id and email, from the token (the session keys as fallback). */
export function currentUser(): { userId: string; email: string } {
  const session = readSession();
  const claims = session.status === 'valid' ? session.claims : {};
  return {
    userId: String(claims.userid ?? localStorage.getItem('userId') ?? ''),
    email: String(claims.email ?? localStorage.getItem('email') ?? ''),
  };
}
