import type { Role } from '../common/domain/roles';
import type { RowReader } from '../database/read-database';

/**
 * What every authenticated request reads of its user: one indexed row of the users table with its
 * customer's row id and active flag beside it (a deleted customer reads as none), no entity hydration.
 */
const SESSION_CHECK = `SELECT u.id, u.role, u.customer_id AS customerId, u.email, u.first_name AS firstName, u.last_name AS lastName, u.language,
  u.is_active AS isActive, u.token_version AS tokenVersion, c.id AS customerRowId, c.is_active AS customerActive
  FROM users u LEFT JOIN customers c ON c.id = u.customer_id AND c.deleted_at IS NULL
  WHERE u.id = ? AND u.deleted_at IS NULL`;

export interface SessionUserRow {
  id: number;
  role: Role;
  customerId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  language?: string | null;
  isActive: number | boolean;
  tokenVersion: number;
  customerRowId: number | null;
  customerActive: number | boolean | null;
}

/** The user's row (not deleted) with its customer's, or undefined. */
export async function sessionUserRow(reader: RowReader, userId: number): Promise<SessionUserRow | undefined> {
  const [row] = (await reader.query(SESSION_CHECK, [userId])) as SessionUserRow[];
  return row;
}
