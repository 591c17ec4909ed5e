import { describe, expect, it } from 'vitest';
import type { HeatmapDto, HeatmapSegment } from '../../api/get-heatmap';
import { heatmapLead } from './heatmap-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');
type Figures = Partial<Record<'Culture' | 'People' | 'Process' | 'Structure', number | null>>;
const areas = (figures: Figures, withheld: string[] = []) =>
  Object.entries(figures).map(([Area, Performance]) => ({
    Area: Area as 'Culture',
    Performance: withheld.includes(Area) ? null : (Performance ?? null),
    Importance: null,
    Gap: null,
    Withheld: withheld.includes(Area),
  }));
const segment = (Value: string, figures: Figures, over: Partial<HeatmapSegment> = {}): HeatmapSegment => ({
  Value,
  NoValue: false,
  N: 6,
  Hidden: false,
  HiddenReason: null,
  HiddenMessage: null,
  RolledUp: false,
  Members: [],
  Areas: areas(figures),
  Questions: [],
  ...over,
});
const heatmap = (segments: HeatmapSegment[]): HeatmapDto => ({
  Gated: false,
  MinRespondents: 5,
  CompletedForms: 18,
  Needed: 0,
  Message: null,
  SnapshotTakenAt: null,
  SnapshotForms: null,
  By: 'Department',
  Overall: { N: 18, Areas: areas({ Culture: 3.5, Process: 2.6 }), Questions: [] },
  Segments: segments,
});

describe('heatmapLead', () => {
  it('names the group and area furthest from everyone, with both printed figures and their difference', () => {
    const data = heatmap([
      segment('Sales', { Culture: 3.6, Process: 2.15 }),
      segment('Finance', { Culture: 3.3, Process: 2.9 }),
    ]);
    expect(heatmapLead(data, en)).toBe(
      'Among the groups by Department, Sales in Process is furthest below everyone: 2.15 against 2.60 in the Overall column (−0.45).',
    );
  });

  it('says above when the furthest group is above everyone', () => {
    const data = heatmap([segment('Finance', { Culture: 4.25, Process: 2.7 })]);
    expect(heatmapLead(data, en)).toBe(
      'Among the groups by Department, Finance in Culture is furthest above everyone: 4.25 against 3.50 in the Overall column (+0.75).',
    );
  });

  it('names every place tied for the largest difference of the printed figures', () => {
    const data = heatmap([segment('Sales', { Process: 2.3 }), segment('HR', { Culture: 3.8 })]);
    expect(heatmapLead(data, en)).toBe(
      'Among the groups by Department, Sales in Process and HR in Culture are furthest from everyone, by 0.30 points each.',
    );
  });

  it('leaves out hidden groups and withheld cells, and says when no group can be shown', () => {
    const hidden = segment('Legal', {}, { Hidden: true, HiddenReason: 'BelowFloor', N: null, Areas: [] });
    const withheld = segment('Ops', {}, { Areas: areas({ Process: 1 }, ['Process']) });
    expect(heatmapLead(heatmap([hidden, withheld]), en)).toBe(
      'No group by Department can be shown on its own yet: only everyone’s figures are shown.',
    );
  });

  it('says every group matches everyone when no printed figure differs', () => {
    expect(heatmapLead(heatmap([segment('Sales', { Culture: 3.501, Process: 2.6 })]), en)).toBe(
      'Every group shown by Department has the same performance as everyone in each area.',
    );
  });

  it('names a rolled-up group as the table does', () => {
    const other = segment('', { Process: 1.9 }, { RolledUp: true, Members: ['HR', 'Legal'] });
    expect(heatmapLead(heatmap([other]), en)).toContain('Other (HR, Legal) in Process is furthest below everyone');
  });
});
