import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test-session';
import { structureViolations } from '../test-axe';
import { i18nProvider } from '../i18n/i18nProvider';
import { ProgrammeShow } from './ProgrammeShow';
import { participationPercent } from './roundFigures';
import { roundDate } from './ProgrammeState';
import { provider, renderAt, round, screenWidth } from './testKit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ROUTES = [
  { path: '/programmes/view/:id', element: <ProgrammeShow /> },
  { path: '/programmes', element: <p>programmes list</p> },
];

describe('ProgrammeShow', { timeout: 60_000 }, () => {
  it("lists the rounds: dates in the programme's zone, invited, answered, participation, the round's inquiry", async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    const dataProvider = provider();
    renderAt('/programmes/view/4', ROUTES, dataProvider);
    const row = (await screen.findByText('Round 3', {}, { timeout: 10_000 })).closest('tr')!;
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'programme-rounds',
      expect.objectContaining({ filter: { programmeId: 4 } }),
    );
    expect(within(row).getByText('31 Jan 2027 to 14 Feb 2027')).toBeTruthy();
    expect(within(row).getByText('Invitations sent')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
    expect(within(row).getByText('30')).toBeTruthy();
    expect(within(row).getByText('75 %')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open round 3’s inquiry' }).getAttribute('href')).toBe(
      '/inquiry-logs/view-respondents/41',
    );
    const failed = screen.getByText('Round 2').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('The daily invitation quota is used up')).toBeTruthy();
    expect(within(failed).queryByRole('link')).toBeNull();
    expect(screen.getByText('People whose Department is Sales')).toBeTruthy();
    expect(screen.getByText('A pulse of 2 questions')).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('is cards at 390 px, in Spanish, and deletes after naming the programme', async () => {
    signIn('CustomerAdmin');
    screenWidth(390);
    await i18nProvider.changeLocale('es');
    const dataProvider = provider();
    renderAt('/programmes/view/4', ROUTES, dataProvider);
    await screen.findByText('Ronda 3', {}, { timeout: 10_000 });
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getAllByText('del 31 ene 2027 al 14 feb 2027')).toHaveLength(2);
    expect(await structureViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Quarterly pulse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Eliminar el programa «Quarterly pulse»?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /sí/i }));
    await screen.findByText('programmes list');
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
  });

  it('counts participation as completed forms over respondents, none without an inquiry', () => {
    expect(participationPercent(round({ Participants: 3, CompletedForms: 2 }))).toBe(67);
    expect(participationPercent(round({ Participants: null, CompletedForms: null }))).toBeNull();
    expect(participationPercent(round({ Participants: 0, CompletedForms: 0 }))).toBeNull();
  });

  it("dates a round on its day in the programme's zone, not in UTC", () => {
    expect(roundDate('2027-03-31T22:30:00.000Z', 'en', 'Europe/Brussels')).toBe('1 Apr 2027');
    expect(roundDate('2027-03-31T22:30:00.000Z', 'en', 'UTC')).toBe('31 Mar 2027');
  });
});
