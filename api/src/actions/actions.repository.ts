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
  Pick<Action, 'title' | 'description' | 'ownerUserId' | 'dueDate' | 'status' | 'shared'>
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
