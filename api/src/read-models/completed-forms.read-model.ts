import type { EntityManager } from 'typeorm';

/**
 * The completed forms of an inquiry and their respondents' invited attributes, as the modules that
 * aggregate over answers read them (answers' group totals, comments, the disclosure rule, the answers
 * export). The respondents' module depends on those modules, so they read these rows here rather
 * than through it.
 */

/** The ids of the inquiry's completed forms in completion order; the first `limit` only when given. */
export async function completedFormIds(m: EntityManager, inquiryId: number, limit?: number): Promise<number[]> {
  const rows = (await m.query(
    `SELECT id FROM respondents WHERE inquiry_id = ? AND status = 'completed' ORDER BY submitted_at, id${limit === undefined ? '' : ' LIMIT ' + limit}`,
    [inquiryId],
  )) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** Every invited attribute of the inquiry's respondents, one row per respondent and attribute. */
export async function invitedAttributeRows(
  m: EntityManager,
  inquiryId: number,
): Promise<{ respondent_id: number; name: string; value: string }[]> {
  return (await m.query('SELECT respondent_id, name, value FROM respondent_attributes WHERE inquiry_id = ?', [
    inquiryId,
  ])) as { respondent_id: number; name: string; value: string }[];
}
