import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../i18n/i18nProvider';
import { structureViolations } from '../test-axe';
import type { PortalDataProvider } from '../providers/dataProvider';
import { calls, dataProvider, mockApi, openLink, refusal, renderAt, QR_SRC, URL_OF_LINK } from './testKit';

const PAGE = '/inquiry-logs/open-link/5';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Open link', () => {
  it('opens the inquiry with the chosen group questions, then shows the address, QR code and counts', async () => {
    const fetch = mockApi(null);
    renderAt(PAGE);
    expect(await screen.findByText('This inquiry is not open by link.', {}, { timeout: 10_000 })).toBeTruthy();
    // An attribute with more than 60 values cannot be offered.
    const tooFine = await screen.findByLabelText(/EmployeeNumber/);
    expect((tooFine as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Department \(2 values\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Open by link' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    expect(calls(fetch, 'POST')[0]).toEqual({
      url: '/api/Inquiry/5/OpenLink',
      body: { GroupQuestions: ['Department'] },
    });
    expect(await screen.findByText('This inquiry is open by link.')).toBeTruthy();
    expect((screen.getByLabelText('Address of the link') as HTMLInputElement).value).toBe(URL_OF_LINK);
    const qr = await screen.findByRole('img', { name: `QR code of the link ${URL_OF_LINK}` });
    // The QR code is read behind the bearer header and shown from its SVG, never from a URL carrying a token.
    expect(qr.getAttribute('src')).toBe(QR_SRC);
    const qrCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/OpenLink/Qr'));
    expect(new Headers(qrCall?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByText('Forms started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Printable poster' }).getAttribute('href')).toBe(
      '/inquiry-logs/open-link/5/poster',
    );
    expect(await structureViolations()).toEqual([]);
  });

  it('opens without group questions as an empty body, and copies the address', async () => {
    const fetch = mockApi(null);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Open by link' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls(fetch, 'POST')[0]?.body).toEqual({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the address of the link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_OF_LINK));
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('shows the counts of an open link: forms started, completed, the group questions asked', async () => {
    mockApi(openLink({ Responses: 12, CompletedResponses: 9, GroupQuestions: ['Department', 'Location'] }));
    renderAt(PAGE);
    const started = await screen.findByText('Forms started', {}, { timeout: 10_000 });
    expect(started.nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Forms completed').nextElementSibling?.textContent).toBe('9');
    expect(screen.getByText('Department, Location')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open by link' })).toBeNull();
  });

  it('warns that a link of an inquiry taking no more answers now tells respondents it is closed', async () => {
    mockApi(openLink(), undefined, true);
    renderAt(PAGE);
    expect(await screen.findByText(/The inquiry takes no more answers/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('does not warn while the link takes answers', async () => {
    const fetch = mockApi(openLink());
    renderAt(PAGE);
    await screen.findByText('This inquiry is open by link.', {}, { timeout: 10_000 });
    await waitFor(() => expect(calls(fetch, 'GET').map((c) => c.url)).toContain('/api/OpenLink/tok123'));
    await screen.findByRole('img', { name: /QR code/ });
    expect(screen.queryByText(/The inquiry takes no more answers/)).toBeNull();
  });

  it('says in the interface language why the API refused to open (409: already open)', async () => {
    await i18nProvider.changeLocale('de');
    mockApi(null, () => refusal(409, ['This inquiry already has an open link; revoke it first to make a new one']));
    renderAt(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Per Link öffnen' }, { timeout: 10_000 }));
    const alert = await screen.findByText(/Diese Erhebung hat bereits einen offenen Link/);
    expect(alert.textContent).not.toMatch(/already has an open link/);
  });

  it('shows a refused group question on the group questions, in the interface language', async () => {
    await i18nProvider.changeLocale('fr');
    mockApi(null, () => refusal(400, ['GroupQuestions[0]: Department is not an attribute of your people directory']));
    renderAt(PAGE);
    fireEvent.click(await screen.findByLabelText(/Department/, {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir par lien' }));
    expect(await screen.findByText('Department n’est pas un attribut de votre annuaire')).toBeTruthy();
  });

  it('allows at most three group questions', async () => {
    mockApi(null);
    vi.mocked((dataProvider as PortalDataProvider).getPeopleAttributes).mockResolvedValueOnce(
      ['A', 'B', 'C', 'D'].map((Name) => ({ Name, Values: ['x'], ValueCount: 1, People: 1 })),
    );
    renderAt(PAGE);
    for (const name of ['A', 'B', 'C'])
      fireEvent.click(await screen.findByLabelText(new RegExp(`^${name} `), {}, { timeout: 10_000 }));
    expect((screen.getByLabelText(/^D /) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('At most 3 group questions')).toBeTruthy();
  });

  it('revokes after a dialog saying the link stops at once and the answers stay', async () => {
    const fetch = mockApi(openLink());
    renderAt(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/stop working at once/)).toBeTruthy();
    expect(within(dialog).getByText(/answers already given stay/)).toBeTruthy();
    expect(calls(fetch, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(calls(fetch, 'DELETE').map((c) => c.url)).toEqual(['/api/Inquiry/5/OpenLink']));
    expect(await screen.findByText('This inquiry is not open by link.')).toBeTruthy();
    expect(await screen.findByText('The link is revoked')).toBeTruthy();
  });

  it('shows the operator the same link read-only: no open, no revoke', async () => {
    mockApi(openLink());
    renderAt(PAGE, 'SuperAdmin');
    expect(await screen.findByText('This inquiry is open by link.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/only the organisation’s admins can open or revoke it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Printable poster' })).toBeTruthy();
  });

  it('shows the operator an inquiry without a link, with nothing to open it', async () => {
    mockApi(null);
    renderAt(PAGE, 'SuperAdmin');
    expect(await screen.findByText('This inquiry is not open by link.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open by link' })).toBeNull();
  });
});
