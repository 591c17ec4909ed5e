import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@portal/contracts-i18n/survey-app/en';

// Fresh modules: the texts as a first load has them, before any page asked for the rest.
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

// A text the catalogue lacks shows as its key ("login.title"): none may show on the screen.
const keyLike = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-zA-Z]`);
const untranslated = () => document.body.innerHTML.match(keyLike)?.[0] ?? null;

async function loginScreen(path: string) {
  const { renderRoutes } = await import('../test/render');
  const AuthLayout = (await import('./routes/auth-layout')).default;
  const LoginPage = (await import('../features/auth/components/login-page')).default;
  renderRoutes(
    [{ path: '/auth', element: <AuthLayout />, children: [{ path: 'login', element: <LoginPage /> }] }],
    path,
  );
}

describe('the first screen', () => {
  it('has every text of the shell and the login page without the rest of the catalogue', async () => {
    const { t } = await import('../lib/i18n/i18n');
    expect(t('signup.title')).toBe('signup.title');
    await loginScreen('/auth/login?sso_error=expired');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(2);
    expect(untranslated()).toBeNull();
  });

  it('switches language with the first-screen texts of that language only', async () => {
    const { setLanguage } = await import('../lib/i18n/set-language');
    await loginScreen('/auth/login');
    await setLanguage('fr');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(untranslated()).toBeNull();
  });

  it('loads the other texts with a page past the login page, in the current language', async () => {
    const { setLanguage } = await import('../lib/i18n/set-language');
    const { t } = await import('../lib/i18n/i18n');
    await setLanguage('de');
    const { renderRoutes } = await import('../test/render');
    const { routes } = await import('./router');
    renderRoutes(routes, '/auth/signup');
    const heading = await screen.findByRole('heading', { level: 1 });
    // German, not the key and not the English fallback.
    expect(heading.textContent).toBe(t('signup.title'));
    expect(heading.textContent).not.toMatch(/^signup\.title$|^Sign up$/);
    expect(untranslated()).toBeNull();
  });

  it('draws the signed-in shell and its page with all their texts', async () => {
    const { jsonResponse, renderRoutes, signIn } = await import('../test/render');
    const { routes } = await import('./router');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/ReportShares/Mine')
          ? jsonResponse([])
          : jsonResponse({ data: [], totalPage: 1, currentPage: 1, pageSize: 8, totalRecord: 0 }),
      ),
    );
    signIn('CustomerUser');
    renderRoutes(routes, '/customerUser/dashboard');
    expect(await screen.findByRole('navigation', { name: en.header.mainNav })).toBeTruthy();
    expect(await screen.findByText(en.common.noRecords)).toBeTruthy();
    expect(untranslated()).toBeNull();
  });
});
