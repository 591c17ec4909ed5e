import type { RowReader } from '../database/read-database';
import { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { rawBoolean, rawDateOrNull, rawNumberOrNull, rawNumberOrZero } from '../database/raw-values';
import { InquiryListingRow, inquiryListingPage, inquiryListingRow } from '../read-models/inquiry-listing.read-model';
import type { InquiryDto } from './dto/inquiry-responses.dto';
import { Inquiry } from './inquiry.entity';

export const INQUIRY_STATUSES = ['Draft', 'Open', 'Closed', 'Published'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

type InquiryFields = Pick<
  Inquiry,
  | 'id'
  | 'customerId'
  | 'inquiryTypeId'
  | 'description'
  | 'noOfParticipants'
  | 'respondentCount'
  | 'completedCount'
  | 'isActive'
  | 'expiryDate'
  | 'intakeSubmittedAt'
  | 'respondentsAddedAt'
  | 'resultsUploadedAt'
  | 'resultsWithdrawnAt'
  | 'createdAt'
>;

export interface InquiryRow {
  inquiry: InquiryFields;
  typeName: string;
  customerName: string;
  createdBy: string;
  participants: number;
  completed: number;
  documents: number;
  insights: number;
  progress: number;
}

/** The customer whose inquiries the caller reads (undefined: every customer's, for the super admin). */
const tenantOf = (user: AuthUser): number | undefined => (isSuperAdmin(user) ? undefined : (user.customerId ?? -1));

/** decisions.md §4: 10 → 20 (intake) → 30 (respondents) → 30 + 60 × completed ÷ respondents (integer part) → 100 (results). */
function progressOf(
  inquiry: Pick<
    Inquiry,
    'resultsUploadedAt' | 'respondentsAddedAt' | 'intakeSubmittedAt' | 'respondentCount' | 'completedCount'
  >,
): number {
  if (inquiry.resultsUploadedAt) return 100;
  if (inquiry.respondentsAddedAt && inquiry.respondentCount > 0)
    return 30 + Math.floor((60 * inquiry.completedCount) / inquiry.respondentCount);
  if (inquiry.respondentsAddedAt) return 30;
  if (inquiry.intakeSubmittedAt) return 20;
  return 10;
}

function toInquiryRow(r: InquiryListingRow): InquiryRow {
  const inquiry: InquiryFields = {
    id: Number(r.id),
    customerId: Number(r.customerId),
    inquiryTypeId: Number(r.inquiryTypeId),
    description: r.description,
    noOfParticipants: rawNumberOrNull(r.noOfParticipants),
    respondentCount: Number(r.respondentCount),
    completedCount: Number(r.completedCount),
    isActive: rawBoolean(r.isActive),
    expiryDate: rawDateOrNull(r.expiryDate),
    intakeSubmittedAt: rawDateOrNull(r.intakeSubmittedAt),
    respondentsAddedAt: rawDateOrNull(r.respondentsAddedAt),
    resultsUploadedAt: rawDateOrNull(r.resultsUploadedAt),
    resultsWithdrawnAt: rawDateOrNull(r.resultsWithdrawnAt),
    createdAt: rawDateOrNull(r.createdAt)!,
  };
  return {
    inquiry,
    typeName: r.typeName ?? '',
    customerName: r.customerName ?? '',
    createdBy:
      r.creatorFirstName === null && r.creatorLastName === null
        ? ''
        : `${r.creatorFirstName ?? ''} ${r.creatorLastName ?? ''}`.trim(),
    participants: inquiry.respondentCount,
    completed: inquiry.completedCount,
    documents: rawNumberOrZero(r.documents),
    insights: rawNumberOrZero(r.insights),
    progress: progressOf(inquiry),
  };
}

/** One inquiry of the caller's tenant (any for the super admin), or undefined: one statement. */
export async function readInquiryRow(
  dataSource: RowReader,
  user: AuthUser,
  inquiryId: number,
): Promise<InquiryRow | undefined> {
  const row = await inquiryListingRow(dataSource, inquiryId, tenantOf(user));
  return row ? toInquiryRow(row) : undefined;
}

/** One page of the caller's inquiries, newest first, and their number: two statements. */
export async function readInquiryPage(
  dataSource: RowReader,
  user: AuthUser,
  page: PageQueryDto,
): Promise<{ rows: InquiryRow[]; total: number }> {
  const { rows, total } = await inquiryListingPage(dataSource, tenantOf(user), page);
  return { rows: rows.map(toInquiryRow), total };
}

export const isPast = (date: Date | null | undefined, now = new Date()) => !!date && date.getTime() < now.getTime();

function inquiryStatus(row: InquiryRow, now = new Date()): InquiryStatus {
  const { inquiry } = row;
  if (inquiry.resultsUploadedAt) return 'Published';
  if (!inquiry.intakeSubmittedAt) return 'Draft';
  // Withdrawn results leave answering closed as their publication did.
  if (inquiry.resultsWithdrawnAt) return 'Closed';
  if (isPast(inquiry.expiryDate, now) || (row.participants > 0 && row.completed === row.participants)) return 'Closed';
  return 'Open';
}

/** The Inquiry of customer-and-respondent.md §3 plus ExpiryDate (and CustomerName for the super admin). */
export function toInquiryResponse(row: InquiryRow, user: AuthUser): InquiryDto {
  const i = row.inquiry;
  return {
    Id: i.id,
    InquiryTypeId: i.inquiryTypeId,
    InquiryTypeName: row.typeName,
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
    CreatedBy: row.createdBy,
    CreatedDate: i.createdAt,
    ExpiryDate: i.expiryDate,
    ...(isSuperAdmin(user) ? { CustomerId: i.customerId, CustomerName: row.customerName } : {}),
  };
}

export type InquiryResponse = InquiryDto;
