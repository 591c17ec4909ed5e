import type { EntityManager } from 'typeorm';

/**
 * The open shares of inquiry results with one person, with what the reader needs to find them (the inquiry's type
 * and description, the manager's and the sharer's names): one statement across the report shares, inquiries,
 * inquiry types, people and users tables, for "My team" (docs/features/managers.md).
 */
export interface SharedResultRow {
  id: number;
  inquiryId: number;
  scope: string;
  managerEmail: string | null;
  createdAt: unknown;
  typeName: string;
  description: string;
  resultsUploadedAt: unknown;
  managerFirstName: string | null;
  managerLastName: string | null;
  sharerFirstName: string | null;
  sharerLastName: string | null;
  sharerEmail: string | null;
}

export function sharedWithPerson(m: EntityManager, customerId: number, email: string): Promise<SharedResultRow[]> {
  return m.query(
    `SELECT s.id, s.inquiry_id AS inquiryId, s.scope, s.manager_email AS managerEmail, s.created_at AS createdAt,
       t.name AS typeName, i.description, i.results_uploaded_at AS resultsUploadedAt,
       p.first_name AS managerFirstName, p.last_name AS managerLastName,
       u.first_name AS sharerFirstName, u.last_name AS sharerLastName, u.email AS sharerEmail
     FROM report_shares s
     INNER JOIN inquiries i ON i.id = s.inquiry_id AND i.customer_id = s.customer_id
     INNER JOIN inquiry_types t ON t.id = i.inquiry_type_id
     LEFT JOIN people p ON p.customer_id = s.customer_id AND p.email = s.manager_email
     LEFT JOIN users u ON u.id = s.created_by_user_id
     WHERE s.customer_id = ? AND s.email = ? AND s.revoked_at IS NULL
     ORDER BY s.id`,
    [customerId, email],
  ) as Promise<SharedResultRow[]>;
}
