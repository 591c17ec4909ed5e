import { act, screen } from '@testing-library/react';
import { NO_RECORDS, SESSION_ENDED } from '@portal/contracts';
import { setApiNavigator } from '../../../lib/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import SurveyListPage from './survey-list-page';

const row = (status: string, id: number) => ({
  InquiryTypeId: 2,
  InquiryId: id,
  CustomerUserId: 7,
  InquiryTypeName: `Health Check ${id}`,
  Description: `Inquiry ${id}`,
  ExpiryDate: '2030-01-31T00:00:00.000Z',
  Status: status,
});

function mockForms(data: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/Inquiry/Staff/')
        ? jsonResponse({ data, totalPage: 1, currentPage: 1, pageSize: 8, totalRecord: data.length })
        : jsonResponse({}, 404),
    ),
  );
}

const routes = [{ path: '/customerUser/dashboard', element: <SurveyListPage /> }];

beforeEach(() => signIn('CustomerUser'));
afterEach(() => vi.unstubAllGlobals());

describe('SurveyListPage', () => {
  it('links a draft form to its view and fill-in pages', async () => {
    mockForms([row('saveasdraft', 5)]);
    renderRoutes(routes, '/customerUser/dashboard');
    const view = await screen.findByRole('link', { name: 'View Health Check 5: Inquiry 5' });
    expect(view.getAttribute('href')).toBe('/customerUser/dashboard/survey-form/2/view-survey-form/5/7');
    expect(screen.getByRole('link', { name: 'Edit Health Check 5: Inquiry 5' }).getAttribute('href')).toBe(
      '/customerUser/dashboard/survey-form/2/edit-survey-form/5',
    );
    expect(screen.getByText('Saved as Draft')).toBeTruthy();
  });

  it('says so when no form is assigned', async () => {
    mockForms([]);
    renderRoutes(routes, '/customerUser/dashboard');
    expect(await screen.findByText('No Records to show here')).toBeTruthy();
  });

  describe('while an ended session is on its way to the login page', () => {
    const LOAD_FAILED = 'The survey forms could not be loaded.';
    // The redirect has not happened yet: whatever the page shows meanwhile is what flashes.
    beforeEach(() => setApiNavigator(() => {}));
    // The toast comes before the query settles; let the failed query render before looking.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    it('shows no empty-state text after the API answers 401', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ status: 401, title: 'Unauthorized', errorMessage: [] }, 401)),
      );
      renderRoutes(routes, '/customerUser/dashboard');
      await screen.findByText('Unauthorized');
      await settle();
      expect(screen.queryByText(LOAD_FAILED)).toBeNull();
      expect(screen.queryByText(NO_RECORDS)).toBeNull();
    });

    it('shows no empty-state text when the token expired while the page was open', async () => {
      signIn('CustomerUser', { exp: Math.floor(Date.now() / 1000) - 60 });
      mockForms([]);
      renderRoutes(routes, '/customerUser/dashboard');
      await screen.findByText(SESSION_ENDED.line);
      await settle();
      expect(screen.queryByText(LOAD_FAILED)).toBeNull();
      expect(screen.queryByText(NO_RECORDS)).toBeNull();
    });
  });
});
