import { act, screen } from '@testing-library/react';
import { NOT_FOUND_PATH } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import InsightsPage from './insights-page';

// Every insight endpoint answers an unknown or other-tenant inquiry with the same 404.
const MISSING = 'Inquiry not found';

beforeEach(() => {
  signIn('CustomerAdmin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ status: 404, title: 'Not Found', errorMessage: [MISSING] }, 404)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('insights of an unknown or other-tenant inquiry', () => {
  it('shows the page-not-found page with one toast', async () => {
    renderRoutes(
      [
        { path: '/customerAdmin/dashboard/view-insights/:inquiryId/*', element: <InsightsPage role="CustomerAdmin" /> },
        { path: NOT_FOUND_PATH, element: <h1>Page 404 not found</h1> },
      ],
      '/customerAdmin/dashboard/view-insights/999/overview',
    );
    expect(await screen.findByRole('heading', { name: 'Page 404 not found' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByText(MISSING)).toHaveLength(1);
  });
});
