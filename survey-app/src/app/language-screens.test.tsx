import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/contracts';
import { jsonResponse, renderRoutes, signIn } from '../test/render';
import { unanswered } from '../test/survey-form-fixtures';
import AuthLayout from './routes/auth-layout';
import RequireRole from './routes/require-role';
import LoginPage from '../features/auth/components/login-page';
import SurveyFormPage from '../features/survey-forms/components/survey-form-page';
import { clearSession } from '../lib/session';
import { i18n } from '../lib/i18n/i18n';
import { initialLanguage } from '../lib/i18n/language-choice';
import { setLanguage } from '../lib/i18n/set-language';

afterEach(() => vi.unstubAllGlobals());

const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string>)[name];

const loginRoutes = [{ path: '/auth', element: <AuthLayout />, children: [{ path: 'login', element: <LoginPage /> }] }];

function chooseLanguage(current: RegExp, name: string) {
  fireEvent.click(screen.getByRole('button', { name: current }));
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name }));
}

describe('login page in French', () => {
  it('switches with the menu, marks the current language, keeps the choice and sends it as Accept-Language', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ status: 401, title: 'Login failed', errorMessage: ['Invalid email or password'] }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(loginRoutes, '/auth/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();

    chooseLanguage(/^EN – Language: English$/, 'Français');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    fireEvent.click(screen.getByRole('button', { name: /^FR – Langue : Français$/ }));
    const menu = screen.getByRole('menu', { name: 'Langue' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Français' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nina@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The API's English error text is shown in French.
    expect(await screen.findByText('E-mail ou mot de passe incorrect')).toBeTruthy();
    expect(screen.getByText('Échec de la connexion')).toBeTruthy();
    expect(headerOf(fetchMock.mock.calls[0][1], 'Accept-Language')).toBe('fr');
  });

  it('starts in the stored choice, which outlives the session; without one, in the browser language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    signIn('CustomerUser');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(initialLanguage()).toBe('de');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    expect(initialLanguage()).toBe('es');
  });
});

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';
const FORM = {
  Status: 'pending',
  IsClosed: false,
  ExpiryDate: '2099-01-01',
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Rollen sind klar',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
    },
    {
      ...unanswered,
      Id: 12,
      Title: 'Kanäle',
      Area: 'Other',
      Type: 'Checkbox',
      CheckBoxOptions: ['Email', 'Meetings'],
      CheckBoxOptionLabels: ['E-Mail', 'Besprechungen'],
    },
  ],
};

describe('survey form in German', () => {
  it('shows the form texts, the area, the scale and the checkbox labels in German and saves the English option values', async () => {
    await setLanguage('de');
    signIn('CustomerUser');
    const saves: { SurveyAnswerDtos: Record<string, string>[] }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(FORM);
      saves.push(JSON.parse(String(init!.body)));
      return jsonResponse({});
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [
        {
          path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
          element: <SurveyFormPage role="CustomerUser" mode="edit" />,
        },
        { path: '/customerUser/dashboard', element: <h1>Liste</h1> },
      ],
      EDIT,
    );
    expect(await screen.findByRole('heading', { name: 'Fragebogen' })).toBeTruthy();
    expect(headerOf(fetchMock.mock.calls[0][1], 'Accept-Language')).toBe('de');
    expect(screen.getByRole('heading', { name: 'Menschen' })).toBeTruthy();
    expect(screen.getByText('Offen')).toBeTruthy();
    const performance = screen.getByRole('group', { name: 'Leistung des Merkmals' });
    expect(within(performance).getByRole('radio', { name: '1 Sehr niedrig' })).toBeTruthy();
    expect(within(performance).getByRole('radio', { name: 'WN Weiß nicht' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte beantworten Sie vor dem Absenden alle Fragen')).toBeTruthy();
    expect(screen.getAllByText('Dieses Feld ist ein Pflichtfeld').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Besprechungen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Fragebogen als Entwurf gespeichert.')).toBeTruthy();
    const checkbox = saves[0].SurveyAnswerDtos.find((a) => a.DiagnosticId === '12')!;
    expect(JSON.parse(checkbox.CheckBoxOptions)).toEqual(['Meetings']);
  });
});

describe('header language menu', () => {
  it('switches the header at once and saves the choice to the profile', async () => {
    signIn('CustomerUser');
    const PROFILE = {
      Id: 3,
      CustomerName: 'Northwind',
      FirstName: 'Alice',
      LastName: 'Morgan',
      Email: 'alice@example.test',
      Designation: 'Analyst',
      IsAdmin: false,
      Active: true,
      Language: null,
    };
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return jsonResponse(init?.method === 'PUT' ? { ...PROFILE, ...JSON.parse(String(init.body)) } : PROFILE);
      }),
    );
    renderRoutes(
      [
        {
          path: '/customerUser',
          element: <RequireRole role="CustomerUser" />,
          children: [{ path: 'dashboard', element: <h1>Home</h1> }],
        },
      ],
      '/customerUser/dashboard',
    );
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    chooseLanguage(/^EN – Language: English$/, 'Deutsch');
    expect(await screen.findByRole('link', { name: 'Übersicht' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Profilmenü öffnen/ })).toBeTruthy();
    await waitFor(() => expect(calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/CustomerUser/Profile/3');
    expect(JSON.parse(String(init!.body))).toEqual({
      FirstName: 'Alice',
      LastName: 'Morgan',
      Designation: 'Analyst',
      Language: 'de',
    });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(i18n.language).toBe('de');
  });
});
