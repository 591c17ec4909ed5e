import type { RowReader } from '../database/read-database';
import type { Respondent } from '../respondents/respondent.entity';

/**
 * A page of an inquiry's respondents with the names of their user accounts, newest first, in one
 * statement: a range of positions (1…respondentCount in the order respondents were added) on the
 * (inquiry, position) index, so page 600 costs what page 1 costs.
 */
export interface RespondentPageRow {
  id: number;
  userId: number | null;
  email: string;
  status: Respondent['status'];
  firstName: string | null;
  lastName: string | null;
  /** DATETIME columns, read through rawDateOrNull. */
  invitedAt: unknown;
  lastRemindedAt: unknown;
  /** Came through an open link (a boolean column, read through rawBoolean). */
  unverified: unknown;
}

/** The inquiry's tenant, respondent count and expiry, which a page of its respondents needs; undefined when it does not exist. */
export async function respondentPageHead(
  reader: RowReader,
  inquiryId: number,
): Promise<{ customerId: number; total: number; expiryDate: unknown } | undefined> {
  const [found] = (await reader.query(
    'SELECT customer_id AS customerId, respondent_count AS total, expiry_date AS expiryDate FROM inquiries WHERE id = ?',
    [inquiryId],
  )) as { customerId: number; total: number; expiryDate: unknown }[];
  return found;
}

/** The respondents at positions from…to (every one without a range), highest position first. */
export async function respondentPageRows(
  reader: RowReader,
  inquiryId: number,
  positions?: { from: number; to: number },
): Promise<RespondentPageRow[]> {
  const range = positions ? ' AND r.position BETWEEN ? AND ?' : '';
  const params = positions ? [inquiryId, positions.from, positions.to] : [inquiryId];
  return (await reader.query(
    `SELECT r.id, r.user_id AS userId, r.email, r.status, u.first_name AS firstName, u.last_name AS lastName,
         r.created_at AS invitedAt, r.last_reminded_at AS lastRemindedAt, r.unverified
         FROM respondents r LEFT JOIN users u ON u.id = r.user_id WHERE r.inquiry_id = ?${range} ORDER BY r.position DESC`,
    params,
  )) as RespondentPageRow[];
}
