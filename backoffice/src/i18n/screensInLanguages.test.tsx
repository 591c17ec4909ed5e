import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { CustomerUserList } from '../customer-users/CustomerUserList';
import { CustomerUserEdit } from '../customer-users/CustomerUserEdit';
import { i18nProvider } from './i18nProvider';

const USER = {
  id: 4,
  Id: 4,
  FirstName: 'Ann',
  LastName: 'Admin',
  Email: 'ann@example.com',
  Designation: 'CFO',
  IsAdmin: true,
  Active: true,
  IsVerified: false,
};

async function renderIn(language: string, path: string) {
  await i18nProvider.changeLocale(language);
  const dataProvider = {
    getList: vi.fn().mockResolvedValue({ data: [USER], total: 1 }),
    getOne: vi.fn().mockResolvedValue({ data: USER }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/manage-customers-profile/:customerId/users" element={<CustomerUserList />} />
          <Route path="/manage-customers-profile/:customerId/users/edit/:id" element={<CustomerUserEdit />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => i18nProvider.changeLocale('en'));

describe('the backoffice in German and French', { timeout: 60_000 }, () => {
  it('labels a list in German: title, column headers, row actions and Back', async () => {
    await renderIn('de', '/manage-customers-profile/7/users');
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Benutzerverwaltung' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail-Adresse',
      'Position',
      'Administrator',
      'Aktiv',
      'Verifiziert',
      'Aktionen',
    ]);
    expect(screen.getAllByRole('link', { name: 'Anzeigen' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Bearbeiten' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeTruthy();
    expect(screen.queryByText('First Name')).toBeNull();
  });

  it('labels a list in French', async () => {
    await renderIn('fr', '/manage-customers-profile/7/users');
    expect(await screen.findByText('ann@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Fonction',
      'Administrateur',
      'Actif',
      'Vérifié',
      'Actions',
    ]);
  });

  it('labels an edit screen in German: inputs, switches, Save and Cancel', async () => {
    await renderIn('de', '/manage-customers-profile/7/users/edit/4');
    expect(await screen.findByDisplayValue('Ann', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kundenbenutzer bearbeiten' })).toBeTruthy();
    expect(screen.getByLabelText(/^Vorname/)).toBeTruthy();
    expect(screen.getByLabelText(/^Nachname/)).toBeTruthy();
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toBeTruthy();
    expect(screen.getByLabelText('Aktiv')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(within(toolbar).getByRole('link', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('labels an edit screen in French', async () => {
    await renderIn('fr', '/manage-customers-profile/7/users/edit/4');
    expect(await screen.findByDisplayValue('Ann', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modifier l’utilisateur client' })).toBeTruthy();
    expect(screen.getByLabelText(/^Prénom/)).toBeTruthy();
    expect(screen.getByLabelText('Vérifié')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annuler' })).toBeTruthy();
  });
});
