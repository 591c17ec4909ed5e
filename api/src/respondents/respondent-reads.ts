import type { RowReader } from '../database/read-database';
import type { AuthUser } from '../auth/auth-user';
import { assertTenant } from '../auth/tenant-scope';
import { ApiError } from '../common/filters/api-error';
import { pagedEnvelope, Paged } from '../common/paging/paged';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { rawBoolean, rawDateOrNull, rawNumberOrNull } from '../database/raw-values';
import { respondentFormRow } from '../read-models/respondent-form.read-model';
import { respondentPageHead, respondentPageRows } from '../read-models/respondent-page.read-model';
import type { RespondentDto } from './dto/respondent-responses.dto';
import type { Inquiry } from '../inquiries/inquiry.entity';
import { isPast } from '../inquiries/inquiry-read';
import type { Respondent } from './respondent.entity';
import { nextReminderAt } from './reminder-targets.service';
import type { RespondentPageRow } from '../read-models/respondent-page.read-model';

/** When the person was invited and reminded, and when a reminder may next be sent (null: now, or never for a completed form). */
function reminderState(
  r: RespondentPageRow,
  now: Date,
): Pick<RespondentDto, 'InvitedAt' | 'LastRemindedAt' | 'NextReminderAt'> {
  const invitedAt = rawDateOrNull(r.invitedAt) ?? new Date(0);
  const lastRemindedAt = rawDateOrNull(r.lastRemindedAt);
  const next = nextReminderAt(invitedAt, lastRemindedAt);
  return {
    InvitedAt: invitedAt,
    LastRemindedAt: lastRemindedAt,
    NextReminderAt: r.status !== 'completed' && next > now ? next : null,
  };
}

// The frequent reads of respondents as plain rows (no ORM hydration), the tenant checked on the inquiry's row.

/** The inquiry fields a form's callers use. */
export type FormInquiry = Pick<
  Inquiry,
  'id' | 'customerId' | 'inquiryTypeId' | 'description' | 'expiryDate' | 'resultsUploadedAt' | 'resultsWithdrawnAt'
>;
/** The respondent fields a form's callers use. */
export type FormRespondent = Pick<Respondent, 'id' | 'inquiryId' | 'customerId' | 'userId' | 'email' | 'status'>;

const formStateOf = (status: Respondent['status'], expiryDate: Date | null, now = new Date()) =>
  status !== 'completed' && isPast(expiryDate, now) ? 'expired' : status;

/** userId's form in the inquiry, with the inquiry: one statement. Another tenant's inquiry or no form is a 404. */
export async function readForm(
  ds: RowReader,
  user: AuthUser,
  inquiryId: number,
  userId: number,
): Promise<{ inquiry: FormInquiry; respondent: FormRespondent }> {
  const row = await respondentFormRow(ds, inquiryId, userId);
  const inquiry = assertTenant(
    user,
    row && {
      id: Number(row.id),
      customerId: Number(row.customerId),
      inquiryTypeId: Number(row.inquiryTypeId),
      description: row.description,
      expiryDate: rawDateOrNull(row.expiryDate),
      resultsUploadedAt: rawDateOrNull(row.resultsUploadedAt),
      resultsWithdrawnAt: rawDateOrNull(row.resultsWithdrawnAt),
    },
    'Inquiry',
  );
  if (!row || row.respondentId === null || row.status === null) throw ApiError.notFound('Survey form');
  return {
    inquiry,
    respondent: {
      id: Number(row.respondentId),
      inquiryId: inquiry.id,
      customerId: inquiry.customerId,
      userId: rawNumberOrNull(row.userId),
      email: row.email ?? '',
      status: row.status,
    },
  };
}

/**
 * A page of the inquiry's respondents, newest first: two statements. A page is a range of positions
 * (1…respondentCount in the order respondents were added) on the (inquiry, position) index, so page
 * 600 costs what page 1 costs.
 */
export async function readRespondentPage(
  ds: RowReader,
  user: AuthUser,
  inquiryId: number,
  page: PageQueryDto,
): Promise<Paged<RespondentDto>> {
  const found = await respondentPageHead(ds, inquiryId);
  const { total, expiryDate } = assertTenant(
    user,
    found && {
      customerId: Number(found.customerId),
      total: Number(found.total),
      expiryDate: rawDateOrNull(found.expiryDate),
    },
    'Inquiry',
  );
  const highest = total - (page.currentPage - 1) * page.pageSize;
  const positions = page.pageSize === -1 ? undefined : { from: highest - page.pageSize + 1, to: highest };
  const rows = total ? await respondentPageRows(ds, inquiryId, positions) : [];
  const now = new Date();
  return pagedEnvelope(
    rows.map((r): RespondentDto => ({
      Id: rawNumberOrNull(r.userId),
      RespondentId: Number(r.id),
      FirstName: r.firstName ?? '',
      LastName: r.lastName ?? '',
      Email: r.email,
      status: formStateOf(r.status, expiryDate, now),
      ...reminderState(r, now),
      Unverified: rawBoolean(r.unverified),
    })),
    total,
    page,
  );
}
