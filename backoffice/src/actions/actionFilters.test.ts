import { describe, expect, it } from 'vitest';
import { filterActions, filterFromSearch, NO_FILTER, ownersOf } from './actionFilters';
import { action, QUESTIONS } from './actionsTestKit';

const questions = QUESTIONS.map(({ Id, Title, Area }) => ({ Id, Title, Area: Area as 'People' | 'Culture' }));
const now = new Date('2026-03-10T12:00:00Z');
const ids = (list: { Id: number }[]) => list.map((a) => a.Id);

const actions = [
  action(1, { OwnerUserId: 21, OwnerName: 'Rita Owner', Status: 'InProgress', DueDate: '2026-03-01', Overdue: true }),
  action(2, { OwnerUserId: 22, OwnerName: 'Bo Other', Status: 'Done', DueDate: '2026-03-01' }),
  action(3, { TargetQuestionIds: [11], DueDate: '2026-03-20' }),
  action(4, { TargetAreas: ['Culture'] }),
];

describe('the actions list filters', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterActions(actions, NO_FILTER, questions, now))).toEqual([1, 2, 3, 4]);
  });

  it('filters by owner, and "nobody yet" for actions without one', () => {
    expect(ids(filterActions(actions, { ...NO_FILTER, owner: '21' }, questions, now))).toEqual([1]);
    expect(ids(filterActions(actions, { ...NO_FILTER, owner: 'none' }, questions, now))).toEqual([3, 4]);
  });

  it('filters by status', () => {
    expect(ids(filterActions(actions, { ...NO_FILTER, status: 'Done' }, questions, now))).toEqual([2]);
  });

  it('filters by area: an area named, or the area of a targeted question', () => {
    expect(ids(filterActions(actions, { ...NO_FILTER, area: 'People' }, questions, now))).toEqual([3]);
    expect(ids(filterActions(actions, { ...NO_FILTER, area: 'Culture' }, questions, now))).toEqual([4]);
  });

  it('filters by due: overdue as the API says, due within 14 days while open, no date', () => {
    expect(ids(filterActions(actions, { ...NO_FILTER, due: 'overdue' }, questions, now))).toEqual([1]);
    expect(ids(filterActions(actions, { ...NO_FILTER, due: 'soon' }, questions, now))).toEqual([3]);
    expect(ids(filterActions(actions, { ...NO_FILTER, due: 'none' }, questions, now))).toEqual([4]);
  });

  it('reads the filter from the address, dropping values that are no choice', () => {
    const search = new URLSearchParams('owner=21&status=Done&area=Nowhere&due=overdue');
    expect(filterFromSearch(search)).toEqual({ owner: '21', status: 'Done', area: '', due: 'overdue' });
    expect(filterFromSearch(new URLSearchParams('owner=x'))).toEqual(NO_FILTER);
  });

  it('lists the owners the actions name, by name', () => {
    expect(ownersOf(actions)).toEqual([
      { id: 22, name: 'Bo Other' },
      { id: 21, name: 'Rita Owner' },
    ]);
  });
});
