import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test-session';
import { structureViolations } from '../test-axe';
import { i18nProvider } from '../i18n/i18nProvider';
import { ProgrammeList } from './ProgrammeList';
import { programme, provider, renderAt, screenWidth } from './testKit';

vi.mock('./programmeMethods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./programmeMethods')>()),
  pauseProgramme: vi.fn(async (id: number) => ({ ...programme({ Id: id }), IsPaused: true })),
  resumeProgramme: vi.fn(async (id: number) => ({ ...programme({ Id: id }), IsPaused: false })),
}));
const methods = await import('./programmeMethods');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const LIST = [{ path: '/programmes', element: <ProgrammeList /> }];

describe('ProgrammeList', { timeout: 60_000 }, () => {
  it('shows each programme: name, inquiry type, cadence, next round, rounds so far, state', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    renderAt('/programmes', LIST, provider());
    const row = (await screen.findByText('Quarterly pulse', {}, { timeout: 10_000 })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Organisational health')).toBeTruthy());
    expect(within(row).getByText('Quarterly')).toBeTruthy();
    expect(within(row).getByText('30 Apr 2027')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Quarterly pulse' }).getAttribute('href')).toBe('/programmes/view/4');
    const paused = screen.getByText('Yearly survey').closest('tr')!;
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(paused).getByText('None while paused')).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('pauses an active programme and resumes a paused one, one call per click', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    const dataProvider = provider();
    renderAt('/programmes', LIST, dataProvider);
    const pause = await screen.findByRole('button', { name: 'Pause Quarterly pulse' }, { timeout: 10_000 });
    fireEvent.click(pause);
    fireEvent.click(pause);
    await screen.findByText('Quarterly pulse paused: no new rounds until you resume it');
    expect(methods.pauseProgramme).toHaveBeenCalledTimes(1);
    expect(methods.pauseProgramme).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Resume Yearly survey' }));
    await waitFor(() => expect(methods.resumeProgramme).toHaveBeenCalledWith(5));
    expect(methods.pauseProgramme).toHaveBeenCalledTimes(1);
  });

  it('deletes after a dialog naming the programme', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    const dataProvider = provider();
    renderAt('/programmes', LIST, dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Quarterly pulse' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the programme “Quarterly pulse”?')).toBeTruthy();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /yes/i }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('programmes', expect.objectContaining({ id: 4 })),
    );
  });

  it('becomes cards at 390 px, in Spanish', async () => {
    signIn('CustomerAdmin');
    screenWidth(390);
    await i18nProvider.changeLocale('es');
    renderAt('/programmes', LIST, provider());
    await screen.findByText('Quarterly pulse', {}, { timeout: 10_000 });
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Trimestral')).toBeTruthy();
    expect(screen.getByText('En pausa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pausar Quarterly pulse' })).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });
});
