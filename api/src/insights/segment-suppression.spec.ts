import { GroupCount, isTooFine, suppress } from './segment-suppression';

const g = (attribute: string, value: string, forms: number): GroupCount => ({ attribute, value, forms });
const view = (d: ReturnType<typeof suppress>) => Object.fromEntries(d.map((x) => [`${x.attribute}:${x.value}`, x.reason ?? 'shown']));

describe('segment suppression', () => {
  it('shows every group at or above the floor', () => {
    expect(view(suppress({ total: 15, min: 5, groups: [g('Dept', 'A', 5), g('Dept', 'B', 10)], overlaps: [] }))).toEqual({ 'Dept:A': 'shown', 'Dept:B': 'shown' });
  });

  it('hides a group below the floor and the next smallest, so Overall minus the shown groups reveals no one', () => {
    const d = suppress({ total: 20, min: 5, groups: [g('Dept', 'A', 3), g('Dept', 'B', 6), g('Dept', 'C', 11)], overlaps: [] });
    expect(view(d)).toEqual({ 'Dept:A': 'BelowFloor', 'Dept:B': 'Complementary', 'Dept:C': 'shown' });
  });

  it('keeps hiding while the hidden groups together hold fewer than the floor', () => {
    const d = suppress({ total: 24, min: 5, groups: [g('Dept', 'A', 1), g('Dept', 'B', 2), g('Dept', 'C', 7), g('Dept', 'D', 14)], overlaps: [] });
    expect(view(d)).toEqual({ 'Dept:A': 'BelowFloor', 'Dept:B': 'BelowFloor', 'Dept:C': 'Complementary', 'Dept:D': 'shown' });
  });

  it('treats people without a value as a group of their own', () => {
    const d = suppress({ total: 14, min: 5, groups: [g('Dept', 'A', 6), g('Dept', 'B', 6)], overlaps: [] });
    expect(view(d)).toEqual({ 'Dept:': 'BelowFloor', 'Dept:A': 'Complementary', 'Dept:B': 'shown' });
  });

  it('hides a group of another attribute that differs from a shown group by fewer than the floor (g ⊂ h)', () => {
    // Sales (6) are all in Lyon (7): Lyon − Sales would be one person.
    const d = suppress({
      total: 20, min: 5,
      groups: [g('Dept', 'Sales', 6), g('Dept', 'Ops', 14), g('Loc', 'Lyon', 7), g('Loc', 'Paris', 13)],
      overlaps: [{ a: 'Dept', aValue: 'Sales', b: 'Loc', bValue: 'Lyon', forms: 6 }, { a: 'Dept', aValue: 'Ops', b: 'Loc', bValue: 'Lyon', forms: 1 }, { a: 'Dept', aValue: 'Ops', b: 'Loc', bValue: 'Paris', forms: 13 }],
    });
    const shown = d.filter((x) => !x.hidden).map((x) => `${x.attribute}:${x.value}`);
    expect(shown).not.toEqual(expect.arrayContaining(['Dept:Sales', 'Loc:Lyon']));
    // Ops ∪ Lyon is everyone, so Ops − (Overall − Lyon) = Ops ∩ Lyon is one person too: Lyon (smaller) goes, Paris follows as its complement.
    expect(view(d)).toEqual({ 'Dept:Ops': 'shown', 'Dept:Sales': 'shown', 'Loc:Lyon': 'Overlap', 'Loc:Paris': 'Complementary' });
  });

  it('catches the complement case: Overall − h inside g', () => {
    // Everyone but 2 people is in Lyon; Sales (6) includes both non-Lyon people: Sales − (Overall − Lyon) = Sales ∩ Lyon = 4 < 5.
    const d = suppress({
      total: 20, min: 5,
      groups: [g('Dept', 'Sales', 6), g('Dept', 'Ops', 14), g('Loc', 'Lyon', 18), g('Loc', 'Paris', 2)],
      overlaps: [{ a: 'Dept', aValue: 'Sales', b: 'Loc', bValue: 'Lyon', forms: 4 }, { a: 'Dept', aValue: 'Sales', b: 'Loc', bValue: 'Paris', forms: 2 }, { a: 'Dept', aValue: 'Ops', b: 'Loc', bValue: 'Lyon', forms: 14 }],
    });
    // Paris is below the floor, Lyon then hidden as its complement; Dept stays whole.
    expect(view(d)).toMatchObject({ 'Loc:Paris': 'BelowFloor', 'Loc:Lyon': 'Complementary', 'Dept:Sales': 'shown', 'Dept:Ops': 'shown' });
  });

  it('hides a whole attribute when a group grew by fewer than the floor since it was last shown', () => {
    const previous = new Map([['Dept', new Map([['A', 6], ['B', 10]])]]);
    expect(view(suppress({ total: 22, min: 5, groups: [g('Dept', 'A', 7), g('Dept', 'B', 15)], overlaps: [], previous }))).toEqual({ 'Dept:A': 'Changed', 'Dept:B': 'Changed' });
    expect(view(suppress({ total: 26, min: 5, groups: [g('Dept', 'A', 11), g('Dept', 'B', 15)], overlaps: [], previous }))).toEqual({ 'Dept:A': 'shown', 'Dept:B': 'shown' });
  });

  it('refuses an attribute whose values mostly fall below the floor', () => {
    const ids = Array.from({ length: 10 }, (_, i) => g('EmployeeNo', String(i), 1));
    expect(isTooFine(ids, 5)).toBe(true);
    expect(isTooFine([g('Dept', 'A', 2), g('Dept', 'B', 8), g('Dept', 'C', 9)], 5)).toBe(false);
    expect(suppress({ total: 10, min: 5, groups: ids, overlaps: [] }).every((x) => x.reason === 'TooFine')).toBe(true);
  });
});
