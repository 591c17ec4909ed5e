import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { parseSegment, withSegment } from '../api/segment';
import InsightsPage from './insights-page';

const group = (Value: string, Hidden = false) => ({
  Value,
  NoValue: Value === '',
  Hidden,
  HiddenReason: Hidden ? 'BelowFloor' : null,
});
const ATTRIBUTES = [
  {
    Name: 'Department',
    TooFine: false,
    Groups: [group('Finance'), group('Legal', true), group('Sales'), group('', true)],
  },
  { Name: 'Location', TooFine: false, Groups: [group('Paris: North'), group('Berlin')] },
];

function mockApi(attributes: unknown = ATTRIBUTES) {
  const fetch = vi.fn(async (url: string) => {
    if (/\/api\/Inquiry\/5$/.test(url))
      return jsonResponse({
        Id: 5,
        Description: 'Health check',
        InquiryTypeName: 'Health Check',
        Participants: 25,
        CompletedForms: 21,
      });
    if (url.endsWith('/api/Insights/Segments/5'))
      return jsonResponse({
        Gated: false,
        MinRespondents: 5,
        CompletedForms: 25,
        Needed: 0,
        Message: null,
        SnapshotTakenAt: null,
        SnapshotForms: null,
        Attributes: attributes,
      });
    if (url.includes('AreaColorResult'))
      return jsonResponse([{ Area: 'Culture', Color: url.includes('segment=') ? 'red' : 'green' }]);
    if (url.includes('InputResult'))
      return jsonResponse({ CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] });
    if (url.includes('ImportancePerformance'))
      return jsonResponse({ Gated: false, Items: [], Areas: [], Overall: null, Message: null });
    if (url.includes('FindingsResult'))
      return jsonResponse({ CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] });
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const urls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));

afterEach(() => vi.unstubAllGlobals());

describe('segment parameter', () => {
  it('splits at the first colon only, and refuses a missing attribute or value', () => {
    expect(parseSegment('Location:Paris: North')).toEqual({ attribute: 'Location', value: 'Paris: North' });
    for (const bad of [null, '', 'Sales', ':Sales']) expect(parseSegment(bad)).toBeNull();
    // Nothing after the colon: the group invited without a value.
    expect(parseSegment('Department:')).toEqual({ attribute: 'Department', value: '' });
  });

  it('adds the group to a read as one encoded parameter, or leaves the path alone', () => {
    expect(withSegment('/Insights/ImportancePerformance/5', { attribute: 'Location', value: 'Paris & Co' })).toBe(
      '/Insights/ImportancePerformance/5?segment=Location%3AParis%20%26%20Co',
    );
    expect(withSegment('/x?by=A', { attribute: 'B', value: 'c' })).toBe('/x?by=A&segment=B%3Ac');
    expect(withSegment('/x', null)).toBe('/x');
  });
});

describe('group filter of the insights page', () => {
  it('passes ?segment= to the area colours, the inputs and importance-performance, and keeps it across tabs', async () => {
    const fetch = mockApi();
    signIn('CustomerAdmin');
    const { router } = renderRoutes(
      routes,
      '/customerAdmin/dashboard/view-insights/5/overview?segment=Department:Sales',
    );
    expect((await screen.findByRole('button', { name: /Culture/ })).className).toContain('tile-red');
    expect(urls(fetch)).toContain('/api/UploadResultDocument/AreaColorResult/5?segment=Department:Sales');
    expect(screen.getByText('Figures of the group Department = Sales only.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Inputs' }));
    expect(router.state.location.search).toBe('?segment=Department%3ASales');
    await vi.waitFor(() => {
      expect(urls(fetch)).toContain('/api/UploadResultDocument/InputResult/5?segment=Department:Sales');
      expect(urls(fetch)).toContain('/api/Insights/ImportancePerformance/5?segment=Department:Sales');
    });
  });

  it('chooses a group by attribute and value, and Show everyone clears it', async () => {
    const fetch = mockApi();
    signIn('CustomerAdmin');
    const { router } = renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    fireEvent.change(await screen.findByLabelText('Attribute'), { target: { value: 'Location' } });
    expect(router.state.location.search).toBe('?segment=Location%3AParis%3A+North');
    fireEvent.change(screen.getByLabelText('Value of Location'), { target: { value: 'Berlin' } });
    expect(router.state.location.search).toBe('?segment=Location%3ABerlin');
    await vi.waitFor(() =>
      expect(urls(fetch)).toContain('/api/UploadResultDocument/AreaColorResult/5?segment=Location:Berlin'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByLabelText('Value of Location')).toBeNull();
  });

  it('says on a tab the filter does not change that it is the same for every group', async () => {
    mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/findings?segment=Department:Sales');
    expect(
      await screen.findByText('This page is the same for every group: the group filter does not change it.'),
    ).toBeTruthy();
  });

  it('lists a hidden group without offering it to a customer admin', async () => {
    mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview?segment=Department:Sales');
    const values = () =>
      [...(screen.getByLabelText('Value of Department') as HTMLSelectElement).options].map((o) => [
        o.textContent,
        o.disabled,
      ]);
    await vi.waitFor(() =>
      expect(values()).toEqual([
        ['Finance', false],
        ['Legal (hidden)', true],
        ['Sales', false],
        ['No value (hidden)', true],
      ]),
    );
  });

  it('says why a hidden group reached by a link shows no figures', async () => {
    mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview?segment=Department:Legal');
    expect(
      await screen.findByText(
        'This group is hidden to protect anonymity: its figures are not shown. Fewer than 5 completed forms in this group.',
      ),
    ).toBeTruthy();
  });

  it('lets the super admin choose a hidden group (live figures)', async () => {
    const fetch = mockApi();
    signIn('SuperAdmin');
    const { router } = renderRoutes(
      [{ path: '/superAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="SuperAdmin" /> }],
      '/superAdmin/dashboard/view-insights/5/overview?segment=Department:Sales',
    );
    const value = (await screen.findByLabelText('Value of Department')) as HTMLSelectElement;
    await vi.waitFor(() => expect(value.options).toHaveLength(4));
    expect([...value.options].every((o) => !o.disabled)).toBe(true);
    fireEvent.change(value, { target: { value: '' } });
    expect(router.state.location.search).toBe('?segment=Department%3A');
    await vi.waitFor(() =>
      expect(urls(fetch)).toContain('/api/UploadResultDocument/AreaColorResult/5?segment=Department:'),
    );
  });

  it('is not drawn for an inquiry whose respondents carry no attributes', async () => {
    const fetch = mockApi([]);
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    await screen.findByRole('button', { name: /Culture/ });
    await vi.waitFor(() => expect(urls(fetch)).toContain('/api/Insights/Segments/5'));
    expect(screen.queryByRole('group', { name: 'Group' })).toBeNull();
  });
});
