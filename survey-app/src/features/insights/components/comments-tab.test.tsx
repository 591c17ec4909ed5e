import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import type { CommentThemesDto } from '../api/get-comment-themes';
import InsightsPage from './insights-page';

// chart.js draws on a canvas jsdom does not have: the chart is stood in for by its accessible name.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label'?: string }) => <div role="img" aria-label={props['aria-label']} />,
}));

const THEMES = (released: boolean): CommentThemesDto => ({
  InquiryId: 5,
  Released: released,
  Gated: false,
  Message: null,
  MinRespondents: 5,
  N: 25,
  Questions: [
    {
      Key: 'd:7',
      Id: 7,
      IsCustomQuestion: false,
      Title: 'Biggest obstacle',
      Area: 'Other',
      Count: 24,
      Scored: 21,
      Sentiment: 0.05,
      Themes: [
        { Theme: 'meetings', Count: 5, Sentiment: -0.4, Examples: released ? ['Too many meetings'] : [] },
        { Theme: 'team', Count: 4, Sentiment: 0.6, Examples: [] },
        { Theme: 'réunions', Count: 2, Sentiment: null, Examples: [] },
      ],
    },
  ],
});

const PAGE = {
  data: [
    {
      Question: 'Biggest obstacle',
      QuestionKey: 'd:7',
      Area: 'Other',
      Text: '<b>Too</b> many meetings',
      Sentiment: -0.4,
      Themes: ['meetings'],
    },
  ],
  currentPage: 1,
  pageSize: 10,
  totalItem: 1,
  totalPage: 1,
};

function mockApi(released: boolean) {
  const fetch = vi.fn(async (url: string) => {
    if (/\/api\/Inquiry\/5$/.test(url))
      return jsonResponse({
        Id: 5,
        Description: 'Health check',
        InquiryTypeName: 'Health Check',
        Participants: 25,
        CompletedForms: 25,
      });
    if (url.endsWith('/api/People/Attributes')) return jsonResponse([]);
    if (url.includes('/Insights/CommentThemes/5')) return jsonResponse(THEMES(released));
    if (url.includes('/Insights/Comments/5')) return jsonResponse(PAGE);
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
];
const open = () => renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/comments');

afterEach(() => vi.unstubAllGlobals());

describe('Comments tab', () => {
  it('shows each theme with its count and its sentiment in words, and no comment before the release', async () => {
    const fetch = mockApi(false);
    signIn('CustomerAdmin');
    open();
    const chips = await screen.findByRole('list', { name: 'Themes of Biggest obstacle' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['meetings 5 ▼ negative -0.40', 'team 4 ▲ positive 0.60', 'réunions 2 ○ not scored']);
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of the top themes by number of comments: meetings 5, team 4, réunions 2',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/The comments themselves are not released yet/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/Insights/Comments/'))).toBe(false);
    expect(screen.queryByLabelText('Words in the comment')).toBeNull();
  });

  it('lists the released comments as text and filters them by a theme chip', async () => {
    const fetch = mockApi(true);
    signIn('CustomerAdmin');
    open();
    expect(await screen.findByText('<b>Too</b> many meetings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^meetings/ }));
    expect(screen.getByRole('button', { name: /^meetings/ }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url]) => String(url).includes('theme=meetings') && String(url).includes('question=d%3A7'),
        ),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Words in the comment'), { target: { value: 'late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('search=late'))).toBe(true));
  });

  it('says why nothing is shown while the figures are withheld', async () => {
    mockApi(false);
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/Insights/CommentThemes/5'))
        return jsonResponse({
          ...THEMES(false),
          Gated: true,
          Message: 'Figures appear when the inquiry closes.',
          Questions: [],
        });
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({ Id: 5, Description: 'Health check', InquiryTypeName: 'Health Check' });
      return jsonResponse([]);
    });
    vi.stubGlobal('fetch', fetch);
    signIn('CustomerAdmin');
    open();
    expect(await screen.findByText('Figures appear when the inquiry closes.')).toBeTruthy();
  });
});
