import { act, screen } from '@testing-library/react';
import { NOT_FOUND_PATH } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import SurveyFormPage from './survey-form-page';

const MISSING = 'Survey form not found';

beforeEach(() => {
  signIn('CustomerUser');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ status: 404, title: 'Not Found', errorMessage: [MISSING] }, 404)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('survey form of an unknown or other-tenant inquiry', () => {
  it('shows the page-not-found page with one toast, and no form', async () => {
    renderRoutes(
      [
        {
          path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
          element: <SurveyFormPage role="CustomerUser" mode="edit" />,
        },
        { path: NOT_FOUND_PATH, element: <h1>Page 404 not found</h1> },
      ],
      '/customerUser/dashboard/survey-form/2/edit-survey-form/999',
    );
    expect(await screen.findByRole('heading', { name: 'Page 404 not found' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByText(MISSING)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
