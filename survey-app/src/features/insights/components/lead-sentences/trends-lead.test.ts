import { describe, expect, it } from 'vitest';
import type { TrendArea, TrendChange, TrendDto, TrendPoint } from '@portal/contracts';
import { trendAreaLead, trendsLead } from './trends-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');

const point = (InquiryId: number, Performance: number | null): TrendPoint => ({
  InquiryId,
  Performance,
  Importance: 3.9,
  N: 8,
  NPerformance: 8,
  NImportance: 8,
  Ci95: { Performance: Performance === null ? null : [Performance - 0.4, Performance + 0.4], Importance: [3.5, 4.3] },
});
const change = (Performance: number, significant: boolean, over: Partial<TrendChange> = {}): TrendChange => ({
  Performance,
  Importance: 0.05,
  Significant: significant,
  PerformanceSignificant: significant,
  ImportanceSignificant: false,
  PerformanceP: significant ? 0.01 : 0.4,
  ImportanceP: 0.8,
  FromInquiryId: 11,
  ToInquiryId: 12,
  ...over,
});
const area = (Area: TrendArea['Area'], before: number, after: number, c: TrendChange | null): TrendArea => ({
  Area,
  Points: [point(11, before), point(12, after), point(13, null)],
  Change: c,
});
const trend = (areas: TrendArea[], over: Partial<TrendDto> = {}): TrendDto => ({
  InquiryId: 13,
  Enough: true,
  RoundsWithFigures: 2,
  MinRespondents: 5,
  Message: null,
  Rounds: [
    { InquiryId: 11, Description: 'Spring 2025', ClosedAt: null, N: 8, HasFigures: true, Enps: null },
    { InquiryId: 12, Description: 'Spring 2026', ClosedAt: null, N: 9, HasFigures: true, Enps: null },
    { InquiryId: 13, Description: 'Autumn 2026', ClosedAt: null, N: 3, HasFigures: false, Enps: null },
  ],
  Areas: areas,
  Questions: [],
  ...over,
});

const culture = area('Culture', 3.2, 3.6, change(0.4, true));
const process = area('Process', 2.9, 2.7, change(-0.2, false));

describe('trendsLead (the rounds of the series)', () => {
  it('counts the areas that changed clearly since the round the change is measured from', () => {
    expect(trendsLead(trend([culture, process]), en)).toBe(
      'Since Spring 2025, 1 of 2 areas changed clearly: Culture rose by 0.40 to 3.60.',
    );
  });

  it('lists several clear changes, down as well as up', () => {
    const people = area('People', 3.8, 3.3, change(-0.5, true));
    expect(trendsLead(trend([culture, people, process]), en)).toBe(
      'Since Spring 2025, 2 of 3 areas changed clearly: Culture rose by 0.40 to 3.60 and People fell by 0.50 to 3.30.',
    );
  });

  it('says every area changed clearly when all did', () => {
    expect(trendsLead(trend([culture]), en)).toBe(
      'Since Spring 2025, the one area with figures changed clearly: Culture rose by 0.40 to 3.60.',
    );
    const people = area('People', 3.8, 3.3, change(-0.5, true));
    expect(trendsLead(trend([culture, people]), en)).toBe(
      'Since Spring 2025, all 2 areas changed clearly: Culture rose by 0.40 to 3.60 and People fell by 0.50 to 3.30.',
    );
  });

  it('says no area changed clearly when every difference could be chance', () => {
    expect(trendsLead(trend([process]), en)).toBe(
      'Since Spring 2025, no area changed clearly: every difference is small enough to be chance.',
    );
  });

  it('says nothing more while the series has no previous round with figures (the tab says so)', () => {
    expect(trendsLead(trend([], { Enough: false, RoundsWithFigures: 1 }), en)).toBeNull();
  });
});

describe('trendAreaLead (one area’s chart)', () => {
  it('words a clear rise with the badge’s change and the latest round’s figure', () => {
    expect(trendAreaLead(trend([culture]), culture, en)).toBe(
      'Since Spring 2025, performance in Culture rose by 0.40 to 3.60 — a clear change.',
    );
  });

  it('says a small fall is too small to call a clear change', () => {
    expect(trendAreaLead(trend([process]), process, en)).toBe(
      'Since Spring 2025, performance in Process fell by 0.20 to 2.70 — too small to call a clear change.',
    );
  });

  it('adds a clear change of importance, so the sentence agrees with the badge', () => {
    const structure = area(
      'Structure',
      3,
      3.05,
      change(0.05, false, { Significant: true, ImportanceSignificant: true, Importance: -0.6 }),
    );
    expect(trendAreaLead(trend([structure]), structure, en)).toBe(
      'Since Spring 2025, performance in Structure rose by 0.05 to 3.05 — too small to call a clear change; importance fell clearly, by 0.60.',
    );
  });

  it('says an unchanged figure stayed, without a verdict', () => {
    const people = area('People', 3.5, 3.5, change(0.001, false));
    expect(trendAreaLead(trend([people]), people, en)).toBe('Since Spring 2025, performance in People stayed at 3.50.');
  });

  it('says there is nothing to compare for an area without a previous figure', () => {
    const people = area('People', 3.5, 3.5, null);
    expect(trendAreaLead(trend([people]), people, en)).toBe(
      'People has figures in fewer than two rounds: there is no change to show yet.',
    );
  });

  it('falls back to "the previous round" when the series does not name it', () => {
    const data = trend([culture], { Rounds: [] });
    expect(trendAreaLead(data, culture, en)).toBe(
      'Since the previous round, performance in Culture rose by 0.40 to 3.60 — a clear change.',
    );
  });
});
