import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test-session';
import { i18nProvider } from '../i18n/i18nProvider';
import { LifecycleList } from './LifecycleList';
import { provider, renderAt, screenWidth } from './testKit';

const ROUTES = [{ path: '/lifecycle', element: <LifecycleList /> }];

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LifecycleList', { timeout: 60_000 }, () => {
  it('shows each survey: name, kind, when people are invited, state, periods so far, last error', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    renderAt('/lifecycle', ROUTES, provider());
    const row = (await screen.findByRole('link', { name: 'Exit interview' }, { timeout: 10_000 })).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Exit')).toBeTruthy();
    expect(cells.getByText('0 days after the end date')).toBeTruthy();
    expect(cells.getByText('Not inviting')).toBeTruthy();
    expect(cells.getByText('The daily invitation quota is used up')).toBeTruthy();
    const first = within(screen.getByRole('link', { name: 'Onboarding after 30 days' }).closest('tr')!);
    expect(first.getByText('30 days after the start date')).toBeTruthy();
    expect(first.getByText('Inviting')).toBeTruthy();
    expect(first.getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New lifecycle survey' })).toBeTruthy();
  });

  it('deletes after a dialog naming the survey and saying what stays', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    const dataProvider = provider();
    renderAt('/lifecycle', ROUTES, dataProvider);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete Onboarding after 30 days' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the lifecycle survey “Onboarding after 30 days”?')).toBeTruthy();
    expect(within(dialog).getByText(/The quarters’ inquiries stay, with their answers/)).toBeTruthy();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Yes, delete it!/ }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('lifecycle', expect.objectContaining({ id: 6 })),
    );
    expect(await screen.findByText('Lifecycle survey Onboarding after 30 days deleted')).toBeTruthy();
  });

  it('shows the operator every organisation’s surveys read-only', async () => {
    signIn('SuperAdmin');
    screenWidth(1280);
    renderAt('/lifecycle', ROUTES, provider());
    await screen.findByRole('link', { name: 'Exit interview' }, { timeout: 10_000 });
    expect((await screen.findAllByText('Northwind Traders')).length).toBe(2);
    expect(screen.getByText(/only their own admins can change them/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New lifecycle survey' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
  });

  it('is cards at 390 px, in French', async () => {
    signIn('CustomerAdmin');
    screenWidth(390);
    await i18nProvider.changeLocale('fr');
    renderAt('/lifecycle', ROUTES, provider());
    await screen.findByRole('link', { name: 'Exit interview' }, { timeout: 10_000 });
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByText('Départ')).toBeTruthy();
    expect(screen.getByText('N’invite pas')).toBeTruthy();
  });
});
