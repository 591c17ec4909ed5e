import type { EntityManager } from 'typeorm';

/**
 * The completed forms of an inquiry with the managers copied above each respondent at invitation (nearest first),
 * as the manager views and shares read them (docs/features/managers.md). The respondents' module depends on the
 * insight modules, so they read these rows here rather than through it.
 */
export interface TeamFormRow {
  id: number;
  email: string;
  chain: string[];
}

export async function teamFormsOf(m: EntityManager, inquiryId: number, ids: number[]): Promise<TeamFormRow[]> {
  if (!ids.length) return [];
  const wanted = new Set(ids);
  const forms = (await m.query(
    "SELECT id, email FROM respondents WHERE inquiry_id = ? AND status = 'completed' ORDER BY id",
    [inquiryId],
  )) as { id: number; email: string }[];
  const chains = (await m.query(
    'SELECT respondent_id, level, manager_email FROM respondent_managers WHERE inquiry_id = ? ORDER BY respondent_id, level',
    [inquiryId],
  )) as { respondent_id: number; level: number; manager_email: string }[];
  const byForm = new Map<number, string[]>();
  for (const c of chains) {
    const id = Number(c.respondent_id);
    (byForm.get(id) ?? byForm.set(id, []).get(id)!).push(c.manager_email.toLowerCase());
  }
  return forms
    .filter((f) => wanted.has(Number(f.id)))
    .map((f) => ({ id: Number(f.id), email: f.email.toLowerCase(), chain: byForm.get(Number(f.id)) ?? [] }));
}

/** Whether anyone invited to the inquiry had this person (lower case) as a manager. */
export async function managesInInquiry(m: EntityManager, inquiryId: number, email: string): Promise<boolean> {
  const rows = (await m.query(
    'SELECT 1 AS x FROM respondent_managers WHERE inquiry_id = ? AND manager_email = ? LIMIT 1',
    [inquiryId, email],
  )) as unknown[];
  return rows.length > 0;
}

/** A directory person's address (lower case) by id within one organisation, or null. */
export async function personEmailOf(m: EntityManager, customerId: number, id: number): Promise<string | null> {
  const rows = (await m.query('SELECT email FROM people WHERE id = ? AND customer_id = ?', [id, customerId])) as {
    email: string;
  }[];
  return rows.length ? rows[0].email.toLowerCase() : null;
}

/**
 * The directory names of these addresses (lower case) within one organisation, "First Last"; an address the directory
 * does not hold, or holds without a name, is left out.
 */
export async function personNamesOf(
  m: EntityManager,
  customerId: number,
  emails: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!emails.length) return names;
  const rows = (await m.query(
    `SELECT email, first_name, last_name FROM people WHERE customer_id = ? AND email IN (${emails.map(() => '?').join(', ')})`,
    [customerId, ...emails],
  )) as { email: string; first_name: string; last_name: string }[];
  for (const r of rows) {
    const name = `${r.first_name} ${r.last_name}`.trim();
    if (name) names.set(r.email.toLowerCase(), name);
  }
  return names;
}
