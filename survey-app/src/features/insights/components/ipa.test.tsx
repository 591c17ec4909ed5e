import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import type { ImportancePerformanceDto as ImportancePerformance, IpaGroup, IpaItem } from '@portal/contracts';
import { ANONYMITY_TEXTS } from '@portal/contracts';
import { fmtGap, pct } from './ipa-format';
import InsightsPage from './insights-page';

const item = (over: Partial<IpaItem>): IpaItem => ({
  Key: 'd:1',
  Id: 1,
  IsCustomQuestion: false,
  Title: 'T',
  Description: 'D',
  Area: 'Culture',
  MeanPerformance: 3,
  MeanImportance: 3,
  Gap: 0,
  N: 8,
  NPerformance: 8,
  NImportance: 8,
  Answers: 8,
  DkShare: 0,
  DkPerformanceShare: 0,
  DkImportanceShare: 0,
  DkFlagged: false,
  Quadrant: null,
  AreaQuadrant: null,
  Withheld: false,
  ...over,
});

const group = (over: Partial<IpaGroup>): IpaGroup => ({
  Crosshair: { Performance: 3.27, Importance: 3.52 },
  MeanCrosshair: { Performance: 3.27, Importance: 3.52 },
  Midpoint: { Performance: 3, Importance: 3 },
  Items: 2,
  Answers: 16,
  DkAnswers: 0,
  DkShare: 0,
  DkFlagged: false,
  MeanGap: 0,
  MeanPositiveGap: 0,
  ConcentrateHere: [],
  Withheld: false,
  ...over,
});

const ITEMS: IpaItem[] = [
  item({
    Key: 'd:1',
    Title: 'Shared values',
    Area: 'Culture',
    MeanPerformance: 3.71,
    MeanImportance: 3.71,
    Gap: 0,
    DkShare: 0.125,
    Quadrant: 'Keep up the good work',
    AreaQuadrant: 'Keep up the good work',
  }),
  item({
    Key: 'd:2',
    Title: 'Openness to feedback',
    Area: 'Culture',
    MeanPerformance: 4,
    MeanImportance: 4.2,
    Gap: 0.2,
    N: 5,
    DkShare: 0.375,
    DkFlagged: true,
    Quadrant: 'Keep up the good work',
    AreaQuadrant: 'Keep up the good work',
  }),
  item({
    Key: 'd:3',
    Title: 'Leadership visibility',
    Area: 'People',
    MeanPerformance: 4,
    MeanImportance: 3.43,
    Gap: -0.57,
    Quadrant: 'Possible overkill',
    AreaQuadrant: 'Possible overkill',
  }),
  item({
    Key: 'c:4',
    Title: 'Documented processes',
    IsCustomQuestion: true,
    Area: 'Process',
    MeanPerformance: 2.17,
    MeanImportance: 3.67,
    Gap: 1.5,
    DkShare: 0.25,
    Quadrant: 'Concentrate here',
    AreaQuadrant: 'Concentrate here',
  }),
  item({
    Key: 'd:5',
    Title: 'Continuous improvement',
    Area: 'Process',
    MeanPerformance: 3.14,
    MeanImportance: 3.57,
    Gap: 0.43,
    Quadrant: 'Concentrate here',
    AreaQuadrant: 'Concentrate here',
  }),
  item({
    Key: 'd:6',
    Title: 'Decision speed',
    Area: 'Structure',
    MeanPerformance: 2.71,
    MeanImportance: 3.14,
    Gap: 0.43,
    Quadrant: 'Low priority',
    AreaQuadrant: 'Low priority',
  }),
  item({
    Key: 'd:7',
    Title: 'Never rated',
    Area: 'Structure',
    MeanPerformance: null,
    MeanImportance: null,
    Gap: null,
    N: 0,
    DkShare: 1,
    DkFlagged: true,
  }),
];
const ranked = (i: IpaItem, Rank: number) => ({
  Rank,
  Key: i.Key,
  Id: i.Id,
  IsCustomQuestion: i.IsCustomQuestion,
  Title: i.Title,
  Area: i.Area,
  Gap: i.Gap,
  MeanPerformance: i.MeanPerformance,
  MeanImportance: i.MeanImportance,
});

const IPA: ImportancePerformance = {
  InquiryId: 5,
  Published: true,
  Gated: false,
  MinRespondents: 5,
  CompletedForms: 8,
  Needed: 0,
  Message: null,
  SnapshotTakenAt: null,
  SnapshotForms: null,
  Settings: { CrosshairConvention: 'mean', ScaleMin: 1, ScaleMax: 5, Midpoint: 3, DkFlagThreshold: 0.3 },
  Overall: group({ Items: 7, DkShare: 0.1719, ConcentrateHere: [ranked(ITEMS[3], 1), ranked(ITEMS[4], 2)] }),
  Areas: [
    { Area: 'Culture', ...group({ DkShare: 0.25, DkFlagged: false }) },
    { Area: 'People', ...group({ DkShare: 0.125 }) },
    {
      Area: 'Process',
      ...group({ DkShare: 0.3125, DkFlagged: true, ConcentrateHere: [ranked(ITEMS[3], 1), ranked(ITEMS[4], 2)] }),
    },
    { Area: 'Structure', ...group({ DkShare: 0.5, DkFlagged: true, ConcentrateHere: [] }) },
  ],
  Items: ITEMS,
};

const INPUTS = {
  CultureArray: [{ Questiondescription: 'Our values guide decisions', AverageRating: 3.71, AverageValue: 3.71 }],
  PeopleArray: [],
  ProcessArray: [],
  StructureArray: [],
};
const GATE = {
  Gated: true,
  MinRespondents: 5,
  CompletedForms: 1,
  Needed: 4,
  SnapshotTakenAt: null,
  SnapshotForms: null,
  Message: ANONYMITY_TEXTS.awaitingPublication(5, 4),
};

function mockApi(ipa: unknown, inputs: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({ Id: 5, Description: 'Health check', InquiryTypeName: 'Health Check' });
      if (url.includes('/Insights/ImportancePerformance/5')) return jsonResponse(ipa);
      if (url.includes('InputResult/5')) return jsonResponse(inputs);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const routes = [
  { path: '/superAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="SuperAdmin" /> },
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = (group = 'customerAdmin') => renderRoutes(routes, `/${group}/dashboard/view-insights/5/inputs`);

beforeEach(() => {
  signIn('CustomerAdmin');
  // jsdom has no canvas: chart.js gets no context and draws nothing, the DOM around it is what is tested.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const error = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Failed to create chart')) error(...args);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('importance-performance on the inputs tab', () => {
  it('draws the overall chart with its caption, the quadrant key with counts and the ranked Concentrate here list', async () => {
    mockApi(IPA, INPUTS);
    open();
    const section = (await screen.findByRole('heading', { name: 'Importance-performance analysis' })).closest(
      'section',
    )!;
    const ipa = within(section);
    expect(ipa.getByRole('img', { name: /All areas: importance-performance chart of 6 items/ })).toBeTruthy();
    expect(
      ipa.getByText(
        /crosshair at the mean of the item means \(performance 3\.27, importance 3\.52\); dashed lines: the scale midpoint 3/,
      ),
    ).toBeTruthy();

    const key = ipa.getAllByRole('list', { name: 'Quadrants' })[0];
    const entries = within(key)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/^▲Concentrate here \(2\) Important, performing below the crosshair$/),
      expect.stringMatching(/^●Keep up the good work \(2\)/),
      expect.stringMatching(/^■Low priority \(1\)/),
      expect.stringMatching(/^◆Possible overkill \(1\)/),
    ]);

    const list = ipa.getByRole('table', { name: 'Ranked by gap, largest first' });
    const rows = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent)
          .concat(within(r).getByRole('rowheader').textContent!),
      );
    expect(rows).toEqual([
      ['1', 'Process', '+1.50', '2.17', '3.67', 'Documented processes'],
      ['2', 'Process', '+0.43', '3.14', '3.57', 'Continuous improvement'],
    ]);
  });

  it("draws one chart per area with the inquiry's labels, numbers its points as overall, and lists unplotted items as such", async () => {
    mockApi(IPA, INPUTS);
    open('superAdmin');
    for (const area of ['Culture', 'People', 'Process', 'Structure'])
      expect(
        await screen.findByRole('img', { name: new RegExp(`^${area}: importance-performance chart`) }),
      ).toBeTruthy();
    const process = screen.getByRole('table', { name: /^Process: figures per question/ });
    const continuous = within(process).getByRole('rowheader', { name: 'Continuous improvement' }).closest('tr')!;
    // One label in every view: "Concentrate here" in Process as overall, with the number its point carries everywhere.
    expect(within(continuous).getByText('Concentrate here')).toBeTruthy();
    expect(within(continuous).getAllByRole('cell')[0].textContent).toBe('5');
    const all = screen.getByRole('table', { name: /^All areas: figures per question/ });
    const overall = within(all).getByRole('rowheader', { name: 'Continuous improvement' }).closest('tr')!;
    expect(within(overall).getByText('Concentrate here')).toBeTruthy();
    expect(within(overall).getAllByRole('cell')[0].textContent).toBe('5');
    expect(within(process).getByText('(custom question)')).toBeTruthy();
    const structure = screen.getByRole('table', { name: /^Structure: figures per question/ });
    const never = within(structure).getByRole('rowheader', { name: 'Never rated' }).closest('tr')!;
    expect(within(never).getByText('Not plotted')).toBeTruthy();
    expect(within(never).getAllByText('—')).toHaveLength(3);
  });

  it('shows DK shares beside the averages and flags those above the threshold with an icon and words', async () => {
    mockApi(IPA, INPUTS);
    open();
    const culture = await screen.findByRole('table', { name: /^Culture: figures per question/ });
    const open_ = within(culture).getByRole('rowheader', { name: 'Openness to feedback' }).closest('tr')!;
    const shared = within(culture).getByRole('rowheader', { name: 'Shared values' }).closest('tr')!;
    expect(within(open_).getByText('38%')).toBeTruthy();
    expect(within(open_).getByText('High DK share (above 30%)')).toBeTruthy();
    expect(open_.querySelector('.dk-flag svg[aria-hidden="true"]')).toBeTruthy();
    expect(within(shared).getByText('13%')).toBeTruthy();
    expect(within(shared).queryByText(/High DK share/)).toBeNull();

    // Per area in the area heading: Culture 25% is not flagged, Process 31% is.
    const cultureHead = screen.getByRole('heading', { name: 'Culture', level: 2 }).parentElement!;
    expect(within(cultureHead).getByText("Don't know: 25%")).toBeTruthy();
    expect(within(cultureHead).queryByText(/High DK share/)).toBeNull();
    const processHead = screen.getByRole('heading', { name: 'Process', level: 2 }).parentElement!;
    expect(within(processHead).getByText("Don't know: 31%")).toBeTruthy();
    expect(within(processHead).getByText('High DK share (above 30%)')).toBeTruthy();
  });

  it('shows the anonymity message and the count instead of any chart when the customer admin is gated', async () => {
    mockApi(
      { ...IPA, ...GATE, Published: false, Overall: null, Areas: [], Items: [] },
      { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [], ...GATE },
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Figures withheld to protect anonymity' })).toBeTruthy();
    expect(screen.getByText(GATE.Message)).toBeTruthy();
    expect(screen.getByText(/Completed forms so far:/).textContent).toBe('Completed forms so far: 1');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Importance-performance analysis')).toBeNull();
    expect(screen.queryByText('No Data Available Currently')).toBeNull();
  });

  it('still withholds them while the inquiry collects, at or above the floor: figures appear when the results are published', async () => {
    const collecting = { ...GATE, CompletedForms: 6, Needed: 0, Message: ANONYMITY_TEXTS.awaitingPublication(5, 0) };
    mockApi(
      { ...IPA, ...collecting, Overall: null, Areas: [], Items: [] },
      { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [], ...collecting },
    );
    open();
    expect(await screen.findByText(/appear only once the results are published/)).toBeTruthy();
    expect(screen.getByText(/Completed forms so far:/).textContent).toBe('Completed forms so far: 6');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells the customer admin the figures are a snapshot, with its day and form count', async () => {
    const message = ANONYMITY_TEXTS.snapshot('2026-11-20T10:00:00.000Z', 5);
    mockApi(
      { ...IPA, CompletedForms: 6, SnapshotTakenAt: '2026-11-20T10:00:00.000Z', SnapshotForms: 5, Message: message },
      INPUTS,
    );
    open();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toContain('snapshot from 20 November 2026 of 5 completed forms');
  });

  it('tells the super admin the figures are live and what the customer admin sees instead', async () => {
    mockApi({ ...IPA, CompletedForms: 1, Published: false }, INPUTS);
    open('superAdmin');
    expect(
      await screen.findByText(
        'Live figures of 1 completed form. The customer admin sees no figures until the results are published with at least 5 completed forms.',
      ),
    ).toBeTruthy();
  });

  it('says the results are not published instead of an empty tab', async () => {
    mockApi(
      {
        ...IPA,
        Published: false,
        Message: 'The results of this inquiry are not published yet.',
        Overall: null,
        Areas: [],
        Items: [],
      },
      { CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] },
    );
    open();
    expect(await screen.findByText('The results of this inquiry are not published yet.')).toBeTruthy();
  });
});

describe('IPA number formats', () => {
  it('signs gaps, keeps a decimal for small DK shares, dashes what cannot be computed', () => {
    expect([fmtGap(1.5), fmtGap(-0.567), fmtGap(0), fmtGap(null)]).toEqual(['+1.50', '−0.57', '0.00', '—']);
    expect([pct(0.375), pct(0.04), pct(0), pct(1), pct(null)]).toEqual(['38%', '4.0%', '0%', '100%', '—']);
  });
});
