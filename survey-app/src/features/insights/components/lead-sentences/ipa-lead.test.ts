import { describe, expect, it } from 'vitest';
import { ipaAreaLead, ipaLead } from './ipa-lead';
import { analysis, areaGroup, ipaItem, wordsIn } from './test-fixtures';

const en = wordsIn('en');

const ITEMS = [
  ipaItem({ Key: 'd:1', Title: 'Decisions are made quickly', Area: 'Process', Gap: 1.4, Quadrant: 'Concentrate here' }),
  ipaItem({ Key: 'd:2', Title: 'Handovers work', Area: 'Process', Gap: 0.9, Quadrant: 'Concentrate here' }),
  ipaItem({ Key: 'd:3', Title: 'Roles are clear', Area: 'Structure', Gap: 0.6, Quadrant: 'Concentrate here' }),
  ipaItem({ Key: 'd:4', Title: 'Shared values', Area: 'Culture', Gap: -0.2 }),
  ipaItem({ Key: 'd:5', Title: 'Meetings', Area: 'Culture', Gap: -0.5, Quadrant: 'Possible overkill' }),
];
const AREAS = [areaGroup('Culture', 3.5), areaGroup('Process', 2.6), areaGroup('Structure', 3)];

describe('ipaLead (the chart of all areas)', () => {
  it('counts the questions in Concentrate here and names the largest gap, from the ranked list', () => {
    expect(ipaLead(analysis(ITEMS, AREAS), en)).toBe(
      '3 of 5 questions fall in “Concentrate here” — important to people but rated low; the largest gap is for “Decisions are made quickly”.',
    );
  });

  it('uses the singular for one question and names it', () => {
    const items = ITEMS.map((i) => (i.Key === 'd:1' ? i : { ...i, Quadrant: 'Keep up the good work' as const }));
    expect(ipaLead(analysis(items, AREAS), en)).toBe(
      '1 of 5 questions falls in “Concentrate here” — important to people but rated low: “Decisions are made quickly”.',
    );
  });

  it('names every question tied for the largest shown gap', () => {
    const items = ITEMS.map((i) => (i.Key === 'd:2' ? { ...i, Gap: 1.401 } : i));
    expect(ipaLead(analysis(items, AREAS), en)).toContain(
      'the largest gap is for “Handovers work” and “Decisions are made quickly”.',
    );
  });

  it('says when no question falls in Concentrate here', () => {
    const items = ITEMS.map((i) => ({ ...i, Quadrant: 'Keep up the good work' as const }));
    expect(ipaLead(analysis(items, AREAS), en)).toBe(
      'None of the 5 questions falls in “Concentrate here”: no question is both important to people and rated low.',
    );
  });

  it('claims no quadrant while a question is withheld (no crosshair for the customer admin)', () => {
    const items = [
      ...ITEMS.map((i) => ({ ...i, Quadrant: null })),
      ipaItem({ Key: 'd:9', Withheld: true, Quadrant: null }),
    ];
    const ipa = analysis(items, AREAS);
    ipa.Overall = { ...ipa.Overall!, Crosshair: null };
    expect(ipaLead(ipa, en)).toBe('Not enough answers yet to place the questions in quadrants.');
  });
});

describe('ipaAreaLead (one area’s chart)', () => {
  it('counts the area’s questions in Concentrate here by the inquiry-wide rule', () => {
    const ipa = analysis(ITEMS, AREAS);
    expect(ipaAreaLead(ipa, 'Process', en)).toBe('In Process, all 2 questions fall in “Concentrate here”.');
    expect(ipaAreaLead(ipa, 'Structure', en)).toBe('In Structure, the only question falls in “Concentrate here”.');
    expect(ipaAreaLead(ipa, 'Culture', en)).toBe('In Culture, none of the 2 questions falls in “Concentrate here”.');
    const mixed = analysis(
      [...ITEMS, ipaItem({ Key: 'd:6', Title: 'Tools fit', Area: 'Process', Quadrant: 'Low priority' })],
      AREAS,
    );
    expect(ipaAreaLead(mixed, 'Process', en)).toBe('In Process, 2 of 3 questions fall in “Concentrate here”.');
  });

  it('has nothing to say for an area without questions', () => {
    expect(ipaAreaLead(analysis(ITEMS, AREAS), 'People', en)).toBeNull();
  });
});
