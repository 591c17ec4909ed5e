import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../test/render';
import { structureViolations } from '../../test/axe';
import { EFFECTS, page } from '../../features/actions/test/fixtures';
import { insightsRoute } from './insights-route';

const ROADMAP = {
  data: [
    {
      Step1_RoadmapTitle: 'Listen',
      Step1_BriefDescription: 'Hold listening sessions',
      Step1_RoadmapDetail: 'Plan\nHold',
      Step2_RoadmapTitle: 'Decide',
      Step2_BriefDescription: 'Choose two changes',
      Step2_RoadmapDetail: 'Choose',
      Step3_RoadmapTitle: 'Follow up',
      Step3_BriefDescription: 'Report back',
      Step3_RoadmapDetail: 'Report',
    },
  ],
};
const OWNERS = page([
  { Id: 3, Name: 'Alice Morgan', Email: 'alice@example.test', Role: 'CustomerAdmin' },
  { Id: 8, Name: 'Bob Baker', Email: 'bob@example.test', Role: 'CustomerUser' },
]);

/** The API as the insights' Actions tab and "Act on this" read it; every call is recorded. */
function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      if (/\/api\/Inquiry\/5$/.test(url))
        return jsonResponse({ Id: 5, Description: 'Round 2026', InquiryTypeName: 'Health Check' });
      if (url.includes('/Insights/ActionEffects/5')) return jsonResponse(EFFECTS);
      if (url.includes('/RoadmapResult/5')) return jsonResponse(ROADMAP);
      if (url.includes('/Inquiry/5/ActionOwners')) return jsonResponse(OWNERS);
      if (url.endsWith('/api/Inquiry/5/Actions') && init.method === 'POST')
        return jsonResponse({ Id: 77, InquiryId: 5, Title: JSON.parse(String(init.body)).Title });
      if (url.endsWith('/api/People/Attributes')) return jsonResponse([]);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
  return calls;
}

const routes = [
  { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', Component: insightsRoute('CustomerAdmin') },
  { path: '/superAdmin/dashboard/view-insights/:inquiryId/*', Component: insightsRoute('SuperAdmin') },
];

afterEach(() => vi.unstubAllGlobals());

describe('the insights’ Actions tab', () => {
  it('says first whether the previous round’s actions worked, then each action’s items before and after', async () => {
    mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/actions');
    expect(await screen.findByRole('heading', { name: 'Did the actions work?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actions' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByText(
        'Of the 2 actions planned on the previous round, what they aimed at improved for 1, showed no clear change for 1 and got worse for 0.',
      ),
    ).toBeTruthy();
    const improved = screen.getByRole('region', { name: 'Monthly open Q&A with the leadership team' });
    expect(within(improved).getByText('What this action aimed at is rated clearly better in this round.')).toBeTruthy();
    const row = within(improved).getByRole('row', { name: /Leaders explain decisions/ });
    expect(within(row).getByText('2.50 (95% CI 1.90–3.10, N 6)')).toBeTruthy();
    expect(within(row).getByText('3.71 (95% CI 3.20–4.22, N 7)')).toBeTruthy();
    expect(within(row).getByText('+1.21 (p = 0.012)')).toBeTruthy();
    const unclear = screen.getByRole('region', { name: 'Clearer role descriptions' });
    expect(within(unclear).getAllByText('No clear change').length).toBe(2);
    expect(within(unclear).getByText('(whole area)')).toBeTruthy();
    // The statistics are behind the note, as on the other tabs.
    expect(screen.getByText('How this is calculated').closest('details')?.open).toBe(false);
    expect(await structureViolations()).toEqual([]);
  });

  it('is there for the super admin too, who reads the effects', async () => {
    mockApi();
    signIn('SuperAdmin');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/5/actions');
    expect(await screen.findByRole('heading', { name: 'Did the actions work?' })).toBeTruthy();
  });
});

describe('Act on this', () => {
  it('lets a customer admin start an action from a roadmap step: title prefilled, owner, due date, then a link to it', async () => {
    const calls = mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/roadmap');
    fireEvent.click(await screen.findByRole('button', { name: 'Act on this: Roadmap step 2: Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Roadmap step 2: Decide');
    const owner = within(dialog).getByRole('combobox', { name: 'Owner' }) as HTMLSelectElement;
    // The organisation's active admins and users, as the API lists them.
    await waitFor(() =>
      expect([...owner.options].map((o) => o.text)).toEqual(['Nobody yet', 'Alice Morgan', 'Bob Baker']),
    );
    fireEvent.change(owner, { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-09-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create action' }));

    const done = await screen.findByRole('dialog', { name: 'Action created' });
    expect(within(done).getByRole('link', { name: 'Open the action' }).getAttribute('href')).toBe(
      '/customerAdmin/inquiry-logs/actions/5/view/77',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      Title: 'Roadmap step 2: Decide',
      Description: '',
      Status: 'NotStarted',
      Origin: 'RoadmapStep',
      OwnerUserId: 8,
      DueDate: '2026-09-30',
      TargetQuestionIds: [],
      TargetAreas: [],
    });
    expect(await structureViolations()).toEqual([]);
  });

  it('sends nothing without a title', async () => {
    const calls = mockApi();
    signIn('CustomerAdmin');
    renderRoutes(routes, '/customerAdmin/dashboard/view-insights/5/roadmap');
    fireEvent.click(await screen.findByRole('button', { name: 'Act on this: Roadmap step 1: Listen' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create action' }));
    expect(await within(dialog).findByText('This field is mandatory')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is not offered to the super admin, whom the API does not let create actions', async () => {
    mockApi();
    signIn('SuperAdmin');
    renderRoutes(routes, '/superAdmin/dashboard/view-insights/5/roadmap');
    expect(await screen.findByRole('heading', { name: 'Decide' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Act on this/ })).toBeNull();
  });
});
