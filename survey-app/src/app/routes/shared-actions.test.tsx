import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../test/render';
import { structureViolations } from '../../test/axe';
import { unanswered } from '../../test/survey-form-fixtures';
import { page, SHARED } from '../../features/actions/test/fixtures';
import SurveyListRoute from './survey-list-route';
import { surveyFormRoute } from './survey-form-route';

const form = (InquiryId: number) => ({
  InquiryTypeId: 2,
  InquiryId,
  CustomerUserId: 7,
  InquiryTypeName: 'Health Check',
  Description: `Round ${InquiryId}`,
  ExpiryDate: '2030-01-31T00:00:00.000Z',
  IsExpired: false,
  Status: 'pending',
});
const QUESTIONS = {
  Status: 'pending',
  ExpiryDate: '2099-01-31T00:00:00.000Z',
  IsExpired: false,
  IsClosed: false,
  MinRespondents: 5,
  data: [{ ...unanswered, Id: 11, Title: 'Roles are clear', Area: 'People', Type: 'Rating' }],
};

/** The respondent's API: `shared` answers SharedActions of round 5 (round 4's read lists the same action again). */
function mockApi(shared: { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/Inquiry/Staff/')) return jsonResponse(page([form(5), form(4)]));
    if (/\/Inquiry\/[45]\/SharedActions/.test(url)) return jsonResponse(shared.body, shared.status);
    if (url.includes('/SurveyFormQuestions')) return jsonResponse(QUESTIONS);
    return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/customerUser/dashboard', element: <SurveyListRoute /> },
  {
    path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
    Component: surveyFormRoute('CustomerUser', 'edit'),
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('You said, we did', () => {
  it('shows the respondent on their dashboard what was heard, what is being done and its status, each action once', async () => {
    mockApi({ status: 200, body: page([SHARED]) });
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/dashboard');
    const panel = await screen.findByRole('region', { name: 'You said, we did' });
    expect(within(panel).getAllByRole('heading', { name: SHARED.Title })).toHaveLength(1);
    expect(within(panel).getByText('Leaders explain decisions · Culture')).toBeTruthy();
    expect(within(panel).getByText(SHARED.Description)).toBeTruthy();
    expect(within(panel).getByText(/^In progress · due/)).toBeTruthy();
    expect(within(panel).getByText('First Q&A held; 40 people came.')).toBeTruthy();
    // Never who owns it.
    expect(panel.textContent).not.toMatch(/Alice|Morgan/);
    expect(await structureViolations()).toEqual([]);
  });

  it('shows it on the next round’s start screen', async () => {
    const fetch = mockApi({ status: 200, body: page([SHARED]) });
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/dashboard/survey-form/2/edit-survey-form/5?start');
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'You said, we did' });
    expect(within(panel).getByText(SHARED.Title)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/Inquiry/5/SharedActions'))).toBe(true);
    expect(await structureViolations()).toEqual([]);
  });

  it('adds nothing to the screen while nothing is shared, or when the API refuses the read', async () => {
    for (const answer of [
      { status: 200, body: page([]) },
      { status: 403, body: { status: 403, title: 'Forbidden', errorMessage: [] } },
    ]) {
      const fetch = mockApi(answer);
      signIn('CustomerUser');
      const { unmount } = renderRoutes(routes, '/customerUser/dashboard');
      expect(await screen.findByText('Round 5')).toBeTruthy();
      await vi.waitFor(() =>
        expect(fetch.mock.calls.filter(([url]) => String(url).includes('/SharedActions')).length).toBe(2),
      );
      expect(screen.queryByRole('region', { name: 'You said, we did' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('links a customer user to the actions they own; a session opened by an invitation link (kept out of actions) gets no link', async () => {
    mockApi({ status: 200, body: page([]) });
    signIn('CustomerUser');
    const first = renderRoutes(routes, '/customerUser/dashboard');
    expect((await screen.findByRole('link', { name: 'My actions' })).getAttribute('href')).toBe(
      '/customerUser/my-actions',
    );
    first.unmount();
    signIn('CustomerUser', { scp: 'invitation' });
    renderRoutes(routes, '/customerUser/dashboard');
    expect(await screen.findByText('Round 5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My actions' })).toBeNull();
  });
});
