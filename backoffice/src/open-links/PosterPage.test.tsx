import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18nProvider } from '../i18n/i18nProvider';
import { mockApi, openLink, renderAt, QR_SRC, URL_OF_LINK } from './testKit';

const POSTER = '/inquiry-logs/open-link/5/poster';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sheet = () => document.querySelector('.poster-sheet') as HTMLElement;

describe('Open link poster', () => {
  it('prints the organisation, the inquiry, a large QR code, the address and the anonymity promise', async () => {
    mockApi(openLink());
    renderAt(POSTER);
    expect(await screen.findByText('Northwind Traders', {}, { timeout: 10_000 })).toBeTruthy();
    const poster = within(sheet());
    expect(poster.getByText('Staff survey 2026')).toBeTruthy();
    expect(poster.getByText(URL_OF_LINK)).toBeTruthy();
    expect(poster.getByText('Anonymous: no name is asked, and each device answers once.')).toBeTruthy();
    expect(poster.getByText('Results are only shown for groups of at least 5 people.')).toBeTruthy();
    expect((await poster.findByRole('img')).getAttribute('src')).toBe(QR_SRC);
  });

  it('words the poster in the chosen language, whatever the interface language', async () => {
    mockApi(openLink());
    renderAt(POSTER);
    fireEvent.mouseDown(await screen.findByLabelText('Language of the poster', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    const poster = within(sheet());
    expect(
      await poster.findByText('Anonym: Es wird kein Name abgefragt, und jedes Gerät antwortet einmal.'),
    ).toBeTruthy();
    expect(poster.getByText('Ergebnisse werden nur für Gruppen mit mindestens 5 Personen gezeigt.')).toBeTruthy();
    expect(sheet().getAttribute('lang')).toBe('de');
    // The controls stay in the interface language.
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints with the browser, the controls outside the printed sheet', async () => {
    mockApi(openLink());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(POSTER);
    await screen.findByText('Northwind Traders', {}, { timeout: 10_000 });
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.closest('.poster-screen-only')).toBeTruthy();
    expect(sheet().contains(button)).toBe(false);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says the inquiry is not open by link instead of printing a dead poster', async () => {
    mockApi(null);
    renderAt(POSTER);
    expect(await screen.findByText('This inquiry is not open by link.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(sheet()).toBeNull();
  });
});
