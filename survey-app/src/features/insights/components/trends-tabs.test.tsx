import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenchmarkDto, TrendDto } from '@portal/contracts';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import InsightsPage from './insights-page';

const point = (InquiryId: number, Performance: number | null, low: number, high: number) => ({
  InquiryId,
  Performance,
  Importance: 4,
  N: 5,
  NPerformance: 5,
  NImportance: 5,
  Ci95: { Performance: Performance === null ? null : [low, high], Importance: [3.5, 4.5] },
});
const change = (Significant: boolean) => ({
  Performance: 1.17,
  Importance: 0,
  Significant,
  PerformanceSignificant: Significant,
  ImportanceSignificant: false,
  PerformanceP: 0.027,
  ImportanceP: 1,
  FromInquiryId: 4,
  ToInquiryId: 5,
});

const TREND: TrendDto = {
  InquiryId: 5,
  Enough: true,
  RoundsWithFigures: 2,
  MinRespondents: 5,
  Message: null,
  Rounds: [
    { InquiryId: 4, Description: 'Round 2025', ClosedAt: null, N: 5, HasFigures: true, Enps: null },
    { InquiryId: 5, Description: 'Round 2026', ClosedAt: null, N: 6, HasFigures: true, Enps: null },
  ],
  Areas: [{ Area: 'Culture', Points: [point(4, 3, 2.12, 3.88), point(5, 4.17, 3.38, 4.96)], Change: change(true) }],
  Questions: [
    {
      Id: 1,
      Title: 'Shared values',
      Area: 'Culture',
      Points: [point(4, 3, 2.12, 3.88), point(5, 4.17, 3.38, 4.96)],
      Change: change(true),
    },
  ],
};
const NOT_ENOUGH: TrendDto = { ...TREND, Enough: false, RoundsWithFigures: 1, Areas: [], Questions: [] };
const item = {
  Value: 3,
  N: 5,
  Ci95: [2.12, 3.88],
  Benchmark: 3.32,
  BenchmarkCi95: [2.07, 4.57],
  OrgCount: 5,
  Percentile: 40,
};
const BENCH: BenchmarkDto = {
  InquiryId: 5,
  OrgCount: 5,
  MinOrgs: 5,
  Shown: true,
  Needed: 0,
  State: 'shown',
  Message: null,
  ReleasedAt: null,
  Areas: [{ Area: 'Culture', ...item }],
  Questions: [
    {
      Id: 1,
      Title: 'Shared values',
      Area: 'Culture',
      ...item,
      Benchmark: null,
      BenchmarkCi95: null,
      Percentile: null,
      OrgCount: 4,
    },
  ],
  Enps: null,
};

function mockApi(trend: TrendDto, bench: BenchmarkDto) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({ Id: 5, Description: 'Round 2026', InquiryTypeName: 'Health Check' });
      if (url.includes('/Insights/Trend/5')) return jsonResponse(trend);
      if (url.includes('/Insights/Benchmark/5')) return jsonResponse(bench);
      if (url.endsWith('/api/People/Attributes')) return jsonResponse([]);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = (tab: string) => renderRoutes(routes, `/customerAdmin/dashboard/view-insights/5/${tab}`);

afterEach(() => vi.unstubAllGlobals());

describe('Trends and Benchmark tabs', () => {
  it('lists the rounds and words each point with its interval and a significant change', async () => {
    mockApi(TREND, BENCH);
    signIn('CustomerAdmin');
    open('trends');
    expect(await screen.findByRole('heading', { name: 'Culture' })).toBeTruthy();
    expect(screen.getAllByText(/Significant change/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Performance: 4\.17 \(95% CI 3\.38–4\.96, N 5\)/).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(/Since the previous round: performance \+1\.17, importance 0\.00/).length,
    ).toBeGreaterThan(0);
  });

  it('says a series with one round with figures is not enough', async () => {
    mockApi(NOT_ENOUGH, BENCH);
    signIn('CustomerAdmin');
    open('trends');
    expect(
      await screen.findByText(
        'A trend needs at least two rounds with figures (results published, at least 5 completed forms each); this series has 1.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Culture' })).toBeNull();
  });

  it('shows ours against the benchmark with the percentile, and says when too few organisations rated a question', async () => {
    mockApi(TREND, BENCH);
    signIn('CustomerAdmin');
    open('benchmark');
    expect(await screen.findByRole('heading', { name: 'Benchmark of 5 organisations' })).toBeTruthy();
    expect(screen.getByText('Percentile 40')).toBeTruthy();
    expect(screen.getByText('Too few organisations rated this question for a benchmark.')).toBeTruthy();
  });

  it('says how many more organisations a benchmark needs', async () => {
    mockApi(TREND, {
      ...BENCH,
      Shown: false,
      OrgCount: 3,
      Needed: 2,
      State: 'not-enough-organisations',
      Areas: [],
      Questions: [],
    });
    signIn('CustomerAdmin');
    open('benchmark');
    expect(
      await screen.findByText(
        'The benchmark appears once 5 organisations have published results of this inquiry type: 2 more needed.',
      ),
    ).toBeTruthy();
  });
});
