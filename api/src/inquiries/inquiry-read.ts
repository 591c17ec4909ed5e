import type { RowReader } from '../database/read-database';
import { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { rawBoolean, rawDateOrNull, rawNumberOrNull, rawNumberOrZero } from '../database/raw-values';
import type { InquiryDto } from './dto/inquiry-responses.dto';
import { Inquiry } from './inquiry.entity';

export const INQUIRY_STATUSES = ['Draft', 'Open', 'Closed', 'Published'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

// Correlated counts over a few indexed rows each; respondents are counted by the inquiry's own counters.
const DOCUMENTS = "(SELECT COUNT(*) FROM stored_files f WHERE f.inquiry_id = i.id AND f.kind = 'help-document')";
const INSIGHTS = '(SELECT COUNT(*) FROM result_advance_insights a WHERE a.inquiry_id = i.id)';

/**
 * What an inquiry response shows, as one plain row: the inquiry with its type's, customer's and
 * creator's names and the derived counts. Plain SQL, not the ORM: these are the most frequent reads.
 */
const INQUIRY_COLUMNS = `i.id, i.customer_id AS customerId, i.inquiry_type_id AS inquiryTypeId, t.name AS typeName, i.description,
  i.no_of_participants AS noOfParticipants, i.respondent_count AS respondentCount, i.completed_count AS completedCount,
  i.is_active AS isActive, i.expiry_date AS expiryDate, i.intake_submitted_at AS intakeSubmittedAt,
  i.respondents_added_at AS respondentsAddedAt, i.results_uploaded_at AS resultsUploadedAt, i.created_at AS createdAt,
  c.name AS customerName, u.first_name AS creatorFirstName, u.last_name AS creatorLastName,
  ${DOCUMENTS} AS documents, ${INSIGHTS} AS insights`;
const INQUIRY_JOINS = `INNER JOIN inquiry_types t ON t.id = i.inquiry_type_id
  LEFT JOIN customers c ON c.id = i.customer_id LEFT JOIN users u ON u.id = i.created_by_user_id`;

interface RawInquiryRow {
  id: number;
  customerId: number;
  inquiryTypeId: number;
  typeName: string;
  description: string;
  noOfParticipants: number | null;
  respondentCount: number;
  completedCount: number;
  isActive: number | boolean;
  expiryDate: unknown;
  intakeSubmittedAt: unknown;
  respondentsAddedAt: unknown;
  resultsUploadedAt: unknown;
  createdAt: unknown;
  customerName: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  documents: number | string | null;
  insights: number | string | null;
}

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

/** "WHERE" of the caller's tenant (nothing for the super admin) and its parameters. */
function tenantFilter(user: AuthUser): { sql: string; params: unknown[] } {
  return isSuperAdmin(user) ? { sql: '', params: [] } : { sql: 'i.customer_id = ?', params: [user.customerId ?? -1] };
}

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

function toInquiryRow(r: RawInquiryRow): InquiryRow {
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
  const tenant = tenantFilter(user);
  const rows = (await dataSource.query(
    `SELECT ${INQUIRY_COLUMNS} FROM inquiries i ${INQUIRY_JOINS} WHERE i.id = ?${tenant.sql ? ` AND ${tenant.sql}` : ''}`,
    [inquiryId, ...tenant.params],
  )) as RawInquiryRow[];
  return rows.length ? toInquiryRow(rows[0]) : undefined;
}

/**
 * One page of the caller's inquiries, newest first, and their number: two statements. The page's ids
 * come from the (customer,) created-at index alone in a derived table; only those rows are joined.
 */
export async function readInquiryPage(
  dataSource: RowReader,
  user: AuthUser,
  page: PageQueryDto,
): Promise<{ rows: InquiryRow[]; total: number }> {
  const tenant = tenantFilter(user);
  const where = tenant.sql ? `WHERE ${tenant.sql}` : '';
  const [{ total }] = (await dataSource.query(`SELECT COUNT(*) AS total FROM inquiries i ${where}`, tenant.params)) as {
    total: number | string;
  }[];
  if (!Number(total)) return { rows: [], total: 0 };
  // LIMIT -1 is not MariaDB's; a page of "everything" is simply not limited.
  const limit = page.pageSize === -1 ? '' : ' LIMIT ? OFFSET ?';
  const limitParams = page.pageSize === -1 ? [] : [page.pageSize, (page.currentPage - 1) * page.pageSize];
  // CROSS JOIN: SQLite then reads the page's ids first and looks each up. With INNER JOIN and the LIMIT a
  // bound parameter, its planner walks every inquiry by the created-at index to skip the final sort and
  // matches each against the page (0.6-0.8 ms per page of 2,000 inquiries instead of ~0.05). MySQL and
  // MariaDB read CROSS JOIN ... ON as INNER JOIN.
  const rows = (await dataSource.query(
    `SELECT ${INQUIRY_COLUMNS} FROM (SELECT i.id FROM inquiries i ${where} ORDER BY i.created_at DESC, i.id DESC${limit}) p
     CROSS JOIN inquiries i ON i.id = p.id ${INQUIRY_JOINS} ORDER BY i.created_at DESC, i.id DESC`,
    [...tenant.params, ...limitParams],
  )) as RawInquiryRow[];
  return { rows: rows.map(toInquiryRow), total: Number(total) };
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
