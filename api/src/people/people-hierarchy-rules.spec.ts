import { hierarchyProblems, managerChain } from './people-hierarchy-rules';

describe('Reporting hierarchy rules', () => {
  const directory = new Map<string, string | null>([
    ['ceo@x.test', null],
    ['vp@x.test', 'ceo@x.test'],
    ['lead@x.test', 'vp@x.test'],
  ]);

  it('accepts a tree, managers named by later rows included', () => {
    expect(
      hierarchyProblems(directory, [
        { row: 2, email: 'dev@x.test', manager: 'new@x.test' },
        { row: 3, email: 'new@x.test', manager: 'lead@x.test' },
        { row: 4, email: 'vp@x.test', manager: '' },
      ]).size,
    ).toBe(0);
  });

  it('names each refused row: self, unknown, and every row of a cycle, however long', () => {
    const problems = hierarchyProblems(directory, [
      { row: 2, email: 'a@x.test', manager: 'a@x.test' },
      { row: 3, email: 'b@x.test', manager: 'ghost@x.test' },
      { row: 4, email: 'ceo@x.test', manager: 'lead@x.test' },
      { row: 5, email: 'c@x.test', manager: 'ceo@x.test' },
    ]);
    expect([...problems.keys()]).toEqual([2, 3, 4]);
    expect(problems.get(4)).toEqual([
      'ManagerEmail: This would make a reporting cycle (ceo@x.test → lead@x.test → vp@x.test → ceo@x.test)',
    ]);
  });

  it('follows a chain upwards, nearest manager first, and stops at a loop', () => {
    expect(managerChain('lead@x.test', (e) => directory.get(e))).toEqual(['vp@x.test', 'ceo@x.test']);
    const loop = new Map([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(managerChain('a', (e) => loop.get(e))).toEqual(['b']);
  });
});
