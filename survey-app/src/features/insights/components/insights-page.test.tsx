import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import InsightsPage from './insights-page';
import { resolveInsightPath, truncateName } from './insight-tabs';

const NAME = 'Organisational health check for the whole company';

function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({
          Id: 5,
          Description: NAME,
          InquiryTypeName: 'Health Check',
          Participants: 7,
          CompletedForms: 3,
        });
      if (url.includes('AreaColorResult'))
        return jsonResponse([
          { Area: 'Culture', Color: 'green' },
          { Area: 'People', Color: 'red' },
        ]);
      if (url.includes('FindingsResult'))
        return jsonResponse({
          CultureArray: [{ FindingsDesc: 'Strong shared values' }],
          PeopleArray: [],
          ProcessArray: [],
          StructureArray: [],
        });
      if (url.includes('RecommendationResult'))
        return jsonResponse({ data: [{ RecommendationDetails: 'Clarify roles', LevelOfFocus: 4 }] });
      if (url.includes('RoadmapResult'))
        return jsonResponse({
          data: [
            {
              Step1_RoadmapTitle: 'Start',
              Step1_BriefDescription: 'b1',
              Step1_RoadmapDetail: 'one\ntwo',
              Step2_RoadmapTitle: 'Grow',
              Step2_BriefDescription: '',
              Step2_RoadmapDetail: '',
              Step3_RoadmapTitle: 'Sustain',
              Step3_BriefDescription: '',
              Step3_RoadmapDetail: '',
            },
          ],
        });
      if (url.includes('InputResult'))
        return jsonResponse({ CultureArray: [], PeopleArray: [], ProcessArray: [], StructureArray: [] });
      if (url.includes('/Insights/Trend/5'))
        return jsonResponse({
          InquiryId: 5,
          Enough: true,
          Areas: [
            {
              Area: 'Culture',
              Points: [],
              Change: {
                Performance: 0.4,
                Importance: 0.1,
                Significant: true,
                PerformanceSignificant: true,
                ImportanceSignificant: false,
              },
            },
          ],
          Rounds: [],
          Questions: [],
        });
      if (url.includes('/Insights/ImportancePerformance/5'))
        return jsonResponse({
          InquiryId: 5,
          Published: true,
          Areas: [{ Area: 'Culture', MeanCrosshair: { Performance: 3.42, Importance: 4.1 } }],
          Items: [{ Area: 'Culture', N: 6 }],
        });
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const routes = [
  { path: '/superAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="SuperAdmin" /> },
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
  { path: '/auth/page-not-found', element: <h1>Page 404 not found</h1> },
];

beforeEach(mockApi);
afterEach(() => vi.unstubAllGlobals());

describe('insight path resolution', () => {
  it('knows the six tabs and the three overview pages, and nothing else', () => {
    for (const tab of ['overview', 'findings', 'scenarios', 'inputs', 'heatmap', 'roadmap'])
      expect(resolveInsightPath(tab)).toEqual({ kind: 'tab', tab });
    for (const page of ['participants', 'documents', 'advance-insights'])
      expect(resolveInsightPath(`overview/${page}`)).toEqual({ kind: 'overview-page', page });
    for (const bad of ['summary', 'findings/participants', 'overview/tools', 'overview/documents/x', 'Overview'])
      expect(resolveInsightPath(bad).kind).toBe('not-found');
    expect(resolveInsightPath('').kind).toBe('redirect-overview');
  });

  it('truncates the inquiry name at 25 characters', () => {
    expect(truncateName(NAME)).toBe('Organisational health che...');
    expect(truncateName('Short')).toBe('Short');
  });
});

describe('InsightsPage routing', () => {
  it('sends an unknown sub-path to page-not-found', async () => {
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/summary');
    expect(await screen.findByRole('heading', { name: 'Page 404 not found' })).toBeTruthy();
  });

  it('shows the header with the truncated name, its tooltip, the type and the tab; no Export Data for a customer admin', async () => {
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/findings');
    const heading = await screen.findByText('Organisational health che...');
    expect(heading.getAttribute('title')).toBe(NAME);
    expect(screen.getByText('Health Check')).toBeTruthy();
    expect(await screen.findByText('Strong shared values')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Findings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
  });

  it('offers Export Data to the super admin', async () => {
    signIn('SuperAdmin');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/5/overview');
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeTruthy();
  });

  it('offers the customer admin Download PDF and Download figures (Excel) once the results are published', async () => {
    const unpublished = globalThis.fetch as (url: string) => Promise<Response>;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        /\/api\/Inquiry\/5$/.test(url)
          ? jsonResponse({ Id: 5, Description: NAME, InquiryTypeName: 'Health Check', Status: 'Published' })
          : unpublished(url),
      ),
    );
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download figures (Excel)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
    const byManager = screen.getByRole('link', { name: 'Results by manager' });
    expect(byManager.getAttribute('href')).toBe('/customerAdmin/dashboard/view-insights/5/my-team');
  });

  it('offers no downloads before publication, nor to the super admin (who has Export Data)', async () => {
    signIn('CustomerAdmin');
    const view = renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/findings');
    expect(await screen.findByText('Strong shared values')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Results by manager' })).toBeNull();
    view.unmount();
    signIn('SuperAdmin');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/5/overview');
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('moves between tabs by their links', async () => {
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    fireEvent.click(await screen.findByRole('link', { name: 'Scenarios' }));
    expect(await screen.findByText('Clarify roles')).toBeTruthy();
    expect(screen.getByLabelText('Level of focus')).toHaveProperty('value', '4');
    fireEvent.click(screen.getByRole('link', { name: 'Roadmap' }));
    expect(await screen.findByText('Grow')).toBeTruthy();
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
  });

  it('overview tiles are coloured by area result and open the inputs tab', async () => {
    signIn('CustomerAdmin');
    const { router } = renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    const culture = await screen.findByRole('button', { name: /Culture/ });
    expect(culture.className).toContain('tile-green');
    expect(screen.getByRole('button', { name: /People/ }).className).toContain('tile-red');
    fireEvent.click(culture);
    expect(router.state.location.pathname).toBe('/customerAdmin/dashboard/view-insights/5/inputs');
    expect(router.state.location.state).toEqual({ area: 'Culture' });
    expect(await screen.findByText('No Data Available Currently')).toBeTruthy();
  });

  it('shows the numbers behind a tile colour (mean performance, importance, N) and the participation rate', async () => {
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    const culture = await screen.findByRole('button', { name: /Culture/ });
    await waitFor(() => expect(culture.textContent).toContain('Performance 3.42'));
    expect(culture.textContent).toContain('Importance 4.10');
    expect(culture.textContent).toContain('N = 6');
    await waitFor(() =>
      expect(culture.textContent).toContain('↑ Performance +0.40 since the previous round · Significant change'),
    );
    expect(screen.getByRole('button', { name: /People/ }).textContent).not.toContain('since the previous round');
    // An area without figures shows its colour only.
    expect(screen.getByRole('button', { name: /People/ }).textContent).not.toContain('Performance');
    expect(screen.getByText('Participation: 43% (3 of 7 completed)')).toBeTruthy();
    expect(screen.getByText(/Don’t Know excluded/)).toBeTruthy();
  });

  it('describes the participants as the people invited, with how many of them completed the form', async () => {
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/overview');
    expect(await screen.findByText('3 of 7 completed')).toBeTruthy();
    expect(screen.getByText('Who was invited')).toBeTruthy();
    expect(screen.queryByText('Who answered the survey')).toBeNull();
  });
});
