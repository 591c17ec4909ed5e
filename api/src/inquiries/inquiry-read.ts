import { DataSource, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { isSuperAdmin, scopeToTenant } from '../auth/tenant-scope';
import { Inquiry } from './inquiry.entity';

export type InquiryStatus = 'Draft' | 'Open' | 'Closed' | 'Published';

// Correlated counts (indexed by inquiry id): one query for a whole page, no N+1.
const TOTAL = '(SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = i.id)';
const COMPLETED = "(SELECT COUNT(*) FROM respondents r WHERE r.inquiry_id = i.id AND r.status = 'completed')";
const DOCUMENTS = "(SELECT COUNT(*) FROM stored_files f WHERE f.inquiry_id = i.id AND f.kind = 'help-document')";
const INSIGHTS = '(SELECT COUNT(*) FROM result_advance_insights a WHERE a.inquiry_id = i.id)';
// decisions.md §4; the integer part of 60 × completed ÷ respondents written so both engines agree.
const PROGRESS = `CASE
  WHEN i.results_uploaded_at IS NOT NULL THEN 100
  WHEN i.respondents_added_at IS NOT NULL AND ${TOTAL} > 0 THEN 30 + (60 * ${COMPLETED} - (60 * ${COMPLETED}) % ${TOTAL}) / ${TOTAL}
  WHEN i.respondents_added_at IS NOT NULL THEN 30
  WHEN i.intake_submitted_at IS NOT NULL THEN 20
  ELSE 10 END`;

/** Inquiries with their type, customer, creator and the derived counts and progress. */
export function inquiryQuery(dataSource: DataSource, user: AuthUser): SelectQueryBuilder<Inquiry> {
  const qb = dataSource
    .getRepository(Inquiry)
    .createQueryBuilder('i')
    .innerJoinAndSelect('i.inquiryType', 't')
    .leftJoinAndSelect('i.customer', 'c')
    .leftJoinAndSelect('i.createdBy', 'u')
    .withDeleted()
    .addSelect(TOTAL, 'participants')
    .addSelect(COMPLETED, 'completed')
    .addSelect(DOCUMENTS, 'documents')
    .addSelect(INSIGHTS, 'insights')
    .addSelect(PROGRESS, 'progress');
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

/** Runs the query for rows (many-to-one joins only, so raw and entity rows line up one to one). */
export async function readInquiryRows(qb: SelectQueryBuilder<Inquiry>): Promise<InquiryRow[]> {
  const { entities, raw } = await qb.getRawAndEntities();
  return entities.map((inquiry, n) => ({
    inquiry,
    participants: Number(raw[n].participants ?? 0),
    completed: Number(raw[n].completed ?? 0),
    documents: Number(raw[n].documents ?? 0),
    insights: Number(raw[n].insights ?? 0),
    progress: Math.trunc(Number(raw[n].progress ?? 10)),
  }));
}

export const isPast = (date: Date | null | undefined, now = new Date()) => !!date && date.getTime() < now.getTime();

export function inquiryStatus(row: InquiryRow, now = new Date()): InquiryStatus {
  const { inquiry } = row;
  if (inquiry.resultsUploadedAt) return 'Published';
  if (!inquiry.intakeSubmittedAt) return 'Draft';
  if (isPast(inquiry.expiryDate, now) || (row.participants > 0 && row.completed === row.participants)) return 'Closed';
  return 'Open';
}

/** The Inquiry of customer-and-respondent.md §3 plus ExpiryDate (and CustomerName for the super admin). */
export function toInquiryResponse(row: InquiryRow, user: AuthUser) {
  const i = row.inquiry;
  return {
    Id: i.id,
    InquiryTypeId: i.inquiryTypeId,
    InquiryTypeName: i.inquiryType?.name ?? '',
    Description: i.description,
    NoOfParticipants: i.noOfParticipants,
    Participants: row.participants,
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

export type InquiryResponse = ReturnType<typeof toInquiryResponse>;
