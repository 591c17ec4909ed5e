import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { NOT_FOUND_PATH } from '@portal/contracts';
import { authProvider } from '../providers/authProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { leaveTo } from '../providers/session';
import { signIn } from '../test-session';
import { AppNotification } from '../common/AppNotification';
import { ManageRespondents } from '../customer-admin/inquiry-logs/ManageRespondents';
import { ProgressMeter } from '../customer-admin/inquiry-logs/ProgressMeter';
import { RespondentList } from './RespondentList';

vi.mock('../providers/session', async (original) => ({
  ...(await original<typeof import('../providers/session')>()),
  leaveTo: vi.fn(),
}));

const LOADED = { timeout: 10_000 };
const INQUIRY = {
  id: 5,
  Id: 5,
  Description: 'Staff survey',
  InquiryTypeName: 'Health',
  InquiryTypeId: 2,
  Progress: 30,
  Status: 'Open',
  RespondentsAdded: true,
  Participants: 1,
  CompletedForms: 0,
  IsActive: true,
};
const ROW = {
  id: 11,
  RespondentId: 11,
  Id: null,
  FirstName: '',
  LastName: '',
  Email: 'ann@example.com',
  status: 'pending',
  InvitedAt: '2026-11-01T09:00:00.000Z',
  LastRemindedAt: null,
  NextReminderAt: null,
};

const PAGES: Record<string, { route: string; element: ReactElement }> = {
  manage: { route: '/inquiry-logs/manage-respondents/:inquiryId', element: <ManageRespondents /> },
  respondents: { route: '/inquiry-logs/view-respondents/:inquiryId', element: <RespondentList back="/inquiry-logs" /> },
  progress: { route: '/inquiry-logs/progress-meter/:inquiryId', element: <ProgressMeter /> },
};

function renderPage(page: keyof typeof PAGES, path: string, dataProvider: Record<string, unknown>) {
  signIn('CustomerAdmin');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path={PAGES[page].route} element={PAGES[page].element} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const unknownInquiry = () => ({
  getOne: vi.fn().mockRejectedValue(
    new HttpError('Not Found\nInquiry not found', 404, {
      status: 404,
      title: 'Not Found',
      errorMessage: ['Inquiry not found'],
    }),
  ),
  getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
  addParticipants: vi.fn(),
  sendReminders: vi.fn(),
});

afterEach(async () => {
  vi.mocked(leaveTo).mockClear();
  await i18nProvider.changeLocale('en');
});

describe('respondent pages of an inquiry that is not there', { timeout: 60_000 }, () => {
  for (const [page, path] of [
    ['manage', '/inquiry-logs/manage-respondents/987654'],
    ['respondents', '/inquiry-logs/view-respondents/987654'],
    ['progress', '/inquiry-logs/progress-meter/987654'],
  ] as const) {
    it(`${page}: an unknown or another organisation's inquiry is page-not-found, once, without a toast`, async () => {
      const dataProvider = unknownInquiry();
      renderPage(page, path, dataProvider);
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(NOT_FOUND_PATH), LOADED);
      // Asked once (a 404 is not retried), and nothing else of the page is asked for or offered.
      expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
      expect(dataProvider.getList).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Add Participants' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Remind all who have not completed' })).toBeNull();
      expect(screen.queryByText('Please wait')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText(/Inquiry not found/)).toBeNull();
    });
  }

  it('does not even ask for an id that is no number', async () => {
    const dataProvider = unknownInquiry();
    renderPage('respondents', '/inquiry-logs/view-respondents/null', dataProvider);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(NOT_FOUND_PATH));
    expect(dataProvider.getOne).not.toHaveBeenCalled();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});

describe('Manage Respondents', { timeout: 60_000 }, () => {
  it('offers the form preview before the respondents are invited', async () => {
    const dataProvider = {
      getOne: vi.fn().mockResolvedValue({ data: INQUIRY }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      addParticipants: vi.fn(),
    };
    renderPage('manage', '/inquiry-logs/manage-respondents/5', dataProvider);
    const preview = await screen.findByRole('link', { name: 'Preview the form' }, LOADED);
    expect(preview.getAttribute('href')).toBe('/inquiry-logs/preview/5');
    expect(dataProvider.addParticipants).not.toHaveBeenCalled();
  });

  it('sends Add Participants once on a double click, with the button off while it is sent', async () => {
    let answer: () => void = () => undefined;
    const dataProvider = {
      getOne: vi.fn().mockResolvedValue({ data: INQUIRY }),
      getList: vi.fn().mockResolvedValue({ data: [ROW], total: 1 }),
      addParticipants: vi.fn(() => new Promise<void>((resolve) => (answer = resolve))),
    };
    renderPage('manage', '/inquiry-logs/manage-respondents/5', dataProvider);
    const emails = await screen.findByLabelText('Respondent Emails', {}, LOADED);
    fireEvent.change(emails, { target: { value: 'bob@example.com,' } });
    const add = screen.getByRole('button', { name: 'Add Participants' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(dataProvider.addParticipants).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(add);
    answer();
    await waitFor(() => expect(screen.getByText('Successfully Added Participants')).toBeTruthy());
    expect(dataProvider.addParticipants).toHaveBeenCalledTimes(1);
  });

  it('names the current respondents in the interface language', async () => {
    await i18nProvider.changeLocale('fr');
    const dataProvider = {
      getOne: vi.fn().mockResolvedValue({ data: INQUIRY }),
      getList: vi.fn().mockResolvedValue({ data: [ROW], total: 1 }),
    };
    renderPage('manage', '/inquiry-logs/manage-respondents/5', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Répondants actuels (1)' }, LOADED)).toBeTruthy();
    expect(screen.queryByText(/Current Respondents/)).toBeNull();
  });
});
