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
  totalItem: 4,
  totalPage: 1,
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Roles are clear',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
      AwaitingApproval: false,
    },
    // A custom question with the same Id as a library one, not approved yet: only it carries the mark.
    {
      ...unanswered,
      Id: 11,
      Title: 'Fair workload',
      Area: 'People',
      Type: 'Rating',
      IsCustomQuestion: true,
      AwaitingApproval: true,
    },
    {
      ...unanswered,
      Id: 4,
      Title: 'Team spirit',
      Area: 'Other',
      Type: 'Textbox',
      MaxLength: 50,
      IsCustomQuestion: true,
      AwaitingApproval: false,
    },
    { ...unanswered, Id: 12, Title: 'Process description', Area: 'Other', Type: 'Document', AwaitingApproval: false },
  ],
};
let preview: typeof PREVIEW = PREVIEW;

let calls: { url: string; method: string }[];
let toasts: Toast[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  calls = [];
  preview = PREVIEW;
  signIn('CustomerAdmin');
  unsubscribe = subscribeToasts((t) => (toasts = t));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.includes('/FormPreview')) return jsonResponse(preview);
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

    const [performance] = screen.getAllByRole('group', { name: 'Attribute performance' });
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

  it('marks the custom questions awaiting approval, says what the mark means, and marks nothing else', async () => {
    renderPreview('?lang=en');
    const awaiting = await screen.findByRole('heading', { name: /Fair workload/ });
    expect(within(awaiting).getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getAllByText('Awaiting approval')).toHaveLength(1);
    expect(
      within(screen.getByRole('heading', { name: /Roles are clear/ })).queryByText('Awaiting approval'),
    ).toBeNull();
    expect(within(screen.getByRole('heading', { name: /Team spirit/ })).queryByText('Awaiting approval')).toBeNull();
    expect(document.getElementById('preview-notice')!.textContent).toContain(
      'Questions marked “Awaiting approval” are custom questions the operator has not approved yet',
    );
  });

  it('shows the mark in the language asked for', async () => {
    renderPreview('?lang=de');
    const mark = await screen.findByText('Wartet auf Freigabe');
    expect(mark.closest('h3')!.textContent).toContain('Fair workload');
  });

  it('shows no mark nor explanation when nothing awaits approval', async () => {
    preview = { ...PREVIEW, data: PREVIEW.data.map((q) => ({ ...q, AwaitingApproval: false })) };
    renderPreview('?lang=en');
    await waitFor(() => expect(screen.getAllByText('Roles are clear').length).toBeGreaterThan(0));
    expect(screen.queryAllByText('Awaiting approval')).toHaveLength(0);
    expect(screen.queryByText(/Questions marked/)).toBeNull();
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
