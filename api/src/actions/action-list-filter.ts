import type { ActionTarget } from './action-target.entity';
import type { Action } from './action.entity';
import { isOverdue } from './action.mapper';
import type { ActionListQueryDto } from './dto/action-list-query.dto';

/** Whether the list's query filters anything (without one, the list is every action, as before filters existed). */
export const filters = (q: ActionListQueryDto) =>
  q.owner !== undefined || q.status !== undefined || q.area !== undefined || q.overdue !== undefined;

/**
 * The actions the query keeps. `targets` are the actions' targets and `areaOf` the area of each targetable question:
 * an action is about an area it names or that one of its questions falls in.
 */
export function filterActions(
  actions: Action[],
  q: ActionListQueryDto,
  targets: ActionTarget[],
  areaOf: Map<number, string>,
  now = new Date(),
): Action[] {
  const about = (a: Action, area: string) =>
    targets.some(
      (t) => t.actionId === a.id && (t.area === area || (t.questionId !== null && areaOf.get(t.questionId) === area)),
    );
  return actions.filter(
    (a) =>
      (q.owner === undefined || (q.owner === 'none' ? a.ownerUserId === null : a.ownerUserId === Number(q.owner))) &&
      (q.status === undefined || a.status === q.status) &&
      (q.area === undefined || about(a, q.area)) &&
      (q.overdue === undefined || isOverdue(a, now) === (q.overdue === 'true')),
  );
}
