import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenchmarkDto, ImportancePerformanceDto, TrendDto } from '@portal/contracts';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { structureViolations } from '../../../test/axe';
import InsightsPage from './insights-page';
import { analysis, areaGroup, ipaItem } from './lead-sentences/test-fixtures';

const IPA: ImportancePerformanceDto = analysis(
  [
    ipaItem({ Key: 'd:1', Title: 'Shared values', Area: 'Culture', MeanPerformance: 3.6, Gap: 0.1 }),
    ipaItem({
      Key: 'd:2',
      Title: 'Decisions are made quickly',
      Area: 'Process',
      MeanPerformance: 2.6,
      MeanImportance: 4.2,
      Gap: 1.6,
      Quadrant: 'Concentrate here',
      AreaQuadrant: 'Concentrate here',
    }),
  ],
  [areaGroup('Culture', 3.6), areaGroup('Process', 2.6)],
);

const TREND: TrendDto = {
  InquiryId: 5,
  Enough: true,
  RoundsWithFigures: 2,
  MinRespondents: 5,
  Message: null,
  Rounds: [
    { InquiryId: 4, Description: 'Round 2025', ClosedAt: null, N: 6, HasFigures: true, Enps: null },
    { InquiryId: 5, Description: 'Round 2026', ClosedAt: null, N: 7, HasFigures: true, Enps: null },
  ],
  Areas: [
    {
      Area: 'Culture',
      Points: [
        {
          InquiryId: 4,
          Performance: 3.2,
          Importance: 4,
          N: 6,
          NPerformance: 6,
          NImportance: 6,
          Ci95: { Performance: [2.9, 3.5], Importance: [3.7, 4.3] },
        },
        {
          InquiryId: 5,
          Performance: 3.6,
          Importance: 4,
          N: 7,
          NPerformance: 7,
          NImportance: 7,
          Ci95: { Performance: [3.3, 3.9], Importance: [3.7, 4.3] },
        },
      ],
      Change: {
        Performance: 0.4,
        Importance: 0,
        Significant: true,
        PerformanceSignificant: true,
        ImportanceSignificant: false,
        PerformanceP: 0.02,
        ImportanceP: 1,
        FromInquiryId: 4,
        ToInquiryId: 5,
      },
    },
  ],
  Questions: [],
};

const BENCH: BenchmarkDto = {
  InquiryId: 5,
  OrgCount: 6,
  MinOrgs: 5,
  Shown: true,
  Needed: 0,
  State: 'shown',
  Message: null,
  ReleasedAt: null,
  Areas: [
    {
      Area: 'Culture',
      Value: 3.6,
      N: 7,
      Ci95: [3.3, 3.9],
      Benchmark: 3.3,
      BenchmarkCi95: [3, 3.6],
      OrgCount: 6,
      Percentile: 67,
    },
    {
      Area: 'Process',
      Value: 2.6,
      N: 7,
      Ci95: [2.2, 3],
      Benchmark: 3.1,
      BenchmarkCi95: [2.8, 3.4],
      OrgCount: 6,
      Percentile: 17,
    },
  ],
  Questions: [],
  Enps: null,
};

function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({
          Id: 5,
          Description: 'Round 2026',
          InquiryTypeName: 'Health Check',
          Participants: 8,
          CompletedForms: 7,
        });
      if (url.includes('AreaColorResult'))
        return jsonResponse([
          { Area: 'Culture', Color: 'blue' },
          { Area: 'Process', Color: 'yellow' },
        ]);
      if (url.includes('/Insights/ImportancePerformance/5')) return jsonResponse(IPA);
      if (url.includes('InputResult'))
        return jsonResponse({
          CultureArray: [{ Questiondescription: 'Shared values', AverageRating: 3.6, AverageValue: 3.7 }],
          PeopleArray: [],
          ProcessArray: [{ Questiondescription: 'Decisions are made quickly', AverageRating: 2.6, AverageValue: 4.2 }],
          StructureArray: [],
        });
      if (url.includes('/Insights/Trend/5')) return jsonResponse(TREND);
      if (url.includes('/Insights/Benchmark/5')) return jsonResponse(BENCH);
      if (url.endsWith('/api/People/Attributes')) return jsonResponse([]);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = (tab: string) => {
  mockApi();
  signIn('CustomerAdmin');
  return renderRoutes(routes, `/customerAdmin/dashboard/view-insights/5/${tab}`);
};

/** The closed note a text sits in, or null when the text is shown up front. */
const noteOf = (text: string | RegExp) => screen.getByText(text).closest('details.how-calculated');

afterEach(() => vi.unstubAllGlobals());

describe('plain words first', () => {
  it('overview: opens with the lowest and highest area, the method in a closed note that opens like a button', async () => {
    open('overview');
    const lead = await screen.findByText('Performance is lowest in Process (2.60 of 5) and highest in Culture (3.60).');
    const tiles = document.querySelector('.area-tiles')!;
    // The sentence comes before the tiles it sums up.
    expect(lead.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const summary = screen.getByText('How this is calculated');
    expect(summary.tagName).toBe('SUMMARY');
    const note = summary.closest('details')!;
    expect(note.open).toBe(false);
    expect(noteOf(/^Mean performance and importance on the 1–5 scale/)).toBe(note);
    expect(noteOf(/^The colour follows the mean performance as shown: Strength from 3\.75/)).toBe(note);
    fireEvent.click(summary);
    expect(note.open).toBe(true);
    expect(await structureViolations()).toEqual([]);
  });

  it('inputs: the importance-performance chart opens with its quadrant count; crosshair and quadrant rule wait in the note', async () => {
    open('inputs');
    await screen.findByText(
      '1 of 2 questions falls in “Concentrate here” — important to people but rated low: “Decisions are made quickly”.',
    );
    expect(screen.getByText('In Process, the only question falls in “Concentrate here”.')).toBeTruthy();
    expect(screen.getByText('“Decisions are made quickly”: performance 2.60 of 5, importance 4.20.')).toBeTruthy();
    // The crosshair is named in the notes only, never in the charts' captions.
    const crosshair = screen.getAllByText(/^Solid lines: the crosshair at the mean of the item means/);
    expect(crosshair.length).toBeGreaterThan(0);
    for (const text of crosshair) expect(text.closest('details.how-calculated')).not.toBeNull();
    for (const caption of document.querySelectorAll('figcaption'))
      expect(caption.textContent).not.toMatch(/crosshair/i);
    expect(noteOf(/^Each question is placed at its mean performance/)).not.toBeNull();
    expect(screen.getAllByText(/^The solid crosshair splits the chart into four quadrants/).length).toBe(3);
    expect(await structureViolations()).toEqual([]);
  });

  it('trends: a lead for the series and one per area; the 95% interval and Welch’s test only in the notes', async () => {
    open('trends');
    await screen.findByText(
      'Since Round 2025, the one area with figures changed clearly: Culture rose by 0.40 to 3.60.',
    );
    expect(
      screen.getByText('Since Round 2025, performance in Culture rose by 0.40 to 3.60 — a clear change.'),
    ).toBeTruthy();
    for (const text of screen.getAllByText(/Welch’s t-test|Welch's t-test/))
      expect(text.closest('details.how-calculated')).not.toBeNull();
    expect(noteOf(/^Each point is one round of this inquiry series/)).not.toBeNull();
    // The detailed figures stay in view: each round with its interval.
    expect(screen.getAllByText(/Performance: 3\.60 \(95% CI 3\.30–3\.90, N 7\)/).length).toBeGreaterThan(0);
    expect(await structureViolations()).toEqual([]);
  });

  it('benchmark: opens with where the organisation stands; the percentile rule waits in the note', async () => {
    open('benchmark');
    await screen.findByText(
      'Your organisation is above the benchmark in 1 of 2 areas; Process is furthest below it (2.60 against 3.10).',
    );
    const percentile = screen.getAllByText(/The percentile is the share of those organisations below your mean\./);
    expect(percentile.length).toBe(2);
    for (const text of percentile) expect(text.closest('details.how-calculated')).not.toBeNull();
    expect(screen.getByText('Percentile 67')).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });
});
