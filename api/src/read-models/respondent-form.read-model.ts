import type { RowReader } from '../database/read-database';
import type { Respondent } from '../respondents/respondent.entity';

/** A user's form in an inquiry with the inquiry's fields a form needs, in one statement (no form: the respondent columns are null). */
export interface RespondentFormRow {
  id: number;
  customerId: number;
  inquiryTypeId: number;
  description: string;
  expiryDate: unknown;
  resultsUploadedAt: unknown;
  resultsWithdrawnAt: unknown;
  respondentId: number | null;
  userId: number | null;
  email: string | null;
  status: Respondent['status'] | null;
}

/** The inquiry's row beside userId's form; undefined when the inquiry does not exist. */
export async function respondentFormRow(
  reader: RowReader,
  inquiryId: number,
  userId: number,
): Promise<RespondentFormRow | undefined> {
  const [row] = (await reader.query(
    `SELECT i.id, i.customer_id AS customerId, i.inquiry_type_id AS inquiryTypeId, i.description, i.expiry_date AS expiryDate, i.results_uploaded_at AS resultsUploadedAt, i.results_withdrawn_at AS resultsWithdrawnAt,
       r.id AS respondentId, r.user_id AS userId, r.email, r.status
     FROM inquiries i LEFT JOIN respondents r ON r.inquiry_id = i.id AND r.user_id = ?
     WHERE i.id = ?`,
    [userId, inquiryId],
  )) as RespondentFormRow[];
  return row;
}
