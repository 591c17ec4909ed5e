import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test-session';
import { i18nProvider } from '../i18n/i18nProvider';
import { structureViolations } from '../test-axe';
import { LifecycleShow } from './LifecycleShow';
import { period, provider, renderAt, screenWidth } from './testKit';

vi.mock('./lifecycleMethods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lifecycleMethods')>()),
  lifecyclePeriods: vi.fn(),
}));
const methods = await import('./lifecycleMethods');
const periods = vi.mocked(methods.lifecyclePeriods);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  periods.mockReset();
  localStorage.clear();
});

const ROUTES = [
  { path: '/lifecycle/view/:id', element: <LifecycleShow /> },
  { path: '/lifecycle', element: <p>survey list</p> },
];

const PERIODS = [
  period(),
  period({ Period: '2026-Q3', InquiryId: 40, Invited: 3, Answered: 2, FiguresReleased: false, Needed: 3 }),
  period({ Period: '2026-Q2', InquiryId: null, Invited: 0, Answered: 0, FiguresReleased: false, Needed: 5 }),
];

describe('LifecycleShow', { timeout: 60_000 }, () => {
  it("lists the periods: each quarter's inquiry linked, invited, answered, participation, figures shown or not", async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    periods.mockResolvedValueOnce(PERIODS);
    renderAt('/lifecycle/view/6', ROUTES, provider());
    const link = await screen.findByRole('link', { name: 'Open the inquiry of 2026-Q4' }, { timeout: 10_000 });
    expect(periods).toHaveBeenCalledWith(6);
    expect(link.getAttribute('href')).toBe('/inquiry-logs/view-respondents/41');
    const q4 = within(link.closest('tr')!);
    expect(q4.getByText('75 %')).toBeTruthy();
    expect(q4.getByText('Shown')).toBeTruthy();
    const q3 = within(screen.getByRole('link', { name: 'Open the inquiry of 2026-Q3' }).closest('tr')!);
    expect(q3.getByText('3 more completed forms needed')).toBeTruthy();
    expect(within(screen.getByText('2026-Q2').closest('tr')!).getByText('Being created')).toBeTruthy();
    expect(screen.getByText('30 days after the start date')).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('deletes after naming the survey and goes back to the list', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    periods.mockResolvedValueOnce([]);
    const dataProvider = provider();
    renderAt('/lifecycle/view/6', ROUTES, dataProvider);
    expect(await screen.findByText('No period yet: nobody has been invited so far.', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Onboarding after 30 days' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Yes, delete it!/ }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('survey list')).toBeTruthy();
  });

  it('shows the operator the survey and its periods read-only, periods linked to the operator’s inquiry pages', async () => {
    signIn('SuperAdmin');
    screenWidth(390);
    periods.mockResolvedValueOnce(PERIODS);
    renderAt('/lifecycle/view/6', ROUTES, provider());
    const link = await screen.findByRole('link', { name: 'Open the inquiry of 2026-Q4' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/monitor-activity/view-respondents/41');
    expect(screen.getByText(/only their own admins can change them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change' })).toBeNull();
    // Cards, not a table, on a phone.
    expect(document.querySelector('table')).toBeNull();
  });
});
