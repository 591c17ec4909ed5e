import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import type { ResultArea } from '@portal/contracts';
import type { HeatmapDto } from '../api/get-heatmap';
import InsightsPage from './insights-page';
import { structureViolations } from '../../../test/axe';

const area = (Area: ResultArea, Performance: number | null) => ({
  Area,
  Performance,
  Importance: 4,
  Gap: 0.5,
  Withheld: false,
});
const question = (Id: number, Title: string, Area: ResultArea, Performance: number, IsCustomQuestion = false) => ({
  Id,
  IsCustomQuestion,
  Title,
  Area,
  Performance,
  Importance: 4,
  Withheld: false,
});
const shown = { NoValue: false, Hidden: false, HiddenReason: null, HiddenMessage: null };

const GATE = {
  Gated: false,
  CompletedForms: 25,
  Needed: 0,
  Message: null,
  SnapshotTakenAt: '2026-11-20T10:00:00Z',
  SnapshotForms: 25,
};
const group = (Value: string, Hidden = false) => ({
  Value,
  NoValue: false,
  Hidden,
  HiddenReason: Hidden ? ('BelowFloor' as const) : null,
});
const SEGMENTS = {
  ...GATE,
  MinRespondents: 5,
  Attributes: [
    {
      Name: 'Department',
      TooFine: false,
      Groups: [group('Finance'), group('Legal', true), group('Ops', true), group('Sales')],
    },
    { Name: 'EmployeeNo', TooFine: true, Groups: [group('1', true), group('2', true)] },
  ],
};

const HEATMAP: HeatmapDto = {
  ...GATE,
  By: 'Department',
  MinRespondents: 5,
  Overall: {
    N: 21,
    Areas: [area('Culture', 3.9), area('People', 3.2), area('Process', 2.4), area('Structure', 4.1)],
    // A custom question may carry a library question's id: they are two rows.
    Questions: [question(1, 'Roles are clear', 'Culture', 3.8), question(1, 'Our own question', 'Culture', 3.0, true)],
  },
  Segments: [
    {
      ...shown,
      Value: 'Sales',
      N: 9,
      Areas: [area('Culture', 3.3), area('People', 3.4), area('Process', 2.5), area('Structure', 4.2)],
      Questions: [
        question(1, 'Roles are clear', 'Culture', 3.1),
        question(1, 'Our own question', 'Culture', 2.2, true),
      ],
    },
    {
      ...shown,
      Value: 'Finance',
      N: 8,
      Areas: [area('Culture', 4.4), area('People', 3.0), area('Process', null), area('Structure', 4.0)],
      Questions: [question(1, 'Roles are clear', 'Culture', 4.5)],
    },
    {
      ...shown,
      Value: 'Legal',
      N: null,
      Hidden: true,
      HiddenReason: 'BelowFloor',
      HiddenMessage: 'x',
      Areas: [],
      Questions: [],
    },
    {
      ...shown,
      Value: 'Ops',
      N: null,
      Hidden: true,
      HiddenReason: 'Complementary',
      HiddenMessage: 'x',
      Areas: [],
      Questions: [],
    },
  ],
};

function mockApi(heatmap: () => Response = () => jsonResponse(HEATMAP)) {
  const fetch = vi.fn(async (url: string) => {
    if (/\/api\/Inquiry\/5$/.test(url))
      return jsonResponse({
        Id: 5,
        Description: 'Health check',
        InquiryTypeName: 'Health Check',
        Participants: 25,
        CompletedForms: 21,
      });
    if (url.endsWith('/api/Insights/Segments/5')) return jsonResponse(SEGMENTS);
    if (url.includes('/Insights/Heatmap/5')) return heatmap();
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = (search = '') => renderRoutes(routes, `/customerAdmin/dashboard/view-insights/5/heatmap${search}`);

afterEach(() => vi.unstubAllGlobals());

describe('Heatmap tab', () => {
  it('asks for the first attribute and shows Overall and each group with its n', async () => {
    const fetch = mockApi();
    signIn('CustomerAdmin');
    open();
    const table = await screen.findByRole('table');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/Insights/Heatmap/5?by=Department'))).toBe(true);
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual([
      'Area / question',
      'Overalln = 21',
      'Salesn = 9',
      'Financen = 8',
      'LegalHidden¹',
      'OpsHidden²',
    ]);
    const culture = within(table).getByRole('row', { name: /Culture/ });
    expect(
      within(culture)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '3.90',
      '3.30',
      '4.40',
      '⊘ Hidden¹: Fewer than 5 completed forms in this group',
      '⊘ Hidden²: Hidden so that another hidden group cannot be worked out from the figures shown',
    ]);
  });

  it('marks hidden cells as hidden with their reason, never with a figure, and shades them apart', async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    const table = await screen.findByRole('table');
    const hidden = within(table).getAllByText('Hidden', { exact: false, selector: 'td' });
    expect(hidden).toHaveLength(8);
    for (const cell of hidden) {
      expect(cell.className).toContain('hm-hidden');
      expect(cell.textContent).not.toMatch(/\d\.\d/);
    }
    expect(hidden[0].getAttribute('title')).toBe('Fewer than 5 completed forms in this group');
    // The note under the table explains the reasons present, and only those.
    const why = within(screen.getByRole('list', { name: 'Why groups are hidden' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(why).toEqual([
      '¹ Fewer than 5 completed forms in this group',
      '² Hidden so that another hidden group cannot be worked out from the figures shown',
    ]);
  });

  it('colours by score, then by difference to Overall with signed figures, and says so in the legend', async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    const table = await screen.findByRole('table');
    let cells = within(within(table).getByRole('row', { name: /Culture/ })).getAllByRole('cell');
    expect(cells.slice(0, 3).map((td) => td.className)).toEqual([
      'hm-cell hm-overall hm-b3',
      'hm-cell hm-b2',
      'hm-cell hm-b4',
    ]);
    expect(screen.getByText('Colour by performance score (1 to 5)')).toBeTruthy();
    expect(screen.getByText('below 2.5')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Difference to Overall' }));
    cells = within(within(table).getByRole('row', { name: /Culture/ })).getAllByRole('cell');
    // Overall stays the unshaded reference; Sales is 0.6 below it, Finance 0.5 above.
    expect(cells.slice(0, 3).map((td) => [td.textContent, td.className])).toEqual([
      ['3.90', 'hm-cell hm-overall'],
      ['−0.60', 'hm-cell hm-b0'],
      ['+0.50', 'hm-cell hm-b4'],
    ]);
    expect(screen.getByText('Colour by difference to Overall (in points)')).toBeTruthy();
    expect(screen.getByText('−0.2 to below +0.2')).toBeTruthy();
  });

  it('shows a dash, not a colour, where a group has no valid rating', async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Process/ });
    const finance = within(row).getAllByRole('cell')[2];
    expect(finance.textContent).toBe('–');
    expect(finance.className).toBe('hm-cell hm-none');
  });

  it('opens an area to its questions', async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    const toggle = await screen.findByRole('button', { name: /Culture/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const row = screen.getByRole('row', { name: /Roles are clear/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((td) => td.textContent),
    ).toEqual(['3.80', '3.10', '4.50']);
    const custom = screen.getByRole('row', { name: /Our own question/ });
    expect(
      within(custom)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((td) => td.textContent),
    ).toEqual(['3.00', '2.20', '–']);
    // People has no question listed anywhere: nothing to open.
    expect(screen.getByRole('button', { name: /People/ })).toHaveProperty('disabled', true);
  });

  it('explains a refused attribute with the API message, and asks again when another is picked', async () => {
    const fetch = mockApi(() =>
      jsonResponse(
        {
          status: 400,
          title: 'Bad Request',
          errorMessage: ['By: EmployeeNo has too many values: most groups would be hidden'],
        },
        400,
      ),
    );
    signIn('CustomerAdmin');
    open('?by=EmployeeNo');
    expect(await screen.findByText('The heatmap cannot be shown by EmployeeNo')).toBeTruthy();
    // The line reads without its wire field name, as every API error line does.
    expect(screen.getByRole('alert').textContent).toContain('EmployeeNo has too many values');
    expect(screen.getByRole('alert').textContent).not.toContain('By:');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(screen.getByLabelText('Groups by'), { target: { value: 'Department' } });
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('?by=Department'))).toBe(true));
  });

  it("shows the super admin a hidden group's figures, marked as hidden from the customer admin, and names the group without a value", async () => {
    mockApi(() =>
      jsonResponse({
        ...HEATMAP,
        Segments: [
          HEATMAP.Segments[0],
          {
            ...shown,
            Value: 'Legal',
            N: 2,
            Hidden: true,
            HiddenReason: 'BelowFloor',
            HiddenMessage: 'x',
            Areas: [area('Culture', 2.0)],
            Questions: [],
          },
          {
            ...shown,
            Value: '',
            NoValue: true,
            N: 6,
            Hidden: true,
            HiddenReason: 'Overlap',
            HiddenMessage: 'x',
            Areas: [area('Culture', 3.0)],
            Questions: [],
          },
        ],
      }),
    );
    signIn('SuperAdmin');
    renderRoutes(
      [{ path: '/superAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="SuperAdmin" /> }],
      '/superAdmin/dashboard/view-insights/5/heatmap',
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Area / question', 'Overalln = 21', 'Salesn = 9', 'Legaln = 2', 'No valuen = 6']);
    const cells = within(within(table).getByRole('row', { name: /Culture/ })).getAllByRole('cell');
    expect(cells[2].textContent).toBe(
      '2.00 ⊘¹ (hidden from the customer admin: Fewer than 5 completed forms in this group)',
    );
    expect(cells[2].className).toBe('hm-cell hm-b0');
    expect(cells[3].textContent).toContain('3.00 ⊘³');
    expect(screen.getByText('Hidden from the customer admin (you see the figures)')).toBeTruthy();
  });

  it("offers the inquiry's attributes, an attribute with too many small groups listed but not offered", async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    await screen.findByRole('table');
    const options = [...(screen.getByLabelText('Groups by') as HTMLSelectElement).options].map((o) => [
      o.textContent,
      o.disabled,
    ]);
    expect(options).toEqual([
      ['Department', false],
      ['EmployeeNo (too many small groups)', true],
    ]);
  });

  it('shows the anonymity notice while the customer admin has no snapshot', async () => {
    const fetch = mockApi();
    fetch.mockImplementation(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({ Id: 5, Description: 'Health check', InquiryTypeName: 'Health Check' });
      if (url.endsWith('/api/Insights/Segments/5'))
        return jsonResponse({
          ...GATE,
          Gated: true,
          CompletedForms: 3,
          MinRespondents: 5,
          Needed: 2,
          SnapshotTakenAt: null,
          SnapshotForms: null,
          Attributes: [],
        });
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    });
    signIn('CustomerAdmin');
    open();
    expect(await screen.findByText('Figures withheld to protect anonymity')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // No heatmap is asked for before there are groups to show.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/Heatmap/'))).toBe(false);
  });

  it('names its scrolling table apart from the heatmap section, and keeps heading levels in order', async () => {
    mockApi();
    signIn('CustomerAdmin');
    open();
    const table = await screen.findByRole('table');
    const heatmap = screen.getByRole('region', { name: 'Heatmap' });
    expect(
      within(heatmap).getByRole('region', { name: 'Performance by Department: areas, their questions and each group' }),
    ).toContain(table);
    fireEvent.click(within(table).getByRole('button', { name: /Culture/ }));
    expect(await within(table).findByRole('rowheader', { name: 'Roles are clear' })).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it("keeps the operator's heatmap, with hidden groups' figures, as clean for assistive technology", async () => {
    mockApi();
    signIn('SuperAdmin');
    renderRoutes(
      [{ path: '/superAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="SuperAdmin" /> }],
      '/superAdmin/dashboard/view-insights/5/heatmap',
    );
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: /Culture/ }));
    expect(await within(table).findByRole('rowheader', { name: 'Roles are clear' })).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });
});
