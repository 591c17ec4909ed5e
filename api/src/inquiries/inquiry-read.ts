import { DataSource, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { isSuperAdmin, scopeToTenant } from '../auth/tenant-scope';
import type { InquiryDto } from './dto/inquiry-responses.dto';
import { Inquiry } from './inquiry.entity';

export const INQUIRY_STATUSES = ['Draft', 'Open', 'Closed', 'Published'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

// Correlated counts over a few indexed rows each; respondents are counted by the inquiry's own counters.
const DOCUMENTS = "(SELECT COUNT(*) FROM stored_files f WHERE f.inquiry_id = i.id AND f.kind = 'help-document')";
const INSIGHTS = '(SELECT COUNT(*) FROM result_advance_insights a WHERE a.inquiry_id = i.id)';

/** Inquiries with their type, customer, creator and the derived counts. */
export function inquiryQuery(dataSource: DataSource, user: AuthUser): SelectQueryBuilder<Inquiry> {
  const qb = dataSource
    .getRepository(Inquiry)
    .createQueryBuilder('i')
    .innerJoinAndSelect('i.inquiryType', 't')
    .leftJoinAndSelect('i.customer', 'c')
    .leftJoinAndSelect('i.createdBy', 'u')
    .withDeleted()
    .addSelect(DOCUMENTS, 'documents')
    .addSelect(INSIGHTS, 'insights');
  return scopeToTenant(qb, user, 'i.customerId');
}

export interface InquiryRow {
  inquiry: Inquiry;
  participants: number;
  completed: number;
  documents: number;
  insights: number;
  progress: number;
}

/** decisions.md §4: 10 → 20 (intake) → 30 (respondents) → 30 + 60 × completed ÷ respondents (integer part) → 100 (results). */
function progressOf(inquiry: Pick<Inquiry, 'resultsUploadedAt' | 'respondentsAddedAt' | 'intakeSubmittedAt' | 'respondentCount' | 'completedCount'>): number {
  if (inquiry.resultsUploadedAt) return 100;
  if (inquiry.respondentsAddedAt && inquiry.respondentCount > 0) return 30 + Math.floor((60 * inquiry.completedCount) / inquiry.respondentCount);
  if (inquiry.respondentsAddedAt) return 30;
  if (inquiry.intakeSubmittedAt) return 20;
  return 10;
}

/** Runs the query for rows (many-to-one joins only, so raw and entity rows line up one to one). */
export async function readInquiryRows(qb: SelectQueryBuilder<Inquiry>): Promise<InquiryRow[]> {
  const { entities, raw } = await qb.getRawAndEntities();
  return entities.map((inquiry, n) => ({
    inquiry,
    participants: inquiry.respondentCount,
    completed: inquiry.completedCount,
    documents: Number(raw[n].documents ?? 0),
    insights: Number(raw[n].insights ?? 0),
    progress: progressOf(inquiry),
  }));
}

export const isPast = (date: Date | null | undefined, now = new Date()) => !!date && date.getTime() < now.getTime();

function inquiryStatus(row: InquiryRow, now = new Date()): InquiryStatus {
  const { inquiry } = row;
  if (inquiry.resultsUploadedAt) return 'Published';
  if (!inquiry.intakeSubmittedAt) return 'Draft';
  if (isPast(inquiry.expiryDate, now) || (row.participants > 0 && row.completed === row.participants)) return 'Closed';
  return 'Open';
}

/** The Inquiry of customer-and-respondent.md §3 plus ExpiryDate (and CustomerName for the super admin). */
export function toInquiryResponse(row: InquiryRow, user: AuthUser): InquiryDto {
  const i = row.inquiry;
  return {
    Id: i.id,
    InquiryTypeId: i.inquiryTypeId,
    InquiryTypeName: i.inquiryType?.name ?? '',
    Description: i.description,
    NoOfParticipants: i.noOfParticipants,
    Participants: row.participants,
    CompletedForms: row.completed,
    Documents: row.documents,
    AdvanceInsights: row.insights,
    Progress: row.progress,
    IsActive: i.isActive,
    RespondentsAdded: !!i.respondentsAddedAt,
    Status: inquiryStatus(row),
    IsExpired: isPast(i.expiryDate),
    CreatedBy: i.createdBy ? `${i.createdBy.firstName} ${i.createdBy.lastName}`.trim() : '',
    CreatedDate: i.createdAt,
    ExpiryDate: i.expiryDate,
    ...(isSuperAdmin(user) ? { CustomerId: i.customerId, CustomerName: i.customer?.name ?? '' } : {}),
  };
}

export type InquiryResponse = InquiryDto;
