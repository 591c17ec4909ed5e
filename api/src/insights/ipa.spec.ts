import { analyse, focusFromGap, ItemAggregate, quadrantOf, round, stems, suggestFocus } from './ipa';

/** Builds an item aggregate from raw (performance, importance) answers, 0 = DK, the way SQL sums them. */
function item(
  id: number,
  area: ItemAggregate['area'],
  title: string,
  answers: [number, number][],
  isCustom = false,
  description = '',
): ItemAggregate {
  const vp = answers.filter(([p]) => p > 0);
  const vi = answers.filter(([, i]) => i > 0);
  const pairs = answers.filter(([p, i]) => p > 0 && i > 0);
  return {
    id,
    isCustom,
    title,
    description,
    area,
    answers: answers.length,
    sumPerformance: vp.reduce((s, [p]) => s + p, 0),
    nPerformance: vp.length,
    sumImportance: vi.reduce((s, [, i]) => s + i, 0),
    nImportance: vi.length,
    sumPairDiff: pairs.reduce((s, [p, i]) => s + (i - p), 0),
    nPairs: pairs.length,
    dkPerformance: answers.filter(([p]) => p === 0).length,
    dkImportance: answers.filter(([, i]) => i === 0).length,
  };
}

// The hand-computed fixture (also used by test/insights.e2e-spec.ts): five completed forms.
const A = item(1, 'Culture', 'Appetite for change', [
  [3, 5],
  [2, 4],
  [0, 4],
  [3, 0],
  [3, 5],
]);
const C = item(
  7,
  'Culture',
  'Team spirit',
  [
    [4, 3],
    [4, 2],
    [5, 3],
    [4, 3],
    [3, 4],
  ],
  true,
);
const B = item(
  2,
  'People',
  'Digital skills',
  [
    [2, 5],
    [2, 4],
    [3, 5],
    [1, 4],
    [2, 0],
  ],
  false,
  'Staff have the digital skills their work requires.',
);
const D = item(3, 'Process', 'Automation', [
  [3, 2],
  [4, 3],
  [0, 0],
  [0, 2],
  [3, 2],
]);
const E = item(
  4,
  'Structure',
  'Data ownership',
  [
    [2, 3],
    [3, 2],
    [3, 3],
    [2, 2],
    [0, 0],
  ],
  false,
  'Every important data set has a clear owner.',
);

describe('importance-performance analysis', () => {
  const a = analyse([A, C, B, D, E], 'mean', 0.3);
  const byTitle = (t: string) => a.items.find((i) => i.title === t)!;

  it('excludes DK from each mean separately and takes the gap over valid pairs only', () => {
    const appetite = byTitle('Appetite for change');
    expect(appetite.meanPerformance).toBe(11 / 4); // 3,2,3,3
    expect(appetite.meanImportance).toBe(18 / 4); // 5,4,4,5
    expect(appetite.gap).toBe(2); // pairs (3,5) (2,4) (3,5): 2,2,2
    expect(appetite.n).toBe(3);
    // Not the difference of the means, which mixes respondents: 4.5 − 2.75 = 1.75.
    expect(appetite.meanImportance! - appetite.meanPerformance!).toBe(1.75);
    expect(appetite.dkShare).toBe(0.4);
    expect(appetite.dkPerformanceShare).toBe(0.2);
    expect(appetite.dkImportanceShare).toBe(0.2);
    expect(appetite.dkFlagged).toBe(true);
    const automation = byTitle('Automation');
    expect([automation.meanPerformance, automation.meanImportance, automation.gap, automation.n]).toEqual([
      10 / 3,
      9 / 4,
      -1,
      3,
    ]);
    expect(automation.dkShare).toBe(0.4);
    expect(byTitle('Digital skills')).toMatchObject({
      meanPerformance: 2,
      meanImportance: 4.5,
      gap: 2.5,
      n: 4,
      dkShare: 0.2,
      dkFlagged: false,
    });
    expect(byTitle('Team spirit')).toMatchObject({
      meanPerformance: 4,
      meanImportance: 3,
      gap: -1,
      n: 5,
      dkShare: 0,
      key: 'c:7',
    });
  });

  it('puts the crosshair at the grand means of the item means and classifies the quadrants', () => {
    expect(a.overall.meanCrosshair!.performance).toBeCloseTo((2.75 + 4 + 2 + 10 / 3 + 2.5) / 5, 12);
    expect(a.overall.meanCrosshair!.importance).toBeCloseTo((4.5 + 3 + 4.5 + 2.25 + 2.5) / 5, 12);
    expect(round(a.overall.crosshair!.performance)).toBe(2.92);
    expect(round(a.overall.crosshair!.importance)).toBe(3.35);
    expect(Object.fromEntries(a.overall.quadrants)).toEqual({
      'd:1': 'Concentrate here',
      'c:7': 'Possible overkill',
      'd:2': 'Concentrate here',
      'd:3': 'Possible overkill',
      'd:4': 'Low priority',
    });
    // Ranked by gap: Digital skills (2.5) before Appetite for change (2.0).
    expect(a.overall.concentrateHere).toEqual(['d:2', 'd:1']);
    expect(a.overall.dkShare).toBe(6 / 25);
    expect(a.overall.dkFlagged).toBe(false);
    expect(a.overall.meanGap).toBeCloseTo(0.5, 12);
    expect(a.overall.meanPositiveGap).toBeCloseTo(0.9, 12);
  });

  it("gives an area the inquiry's crosshair and labels, its own figure and its pooled DK share", () => {
    const culture = a.areas.find((x) => x.area === 'Culture')!.figures;
    expect(culture.crosshair).toEqual(a.overall.crosshair);
    expect(culture.quadrants.get('d:1')).toBe('Concentrate here');
    expect(culture.quadrants.get('c:7')).toBe('Possible overkill');
    expect(culture.concentrateHere).toEqual(['d:1']);
    // The area's figure: its library questions' means (Team spirit is a custom question of this inquiry only).
    expect(culture.meanCrosshair).toEqual({ performance: 2.75, importance: 4.5 });
    expect([culture.answers, culture.dkAnswers, culture.dkShare, culture.dkFlagged]).toEqual([10, 2, 0.2, false]);
    const process = a.areas.find((x) => x.area === 'Process')!.figures;
    expect([process.dkShare, process.dkFlagged]).toEqual([0.4, true]);
    // A single item is not measured against itself: Digital skills is "Concentrate here" in People as overall
    // (against its own area mean it would sit on the crosshair and read "Keep up the good work").
    const people = a.areas.find((x) => x.area === 'People')!.figures;
    expect(people.quadrants.get('d:2')).toBe('Concentrate here');
    expect(people.concentrateHere).toEqual(['d:2']);
    for (const { figures } of a.areas)
      for (const [key, label] of figures.quadrants) expect([key, label]).toEqual([key, a.overall.quadrants.get(key)]);
  });

  it('decides a quadrant on the figures as shown: an item printed at the crosshair is on it, not below', () => {
    const crosshair = { performance: 3.004, importance: 3 };
    expect(quadrantOf({ meanPerformance: 2.996, meanImportance: 4 }, crosshair)).toBe('Keep up the good work');
    expect(quadrantOf({ meanPerformance: 2.994, meanImportance: 4 }, crosshair)).toBe('Concentrate here');
  });

  it('uses the scale midpoint 3 with the midpoint convention and always reports the mean crosshair', () => {
    const m = analyse([A, C, B, D, E], 'midpoint', 0.3);
    expect(m.overall.crosshair).toEqual({ performance: 3, importance: 3 });
    expect(round(m.overall.meanCrosshair!.performance)).toBe(2.92);
    expect(m.overall.quadrants.get('c:7')).toBe('Keep up the good work');
    expect(m.overall.quadrants.get('d:4')).toBe('Low priority');
    expect(m.overall.concentrateHere).toEqual(['d:2', 'd:1']);
  });

  it('flags strictly above the threshold, and leaves an all-DK item unplotted', () => {
    expect(analyse([A], 'mean', 0.4).items[0].dkFlagged).toBe(false);
    expect(analyse([A], 'mean', 0.39).items[0].dkFlagged).toBe(true);
    const allDk = analyse(
      [
        item(9, 'People', 'Unknown', [
          [0, 0],
          [0, 3],
        ]),
        B,
      ],
      'mean',
      0.3,
    );
    expect(allDk.items[0]).toMatchObject({
      meanPerformance: null,
      meanImportance: 3,
      gap: null,
      n: 0,
      dkShare: 1,
      dkFlagged: true,
    });
    expect(allDk.overall.quadrants.get('d:9')).toBeNull();
    // The unplotted item does not move the crosshair.
    expect(allDk.overall.crosshair).toEqual({ performance: 2, importance: 4.5 });
    const none = analyse([item(9, 'People', 'Unanswered', [])], 'mean', 0.3);
    expect(none.items[0]).toMatchObject({ answers: 0, dkShare: null, dkFlagged: false });
    expect(none.overall.crosshair).toBeNull();
  });

  it('classifies on the lines as high', () => {
    const c = { performance: 3, importance: 3 };
    expect(quadrantOf({ meanPerformance: 3, meanImportance: 3 }, c)).toBe('Keep up the good work');
    expect(quadrantOf({ meanPerformance: 2.99, meanImportance: 3 }, c)).toBe('Concentrate here');
    expect(quadrantOf({ meanPerformance: 2.99, meanImportance: 2.99 }, c)).toBe('Low priority');
    expect(quadrantOf({ meanPerformance: 3, meanImportance: 2.99 }, c)).toBe('Possible overkill');
  });
});

describe('suggested level of focus', () => {
  const a = analyse([A, C, B, D, E], 'mean', 0.3);

  it('scales a mean positive gap to 0-5 (2 points or more = 5)', () => {
    expect([null, -1, 0, 0.19, 0.2, 0.6, 1, 1.2, 1.6, 2, 3].map(focusFromGap)).toEqual([
      0, 0, 0, 0, 1, 2, 3, 3, 4, 5, 5,
    ]);
  });

  it('relates a recommendation to the area whose items share its words', () => {
    expect(stems('Run a digital skills baseline assessment.')).toEqual(new Set(['digit', 'skill', 'basel', 'asses']));
    const skills = suggestFocus('Run a digital skills baseline assessment.', a);
    expect(skills).toMatchObject({
      areas: ['People'],
      basis: 'area',
      levelOfFocus: 5,
      meanPositiveGap: 2.5,
      matched: ['digit', 'skill'],
    });
    expect(skills.note).toBe(
      'Suggested 5 from People (mean positive gap 2.50 over 1 item(s); matched: digit, skill). Overwrite as needed.',
    );
    const owners = suggestFocus('Appoint data owners for the five most used data sets.', a);
    expect(owners).toMatchObject({ areas: ['Structure'], levelOfFocus: 0, meanPositiveGap: 0 });
    // Culture: gaps 2 and −1 → mean positive gap (2 + 0) / 2 = 1 → round(2.5) = 3.
    expect(suggestFocus('Strengthen the culture of the organisation.', a)).toMatchObject({
      areas: ['Culture'],
      levelOfFocus: 3,
      meanPositiveGap: 1,
    });
  });

  it('falls back to the inquiry-wide gaps when no area matches, and pools tied areas', () => {
    const none = suggestFocus('Hold a quarterly offsite.', a);
    // (2 + 0 + 2.5 + 0 + 0) / 5 = 0.9 → round(2.25) = 2
    expect(none).toMatchObject({ areas: [], basis: 'inquiry', levelOfFocus: 2 });
    expect(none.note).toContain('from the whole inquiry');
    const tie = suggestFocus('Align culture and process.', a);
    // Culture (2, −1) and Process (−1): (2 + 0 + 0) / 3 = 0.667 → round(1.67) = 2
    expect(tie).toMatchObject({ areas: ['Culture', 'Process'], levelOfFocus: 2 });
  });
});
