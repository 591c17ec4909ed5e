import { EntityManager, In } from 'typeorm';
import { ActionTarget } from './action-target.entity';
import { ActionUpdate } from './action-update.entity';
import { Action } from './action.entity';

/** The statements on the actions module's tables, each taking the caller's EntityManager. */

export type NewAction = Pick<
  Action,
  | 'customerId'
  | 'inquiryId'
  | 'title'
  | 'description'
  | 'ownerUserId'
  | 'dueDate'
  | 'status'
  | 'origin'
  | 'createdByUserId'
>;
export type ActionChanges = Partial<
  Pick<
    Action,
    | 'title'
    | 'description'
    | 'ownerUserId'
    | 'dueDate'
    | 'status'
    | 'shared'
    | 'dueReminderSentAt'
    | 'overdueMailSentAt'
  >
>;
export type NewTarget = Pick<ActionTarget, 'questionId' | 'area'>;
export type NewUpdate = Pick<ActionUpdate, 'actionId' | 'authorUserId' | 'note' | 'status'>;

export async function insertAction(m: EntityManager, action: NewAction): Promise<number> {
  const result = await m.insert(Action, action);
  return Number(result.identifiers[0].id);
}

export function findAction(m: EntityManager, id: number): Promise<Action | null> {
  return m.findOneBy(Action, { id });
}

/** The actions of one inquiry, newest first; only one owner's when ownerUserId is given. */
export function actionsOfInquiry(m: EntityManager, inquiryId: number, ownerUserId?: number): Promise<Action[]> {
  return m.find(Action, {
    where: ownerUserId === undefined ? { inquiryId } : { inquiryId, ownerUserId },
    order: { id: 'DESC' },
  });
}

/** The actions of one organisation a person owns, newest first. */
export function actionsOwnedBy(m: EntityManager, customerId: number, ownerUserId: number): Promise<Action[]> {
  return m.find(Action, { where: { customerId, ownerUserId }, order: { id: 'DESC' } });
}

/** The shared actions of these inquiries, newest first. */
export function sharedActionsOf(m: EntityManager, inquiryIds: number[]): Promise<Action[]> {
  if (!inquiryIds.length) return Promise.resolve([]);
  return m.find(Action, { where: { inquiryId: In(inquiryIds), shared: true }, order: { id: 'DESC' } });
}

export async function updateAction(m: EntityManager, id: number, changes: ActionChanges): Promise<void> {
  if (Object.keys(changes).length) await m.update(Action, { id }, changes);
}

/** Replaces the action's targets (rows written in a stable order: questions by id, then areas). */
export async function replaceTargets(m: EntityManager, actionId: number, targets: NewTarget[]): Promise<void> {
  await m.delete(ActionTarget, { actionId });
  if (targets.length)
    await m.insert(
      ActionTarget,
      targets.map((t) => ({ ...t, actionId })),
    );
}

export function targetsOf(m: EntityManager, actionIds: number[]): Promise<ActionTarget[]> {
  if (!actionIds.length) return Promise.resolve([]);
  return m.find(ActionTarget, { where: { actionId: In(actionIds) }, order: { id: 'ASC' } });
}

export async function insertUpdate(m: EntityManager, update: NewUpdate): Promise<number> {
  const result = await m.insert(ActionUpdate, update);
  return Number(result.identifiers[0].id);
}

/** The updates of these actions, oldest first. */
export function updatesOf(m: EntityManager, actionIds: number[]): Promise<ActionUpdate[]> {
  if (!actionIds.length) return Promise.resolve([]);
  return m.find(ActionUpdate, { where: { actionId: In(actionIds) }, order: { id: 'ASC' } });
}

export async function deleteActionWithRows(m: EntityManager, id: number): Promise<void> {
  await m.delete(ActionUpdate, { actionId: id });
  await m.delete(ActionTarget, { actionId: id });
  await m.delete(Action, { id });
}

/** Open actions with an owner whose due day lies in [fromDay, toDay] and whose owner was not yet reminded, by id. */
export function actionsDueBetween(m: EntityManager, fromDay: string, toDay: string, limit: number): Promise<Action[]> {
  return m
    .createQueryBuilder(Action, 'a')
    .where('a.dueDate >= :fromDay AND a.dueDate <= :toDay', { fromDay, toDay })
    .andWhere('a.status IN (:...open)', { open: ['NotStarted', 'InProgress'] })
    .andWhere('a.ownerUserId IS NOT NULL AND a.dueReminderSentAt IS NULL')
    .orderBy('a.id', 'ASC')
    .take(limit)
    .getMany();
}

/** Open actions with an owner due before `today` whose owner was not yet told, by id. */
export function actionsOverdue(m: EntityManager, today: string, limit: number): Promise<Action[]> {
  return m
    .createQueryBuilder(Action, 'a')
    .where('a.dueDate < :today', { today })
    .andWhere('a.status IN (:...open)', { open: ['NotStarted', 'InProgress'] })
    .andWhere('a.ownerUserId IS NOT NULL AND a.overdueMailSentAt IS NULL')
    .orderBy('a.id', 'ASC')
    .take(limit)
    .getMany();
}

/** Marks the mail as sent unless another round did: true when this call claimed it. */
export async function claimDueMail(
  m: EntityManager,
  id: number,
  column: 'dueReminderSentAt' | 'overdueMailSentAt',
  now: Date,
): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(Action)
    .set({ [column]: now })
    .where('id = :id', { id })
    .andWhere(`${column === 'dueReminderSentAt' ? 'due_reminder_sent_at' : 'overdue_mail_sent_at'} IS NULL`)
    .execute();
  return (result.affected ?? 0) === 1;
}
