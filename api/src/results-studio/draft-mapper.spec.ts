import type { DraftContentDto } from './dto/result-draft.dto';
import type { DraftContent } from './draft-content';
import { contentOf, wireContent } from './draft-mapper';

const WIRE: DraftContentDto = {
  Findings: [{ Area: 'Culture', Text: 'A finding' }],
  AdvanceInsights: [{ Area: 'People', Text: 'A scenario' }],
  Recommendations: [{ Detail: 'A recommendation', LevelOfFocus: 4 }],
  Roadmap: [{ Step: 1, Title: 'First', BriefDescription: 'Brief', Detail: 'Detail' }],
  AreaColors: [{ Area: 'Process', Color: 'green' }],
  Inputs: [{ Area: 'Structure', Question: 'Q', AverageRating: 3.5, AverageValue: null, AverageDifference: -0.25 }],
};

const STORED: DraftContent = {
  findings: [{ area: 'Culture', text: 'A finding' }],
  advanceInsights: [{ area: 'People', text: 'A scenario' }],
  recommendations: [{ detail: 'A recommendation', levelOfFocus: 4 }],
  roadmap: [{ step: 1, title: 'First', briefDescription: 'Brief', detail: 'Detail' }],
  areaColors: [{ area: 'Process', color: 'green' }],
  inputs: [{ area: 'Structure', question: 'Q', averageRating: 3.5, averageValue: null, averageDifference: -0.25 }],
};

describe('draft mapper', () => {
  it('maps every field of every section from the wire and back', () => {
    expect(contentOf(WIRE)).toStrictEqual(STORED);
    expect(wireContent(STORED)).toStrictEqual(WIRE);
    expect(JSON.stringify(contentOf(WIRE))).toBe(JSON.stringify(STORED));
  });

  it('keeps Inputs null (computed from the answers), absent Inputs included', () => {
    const { Inputs: _, ...withoutInputs } = WIRE;
    expect(contentOf({ ...WIRE, Inputs: null }).inputs).toBeNull();
    expect(contentOf(withoutInputs as DraftContentDto).inputs).toBeNull();
    expect(wireContent({ ...STORED, inputs: null }).Inputs).toBeNull();
    expect(contentOf({ ...WIRE, Inputs: [] }).inputs).toEqual([]);
  });

  it('copies only the listed fields', () => {
    const extra = {
      ...WIRE,
      Findings: [{ Area: 'Culture', Text: 'x', Secret: 1 } as never],
      Other: 2,
    } as DraftContentDto;
    expect(contentOf(extra).findings).toStrictEqual([{ area: 'Culture', text: 'x' }]);
    expect(Object.keys(contentOf(extra))).toEqual(Object.keys(STORED));
  });
});
