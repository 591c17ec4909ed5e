import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpaItem, ResultArea } from '@portal/contracts';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { setLanguage } from '../../../lib/i18n/set-language';
import type { HeatmapAreaFigures, HeatmapDto, HeatmapQuestionFigures } from '../api/get-heatmap';
import type { InquirySegmentsDto, SegmentGroupDto } from '../api/get-segments';
import InsightsPage from './insights-page';

const Chart = (props: { 'aria-label'?: string }) => <div role="img" aria-label={props['aria-label']} />;
vi.mock('react-chartjs-2', () => ({ Bar: Chart, Scatter: Chart }));

/**
 * Fixtures in the confidentiality contract's shape: Department's HR and Legal are rolled up into "Other" (RolledUp,
 * Members), each still listed as hidden with the reason RolledUp; Location cannot be split (NotEnoughPeople); a
 * figure resting on too few answers besides Don't Know is null with Withheld.
 */
const GATE = {
  Gated: false,
  MinRespondents: 5,
  CompletedForms: 25,
  Needed: 0,
  Message: null,
  SnapshotTakenAt: '2026-11-20T10:00:00Z',
  SnapshotForms: 25,
};
const group = (Value: string, over: Partial<SegmentGroupDto> = {}): SegmentGroupDto => ({
  Value,
  NoValue: false,
  Hidden: false,
  HiddenReason: null,
  RolledUp: false,
  Members: [Value],
  ...over,
});
const SEGMENTS: InquirySegmentsDto = {
  ...GATE,
  Attributes: [
    {
      Name: 'Department',
      TooFine: false,
      Groups: [
        group('Sales'),
        group('Operations'),
        group('Other', { RolledUp: true, Members: ['HR', 'Legal', ''] }),
        group('HR', { Hidden: true, HiddenReason: 'RolledUp' }),
        group('Legal', { Hidden: true, HiddenReason: 'RolledUp' }),
      ],
    },
    { Name: 'Location', TooFine: false, Groups: [group('Berlin', { Hidden: true, HiddenReason: 'NotEnoughPeople' })] },
  ],
};

const area = (Area: ResultArea, Performance: number | null, Withheld = false): HeatmapAreaFigures => ({
  Area,
  Performance,
  Importance: Performance,
  Gap: Performance === null ? null : 0,
  Withheld,
});
const question = (Title: string, Performance: number | null, Withheld = false): HeatmapQuestionFigures => ({
  Id: 1,
  IsCustomQuestion: false,
  Title,
  Area: 'Culture',
  Performance,
  Importance: Performance,
  Withheld,
});
const segment = (
  Value: string,
  N: number,
  areas: HeatmapAreaFigures[],
  questions: HeatmapQuestionFigures[],
  over: Partial<HeatmapDto['Segments'][number]> = {},
) => ({
  Value,
  NoValue: false,
  N,
  Hidden: false,
  HiddenReason: null,
  HiddenMessage: null,
  RolledUp: false,
  Members: [Value],
  Areas: areas,
  Questions: questions,
  ...over,
});
const HEATMAP: HeatmapDto = {
  ...GATE,
  By: 'Department',
  Overall: {
    N: 25,
    Areas: [area('Culture', 3.9), area('People', 3.2), area('Process', 2.4), area('Structure', 4.1)],
    Questions: [question('Roles are clear', 3.8)],
  },
  Segments: [
    segment(
      'Sales',
      9,
      [area('Culture', 3.3), area('People', 3.4), area('Process', 2.5), area('Structure', 4.2)],
      [question('Roles are clear', 3.1)],
    ),
    segment(
      'Other',
      7,
      [area('Culture', null, true), area('People', 3.0), area('Process', 2.2), area('Structure', 4.0)],
      [question('Roles are clear', null, true)],
      {
        RolledUp: true,
        Members: ['HR', 'Legal', ''],
      },
    ),
  ],
};

const item = (Title: string, over: Partial<IpaItem & { Withheld: boolean }> = {}) => ({
  Key: `d:${Title}`,
  Id: 1,
  IsCustomQuestion: false,
  Title,
  Description: Title,
  Area: 'Culture',
  MeanPerformance: 3.5,
  MeanImportance: 4,
  Gap: 0.5,
  N: 9,
  NPerformance: 9,
  NImportance: 9,
  Answers: 9,
  DkShare: 0,
  DkPerformanceShare: 0,
  DkImportanceShare: 0,
  DkFlagged: false,
  Quadrant: 'Concentrate here',
  AreaQuadrant: 'Concentrate here',
  Withheld: false,
  ...over,
});
const ipaGroup = {
  Crosshair: { Performance: 3.5, Importance: 4 },
  MeanCrosshair: { Performance: 3.5, Importance: 4 },
  Midpoint: { Performance: 3, Importance: 3 },
  Items: 2,
  Answers: 18,
  DkAnswers: 0,
  DkShare: 0,
  DkFlagged: false,
  MeanGap: 0.5,
  MeanPositiveGap: 0.5,
  ConcentrateHere: [],
};
const IPA = {
  ...GATE,
  InquiryId: 5,
  Published: true,
  Settings: { CrosshairConvention: 'mean', ScaleMin: 1, ScaleMax: 5, Midpoint: 3, DkFlagThreshold: 0.3 },
  Overall: ipaGroup,
  Areas: [{ Area: 'Culture', ...ipaGroup }],
  Items: [
    item('Roles are clear'),
    item('Decisions are explained', {
      MeanPerformance: null,
      MeanImportance: null,
      Gap: null,
      Quadrant: null,
      AreaQuadrant: null,
      Withheld: true,
    }),
  ],
};
const INPUTS = {
  CultureArray: [
    { Questiondescription: 'Roles are clear', AverageRating: 3.5, AverageValue: 4 },
    { Questiondescription: 'Decisions are explained', AverageRating: null, AverageValue: null, Withheld: true },
  ],
  PeopleArray: [],
  ProcessArray: [],
  StructureArray: [],
};
const THEMES = {
  InquiryId: 5,
  Released: true,
  Gated: false,
  Message: null,
  MinRespondents: 5,
  N: 7,
  WithheldQuestions: 2,
  Questions: [],
};

function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({
          Id: 5,
          Description: 'Health check',
          InquiryTypeName: 'Health Check',
          Participants: 25,
          CompletedForms: 25,
        });
      if (url.endsWith('/api/Insights/Segments/5')) return jsonResponse(SEGMENTS);
      if (url.includes('/Insights/Heatmap/5')) return jsonResponse(HEATMAP);
      if (url.includes('/Insights/ImportancePerformance/5')) return jsonResponse(IPA);
      if (url.includes('InputResult/5')) return jsonResponse(INPUTS);
      if (url.includes('/Insights/CommentThemes/5')) return jsonResponse(THEMES);
      if (url.includes('/Insights/Comments/5'))
        return jsonResponse({ data: [], currentPage: 1, pageSize: 10, totalItem: 0, totalPage: 0 });
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = (tab: string) => renderRoutes(routes, `/customerAdmin/dashboard/view-insights/5/${tab}`);

beforeEach(() => {
  signIn('CustomerAdmin');
  mockApi();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('en');
});

describe('rolled-up groups and withheld figures', () => {
  it('heatmap: the rolled-up column reads "Other (…)" with its members, a withheld figure reads "Not enough answers"', async () => {
    open('heatmap');
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual(['Area / question', 'Overalln = 25', 'Salesn = 9', 'Other (HR, Legal, No value)n = 7']);
    const culture = within(table).getByRole('row', { name: /Culture/ });
    expect(
      within(culture)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3.90', '3.30', 'Not enough answers']);
    fireEvent.click(within(culture).getByRole('button', { name: /Culture/ }));
    const roles = within(table).getByRole('row', { name: /Roles are clear/ });
    expect(
      within(roles)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3.80', '3.10', 'Not enough answers']);
    expect(within(roles).getAllByRole('cell')[2].getAttribute('title')).toBe(
      "Fewer than 5 people answered this other than Don't know: no figure is shown, to protect their anonymity.",
    );
  });

  it('group filter: offers "Other (…)", lists a rolled-up member as counted there, and words the reasons', async () => {
    open('inputs?segment=Department:Other');
    await screen.findByRole('option', { name: 'Operations' });
    const value = screen.getByLabelText('Value of Department') as HTMLSelectElement;
    expect([...value.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['Sales', false],
      ['Operations', false],
      ['Other (HR, Legal, No value)', false],
      ['HR (in Other)', true],
      ['Legal (in Other)', true],
    ]);
    expect(screen.getByText('Figures of the group Department = Other (HR, Legal, No value) only.')).toBeTruthy();
    fireEvent.change(value, { target: { value: 'HR' } });
    expect(
      await screen.findByText(
        'This group is hidden to protect anonymity: its figures are not shown. Counted in “Other”: too few completed forms to be shown on its own.',
      ),
    ).toBeTruthy();
  });

  it('a member of a rolled-up group the list does not name on its own, reached by a link, is listed as counted in Other', async () => {
    open('inputs?segment=Department:');
    expect(
      await screen.findByText(
        'This group is hidden to protect anonymity: its figures are not shown. Counted in “Other”: too few completed forms to be shown on its own.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Value of Department') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
      'No value (in Other)',
    );
  });

  it('a member asked for by a link of an attribute too small to split says why', async () => {
    open('inputs?segment=Location:Berlin');
    expect(
      await screen.findByText(
        'This group is hidden to protect anonymity: its figures are not shown. Not enough people: this attribute cannot be split into groups of at least 5 completed forms.',
      ),
    ).toBeTruthy();
  });

  it('importance-performance tables and inputs: a withheld question reads "Not enough answers", not a dash', async () => {
    open('inputs');
    const tables = await screen.findAllByRole('table', { name: /figures per question/ });
    const row = within(tables[0]).getByRole('rowheader', { name: 'Decisions are explained' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Culture', 'Not enough answers']);
    expect(row.textContent).not.toContain('—');
    const inputs = screen.getByRole('table', { name: 'Culture inputs' });
    const line = within(inputs).getByRole('rowheader', { name: 'Decisions are explained' }).closest('tr')!;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Not enough answers', 'Not enough answers']);
  });

  it("comments of a group: says how many questions' comments are left out", async () => {
    open('comments?segment=Department:Other');
    expect(
      await screen.findByText(
        'The comments on 2 questions are left out for this group: fewer than 5 people commented on each.',
      ),
    ).toBeTruthy();
  });

  it('in French: "Autres (…)" and "Pas assez de réponses"', async () => {
    await setLanguage('fr');
    open('heatmap');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /^Autres \(HR, Legal, Sans valeur\)/ })).toBeTruthy();
    expect(within(table).getAllByText('Pas assez de réponses').length).toBeGreaterThan(0);
  });
});
