import { EntityManager, In, IsNull, Not } from 'typeorm';
import { forUpdate } from '../database/transaction';
import { RespondentAttribute } from './respondent-attribute.entity';
import { RespondentManager } from './respondent-manager.entity';
import { FormStatus, Respondent } from './respondent.entity';

/**
 * The statements on the respondents, respondent_attributes and respondent_managers tables, each taking the caller's
 * EntityManager (a transaction's, or the data source's). Reads that join other modules' tables
 * (the inquiry of a form, the account of a reminder's addressee) are read models.
 */

export type NewRespondent = Pick<
  Respondent,
  'inquiryId' | 'customerId' | 'email' | 'userId' | 'status' | 'position' | 'language'
>;

/** The ids of the inquiry's forms of these addresses. */
export function respondentIdsByEmail(
  m: EntityManager,
  inquiryId: number,
  emails: string[],
): Promise<Pick<Respondent, 'id' | 'email'>[]> {
  return m.find(Respondent, { where: { inquiryId, email: In(emails) }, select: { id: true, email: true } });
}

export async function insertRespondents(m: EntityManager, rows: NewRespondent[]): Promise<void> {
  await m.insert(Respondent, rows);
}

export function inquiryHasRespondents(m: EntityManager, inquiryId: number): Promise<boolean> {
  return m.existsBy(Respondent, { inquiryId });
}

/** One respondent of the inquiry, or null. */
export function findRespondent(m: EntityManager, inquiryId: number, respondentId: number): Promise<Respondent | null> {
  return m.findOneBy(Respondent, { id: respondentId, inquiryId });
}

/** One respondent of the inquiry with the row locked (on MySQL/MariaDB) for the rest of the transaction, or null. */
export function lockRespondent(
  m: EntityManager,
  inquiryId: number,
  respondentId: number,
): Promise<Pick<Respondent, 'id' | 'email' | 'status' | 'position'> | null> {
  return forUpdate(
    m
      .createQueryBuilder(Respondent, 'r')
      .select(['r.id', 'r.email', 'r.status', 'r.position'])
      .where('r.id = :respondentId AND r.inquiryId = :inquiryId', { respondentId, inquiryId }),
  ).getOne();
}

/** Deletes one respondent; the later respondents of the inquiry move up one position, so positions stay 1…n. */
export async function deleteRespondent(
  m: EntityManager,
  respondent: Pick<Respondent, 'id' | 'position'>,
  inquiryId: number,
): Promise<void> {
  await m.delete(Respondent, { id: respondent.id });
  await m
    .createQueryBuilder()
    .update(Respondent)
    .set({ position: () => 'position - 1' })
    .where('inquiry_id = :inquiryId AND position > :position', { inquiryId, position: respondent.position })
    .execute();
}

export function countCompletedForms(m: EntityManager, inquiryId: number): Promise<number> {
  return m.countBy(Respondent, { inquiryId, status: 'completed' });
}

/** One form's stored state, or null. */
export function findFormStatus(
  m: EntityManager,
  inquiryId: number,
  respondentId: number,
): Promise<Pick<Respondent, 'id' | 'email' | 'status' | 'unverified'> | null> {
  return m.findOne(Respondent, {
    where: { id: respondentId, inquiryId },
    select: { id: true, email: true, status: true, unverified: true },
  });
}

/** Records a reminder of a form still open and not reminded since `cutoff` (a conditional update); false when none was. */
export async function claimReminder(m: EntityManager, respondentId: number, cutoff: Date, now: Date): Promise<boolean> {
  const claimed = await m
    .createQueryBuilder()
    .update(Respondent)
    .set({ lastRemindedAt: now })
    .where("id = :id AND status <> 'completed' AND (last_reminded_at IS NULL OR last_reminded_at <= :cutoff)", {
      id: respondentId,
      cutoff,
    })
    .execute();
  return claimed.affected === 1;
}

/** Moves a form that is not completed to `status` (a conditional update); false when it was completed already. */
export async function markFormSaved(
  m: EntityManager,
  respondentId: number,
  status: Exclude<FormStatus, 'pending'>,
): Promise<boolean> {
  const moved = await m.update(
    Respondent,
    { id: respondentId, status: Not('completed') },
    { status, submittedAt: status === 'completed' ? new Date() : null },
  );
  return !!moved.affected;
}

/** Stores an invitation secret's hash and sealed copy on every pending form of the address in the organisation. */
export async function setInvitationKey(
  m: EntityManager,
  customerId: number,
  email: string,
  key: Pick<Respondent, 'invitationKeyHash' | 'invitationKeySealed'>,
): Promise<void> {
  await m.update(Respondent, { customerId, email, userId: IsNull() }, key);
}

/** The newest form of the address in the organisation that keeps a sealed secret, with it; null when none. */
export function newestSealedKey(
  m: EntityManager,
  customerId: number,
  email: string,
): Promise<Pick<Respondent, 'id' | 'invitationKeySealed' | 'invitationKeyHash'> | null> {
  return m
    .createQueryBuilder(Respondent, 'r')
    .select(['r.id', 'r.invitationKeySealed', 'r.invitationKeyHash'])
    .where('r.customerId = :customerId AND r.email = :email', { customerId, email })
    .andWhere('r.invitationKeySealed IS NOT NULL AND r.invitationKeyHash IS NOT NULL')
    .orderBy('r.id', 'DESC')
    .getOne();
}

/** The language of the organisation's newest pending invitation of the address that names one; null when none. */
export async function newestInvitationLanguage(
  m: EntityManager,
  customerId: number,
  email: string,
): Promise<string | null> {
  const row = await m.findOne(Respondent, {
    where: { customerId, email, userId: IsNull(), language: Not(IsNull()) },
    select: { id: true, language: true },
    order: { id: 'DESC' },
  });
  return row?.language ?? null;
}

/** Gives the organisation's pending invitations of the address to the new account. */
export async function claimPendingInvitations(
  m: EntityManager,
  customerId: number,
  email: string,
  userId: number,
): Promise<void> {
  await m.update(Respondent, { customerId, email, userId: IsNull() }, { userId });
}

/**
 * Spends the secrets of every other pending invitation of the address. Found by a plain read, spent by
 * primary key: an UPDATE filtered on the address alone (no index leads with it) locks every pending
 * invitation it scans, and two invitees opening their links at once deadlocked on MariaDB.
 */
export async function spendPendingInvitationKeys(m: EntityManager, email: string): Promise<void> {
  const elsewhere = await m.find(Respondent, { select: { id: true }, where: { email, userId: IsNull() } });
  if (elsewhere.length)
    await m.update(
      Respondent,
      { id: In(elsewhere.map((r) => r.id)), userId: IsNull() },
      { invitationKeyHash: null, invitationKeySealed: null },
    );
}

/** Copies attributes of respondents, in batches of 300 rows. */
export async function insertRespondentAttributes(m: EntityManager, rows: RespondentAttribute[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await m.insert(RespondentAttribute, rows.slice(i, i + 300));
}

/** Copies the managers of respondents, in batches of 300 rows. */
export async function insertRespondentManagers(m: EntityManager, rows: RespondentManager[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await m.insert(RespondentManager, rows.slice(i, i + 300));
}

/** The attributes of these respondents, read in batches of 500 ids. */
export async function attributesOfRespondents(
  m: EntityManager,
  respondentIds: number[],
): Promise<RespondentAttribute[]> {
  const rows: RespondentAttribute[] = [];
  for (let i = 0; i < respondentIds.length; i += 500)
    rows.push(...(await m.find(RespondentAttribute, { where: { respondentId: In(respondentIds.slice(i, i + 500)) } })));
  return rows;
}

/** How many of the inquiry's respondents who came through an open link completed their form. */
export async function countCompletedUnverified(m: EntityManager, inquiryId: number): Promise<number> {
  return m.countBy(Respondent, { inquiryId, unverified: true, status: 'completed' });
}

/** Inserts one respondent who came through an open link (flagged unverified); answers its id. */
export async function insertUnverifiedRespondent(m: EntityManager, row: NewRespondent): Promise<number> {
  const result = await m.insert(Respondent, { ...row, unverified: true });
  return Number(result.identifiers[0].id);
}
