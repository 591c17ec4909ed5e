import { screen } from '@testing-library/react';
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
      url.includes('/Inquiry/Staff/') ? jsonResponse({ data, totalPage: 1, currentPage: 1, pageSize: 8, totalRecord: data.length }) : jsonResponse({}, 404),
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
});
