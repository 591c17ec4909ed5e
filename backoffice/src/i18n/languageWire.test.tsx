import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { LANGUAGE_STORAGE_KEY } from '@portal/contracts';
import { dataProvider, type PortalDataProvider } from '../providers/dataProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import { signIn } from '../test-session';
import { i18nProvider } from './i18nProvider';

type Call = { url: string; method: string; body: unknown; language: string | null };
let calls: Call[];

beforeEach(() => {
  calls = [];
  signIn('CustomerAdmin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        language: new Headers(init.headers).get('Accept-Language'),
      });
      const profile = {
        Id: 3,
        CustomerName: 'Acme',
        FirstName: 'Ann',
        LastName: 'Admin',
        Email: 'a@example.com',
        Designation: 'CFO',
        IsAdmin: true,
        Active: true,
        Language: null,
      };
      return new Response(JSON.stringify(url.includes('/Profile/') ? profile : { data: [], totalItem: 0 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

describe('the interface language on the wire', () => {
  it('sends Accept-Language with the interface language on every call', async () => {
    await dataProvider.getList('findings', {
      pagination: { page: 1, perPage: 8 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await i18nProvider.changeLocale('es');
    await dataProvider.getList('findings', {
      pagination: { page: 1, perPage: 8 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls.map((c) => c.language)).toEqual(['en', 'es']);
  });

  it('saves the language on the profile, sending the other fields back as read', async () => {
    await dataProvider.saveProfileLanguage('fr');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/CustomerUser/Profile/3'],
      ['PUT', '/api/CustomerUser/Profile/3'],
    ]);
    expect(calls[1].body).toEqual({ FirstName: 'Ann', LastName: 'Admin', Designation: 'CFO', Language: 'fr' });
  });
});

describe('LanguageMenu', { timeout: 30_000 }, () => {
  const renderMenu = (role: 'CustomerAdmin' | 'SuperAdmin', provider: Partial<PortalDataProvider>) =>
    render(
      <AdminContext dataProvider={provider as PortalDataProvider}>
        <LanguageMenu role={role} compact={false} />
      </AdminContext>,
    );

  it("applies a customer admin's choice at once, remembers it and saves it to the profile", async () => {
    const saveProfileLanguage = vi.fn().mockResolvedValue(undefined);
    renderMenu('CustomerAdmin', { saveProfileLanguage });
    fireEvent.click(screen.getByRole('button', { name: 'English – Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(i18nProvider.getLocale()).toBe('de'));
    expect(saveProfileLanguage).toHaveBeenCalledWith('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(await screen.findByRole('button', { name: 'Deutsch – Sprache' })).toBeTruthy();
  });

  it("keeps the operator's choice on this browser only (the operator has no profile)", async () => {
    const saveProfileLanguage = vi.fn().mockResolvedValue(undefined);
    renderMenu('SuperAdmin', { saveProfileLanguage });
    fireEvent.click(screen.getByRole('button', { name: 'English – Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(i18nProvider.getLocale()).toBe('fr'));
    expect(saveProfileLanguage).not.toHaveBeenCalled();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});
