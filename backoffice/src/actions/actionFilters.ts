import type { ResultArea } from '@portal/contracts';
import type { ActionQuery, ActionRecord, ActionStatus, QuestionChoice } from './actionMethods';

/** Due filter: past due and still open, due in the next 14 days, without a date. */
export const DUE_FILTERS = ['overdue', 'soon', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
const SOON_DAYS = 14;

/** The list's filters; '' is "any". Owner 'none' is an action nobody owns yet. */
export interface ActionFilter {
  owner: string;
  status: ActionStatus | '';
  area: ResultArea | '';
  due: DueFilter | '';
}

export const NO_FILTER: ActionFilter = { owner: '', status: '', area: '', due: '' };
export const NO_OWNER = 'none';

/** A calendar day n days from `now`, YYYY-MM-DD in UTC as the API's due dates. */
const dayFrom = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The areas an action is about: the ones it names and the ones its questions fall in. */
export function areasOf(action: ActionRecord, questions: QuestionChoice[]): Set<string> {
  const byId = new Map(questions.map((q) => [q.Id, q.Area]));
  const areas = new Set<string>(action.TargetAreas);
  for (const id of action.TargetQuestionIds) {
    const area = byId.get(id);
    if (area) areas.add(area);
  }
  return areas;
}

function dueMatches(action: ActionRecord, due: DueFilter, now: Date): boolean {
  if (due === 'overdue') return action.Overdue;
  if (due === 'none') return action.DueDate === null;
  const open = action.Status !== 'Done' && action.Status !== 'Dropped';
  return (
    open && action.DueDate !== null && action.DueDate >= dayFrom(now, 0) && action.DueDate <= dayFrom(now, SOON_DAYS)
  );
}

export function filterActions(
  actions: ActionRecord[],
  filter: ActionFilter,
  questions: QuestionChoice[],
  now = new Date(),
): ActionRecord[] {
  return actions.filter((a) => {
    if (filter.owner === NO_OWNER && a.OwnerUserId !== null) return false;
    if (filter.owner && filter.owner !== NO_OWNER && String(a.OwnerUserId) !== filter.owner) return false;
    if (filter.status && a.Status !== filter.status) return false;
    if (filter.area && !areasOf(a, questions).has(filter.area)) return false;
    if (filter.due && !dueMatches(a, filter.due, now)) return false;
    return true;
  });
}

/**
 * The part of the filter the list call applies on the server (owner, status, area, overdue); `status` left out on the
 * board, whose columns are the statuses. Due soon and no due date are left to `filterActions`.
 */
export function serverQuery(filter: ActionFilter, withStatus: boolean): ActionQuery {
  const query: ActionQuery = {};
  if (filter.owner) query.owner = filter.owner;
  if (filter.status && withStatus) query.status = filter.status;
  if (filter.area) query.area = filter.area;
  if (filter.due === 'overdue') query.overdue = true;
  return query;
}

/** The owners the actions name, for the owner filter (by name). */
export function ownersOf(actions: ActionRecord[]): { id: number; name: string }[] {
  const owners = new Map<number, string>();
  for (const a of actions) if (a.OwnerUserId !== null) owners.set(a.OwnerUserId, a.OwnerName || `#${a.OwnerUserId}`);
  return [...owners].map(([id, name]) => ({ id, name })).sort((x, y) => x.name.localeCompare(y.name));
}

/** The filter as URL search parameters, so that a filtered list can be bookmarked and the back button returns to it. */
export function filterFromSearch(search: URLSearchParams): ActionFilter {
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | '' => {
    const value = search.get(key) ?? '';
    return (allowed as readonly string[]).includes(value) ? (value as T) : '';
  };
  const owner = search.get('owner') ?? '';
  return {
    owner: owner === NO_OWNER || /^\d+$/.test(owner) ? owner : '',
    status: pick('status', ['NotStarted', 'InProgress', 'Done', 'Dropped'] as const),
    area: pick('area', ['Culture', 'People', 'Process', 'Structure'] as const),
    due: pick('due', DUE_FILTERS),
  };
}
