import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../test/render';
import { unanswered } from '../../test/survey-form-fixtures';
import { switchLanguage } from '../../lib/i18n/i18n';
import { subscribeToasts, type Toast } from '../../lib/toast';
import { formPreviewRoute } from './form-preview-route';

const FormPreviewRoute = formPreviewRoute('CustomerAdmin');

const PREVIEW = {
  Status: 'pending',
  ExpiryDate: null,
  IsExpired: false,
  IsClosed: false,
  MinRespondents: 5,
  currentPage: 1,
  pageSize: -1,
  totalItem: 3,
  totalPage: 1,
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Roles are clear',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
    },
    {
      ...unanswered,
      Id: 4,
      Title: 'Team spirit',
      Area: 'Other',
      Type: 'Textbox',
      MaxLength: 50,
      IsCustomQuestion: true,
    },
    { ...unanswered, Id: 12, Title: 'Process description', Area: 'Other', Type: 'Document' },
  ],
};

let calls: { url: string; method: string }[];
let toasts: Toast[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  calls = [];
  signIn('CustomerAdmin');
  unsubscribe = subscribeToasts((t) => (toasts = t));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.includes('/FormPreview')) return jsonResponse(PREVIEW);
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
});
afterEach(async () => {
  unsubscribe();
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

const renderPreview = (query: string) =>
  renderRoutes(
    [{ path: '/customerAdmin/preview-survey-form/:inquiryId', element: <FormPreviewRoute /> }],
    `/customerAdmin/preview-survey-form/7${query}`,
  );

describe('form preview', () => {
  it('shows the form with its custom questions, lets answers be tried, and saves nothing', async () => {
    renderPreview('?lang=en');
    expect(await screen.findByText('Roles are clear')).toBeTruthy();
    expect(screen.getByText('Team spirit')).toBeTruthy();
    expect(screen.getByText('Preview — nothing is saved')).toBeTruthy();
    // The backoffice's own main landmark frames this one: each has its own name.
    expect(screen.getByRole('main', { name: 'Preview — nothing is saved' })).toBeTruthy();
    expect(calls).toEqual([
      { url: '/api/SurveyAnswer/7/FormPreview?currentPage=1&pageSize=-1&lang=en', method: 'GET' },
    ]);

    const performance = screen.getByRole('group', { name: 'Attribute performance' });
    const high = within(performance).getByRole('radio', { name: '4 High' }) as HTMLInputElement;
    fireEvent.click(high);
    expect(high.checked).toBe(true);
    const text = screen.getByLabelText('Your answer') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'We help each other' } });
    expect(text.value).toBe('We help each other');

    for (const name of ['Save as Draft', 'Submit']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('preview-notice');
      fireEvent.click(button);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps a picked file out of a Document question instead of checking it with the server', async () => {
    const { container } = renderPreview('?lang=en');
    await screen.findByText('Process description');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'plan.pdf')] } });
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Files are not uploaded in a preview.'));
    expect(calls.map((c) => c.url)).toEqual(['/api/SurveyAnswer/7/FormPreview?currentPage=1&pageSize=-1&lang=en']);
    expect(screen.queryByText('plan.pdf')).toBeNull();
  });

  it('reads the form and shows the page in the language asked for', async () => {
    renderPreview('?lang=fr');
    expect(await screen.findByText('Aperçu — rien n’est enregistré')).toBeTruthy();
    expect(calls[0].url).toBe('/api/SurveyAnswer/7/FormPreview?currentPage=1&pageSize=-1&lang=fr');
    expect((screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a customer user to page-not-found and a signed-out visitor to the login, reading nothing', async () => {
    signIn('CustomerUser');
    renderRoutes(
      [
        { path: '/customerAdmin/preview-survey-form/:inquiryId', element: <FormPreviewRoute /> },
        { path: '/auth/page-not-found', element: <h1>Not found</h1> },
        { path: '/auth/login', element: <h1>Login</h1> },
      ],
      '/customerAdmin/preview-survey-form/7?lang=en',
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    localStorage.clear();
    sessionStorage.clear();
    renderRoutes(
      [
        { path: '/customerAdmin/preview-survey-form/:inquiryId', element: <FormPreviewRoute /> },
        { path: '/auth/login', element: <h1>Login</h1> },
      ],
      '/customerAdmin/preview-survey-form/7?lang=en',
    );
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
