import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { CustomQuestionList } from '../custom-questions/CustomQuestionList';
import { FirstLoginGate } from './FirstLoginGate';
import { InquiryLogList } from './inquiry-logs/InquiryLogList';
import { inquiryActions } from './inquiry-logs/inquiryActions';
import { surveyFormActions } from './survey-forms/SurveyFormList';
import { signIn } from '../test-session';

const QUESTIONS = [
  { id: 1, Title: 'Pending one', Type: 'Textbox', MaxLength: 200, InquiryId: 9, Status: null, CreatedBy: 'Ann Admin' },
  { id: 2, Title: 'Approved one', Type: 'Rating', InquiryId: 9, Status: 'Approved', CreatedBy: 'Ann Admin' },
  { id: 3, Title: 'Rejected one', Type: 'Checkbox', InquiryId: 9, Status: 'Reject', CreatedBy: 'Ann Admin' },
];

function renderIn(ui: React.ReactElement, getList: DataProvider['getList']) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ getList } as unknown as DataProvider} authProvider={authProvider}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

const action = (label: string) => screen.queryAllByRole('link', { name: label });

describe('custom questions by role', { timeout: 60_000 }, () => {
  it('gives a customer admin their own questions with view, edit (not once Approved) and delete, no review', async () => {
    signIn('CustomerAdmin', { userid: 42 });
    const getList = vi.fn().mockResolvedValue({ data: QUESTIONS, total: 3 });
    renderIn(<CustomQuestionList />, getList);
    expect(await screen.findByText('Approved one', {}, { timeout: 10_000 })).toBeTruthy();
    expect(getList.mock.calls[0][1].filter).toEqual({ userId: '42' });
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(action('View')).toHaveLength(3);
    const edits = action('Edit');
    expect(edits).toHaveLength(3);
    expect(edits.map((a) => a.getAttribute('aria-disabled') === 'true')).toEqual([false, true, false]);
    expect(edits[0].getAttribute('href')).toBe('/custom-metrics/inquiry/9/edit/1');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3);
    expect(action('Review')).toHaveLength(0);
  });

  it('gives the super admin every question to review and nothing to author or delete', async () => {
    signIn('SuperAdmin');
    const getList = vi.fn().mockResolvedValue({ data: QUESTIONS, total: 3 });
    renderIn(<CustomQuestionList />, getList);
    expect(await screen.findByText('Pending one')).toBeTruthy();
    expect(getList.mock.calls[0][1].filter).toEqual({});
    await waitFor(() => expect(action('Review')).toHaveLength(3));
    expect(action('Edit')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
  });
});

describe('inquiry log actions', () => {
  it('follows the inquiry through its steps', () => {
    expect(inquiryActions({ Status: 'Draft', RespondentsAdded: false, Progress: 10 })).toEqual({
      intake: true,
      customQuestion: true,
      manageRespondents: false,
      viewRespondents: false,
    });
    expect(inquiryActions({ Status: 'Open', RespondentsAdded: false, Progress: 20 })).toEqual({
      intake: true,
      customQuestion: true,
      manageRespondents: true,
      viewRespondents: false,
    });
    expect(inquiryActions({ Status: 'Open', RespondentsAdded: true, Progress: 30 })).toEqual({
      intake: false,
      customQuestion: false,
      manageRespondents: true,
      viewRespondents: true,
    });
    expect(inquiryActions({ Status: 'Published', RespondentsAdded: true, Progress: 100 }).manageRespondents).toBe(
      false,
    );
  });

  it('disables add custom question once respondents are added', async () => {
    signIn('CustomerAdmin');
    const getList = vi.fn().mockResolvedValue({
      data: [
        {
          id: 5,
          InquiryTypeId: 1,
          Description: 'Fresh',
          InquiryTypeName: 'Health',
          Progress: 10,
          Status: 'Draft',
          RespondentsAdded: false,
        },
        {
          id: 6,
          InquiryTypeId: 1,
          Description: 'Running',
          InquiryTypeName: 'Health',
          Progress: 30,
          Status: 'Open',
          RespondentsAdded: true,
        },
      ],
      total: 2,
    });
    renderIn(<InquiryLogList />, getList);
    expect(await screen.findByText('Active Inquiries')).toBeTruthy();
    await screen.findByText('Running');
    expect(getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 8 });
    const disabled = (label: string) => action(label).map((a) => a.getAttribute('aria-disabled') === 'true');
    expect(disabled('Add Custom Question')).toEqual([false, true]);
    expect(disabled('Intake Questions')).toEqual([false, true]);
    expect(disabled('View Respondents')).toEqual([true, false]);
    expect(disabled('Manage Respondents')).toEqual([true, false]);
    expect(action('Intake Questions')[0].getAttribute('href')).toBe('/inquiry-logs/inquiry-types/1/inquiry/5');
  });
});

describe('survey form actions', () => {
  it('views once saved, fills until completed, and shows Expired instead', () => {
    expect(surveyFormActions({ Status: 'pending' })).toEqual({ view: false, fill: true, expired: false });
    expect(surveyFormActions({ Status: 'saveasdraft' })).toEqual({ view: true, fill: true, expired: false });
    expect(surveyFormActions({ Status: 'completed', IsExpired: true })).toEqual({
      view: true,
      fill: false,
      expired: false,
    });
    expect(surveyFormActions({ Status: 'saveasdraft', IsExpired: true })).toEqual({
      view: true,
      fill: false,
      expired: true,
    });
  });
});

describe('FirstLoginGate', () => {
  const renderAt = (firstLogin: string) => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', firstLogin);
    render(
      <MemoryRouter initialEntries={['/inquiry-logs']}>
        <AdminContext authProvider={authProvider}>
          <Routes>
            <Route path="/dashboard" element={<p>dashboard</p>} />
            <Route
              path="/inquiry-logs"
              element={
                <FirstLoginGate>
                  <p>log</p>
                </FirstLoginGate>
              }
            />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
  };
  // The flag is read through the auth provider's identity, which answers asynchronously.
  it('sends a first login to the dashboard and its profile dialog', async () => {
    renderAt('true');
    expect(await screen.findByText('dashboard', {}, { timeout: 10_000 })).toBeTruthy();
  });
  it('lets a completed profile through', async () => {
    renderAt('false');
    expect(await screen.findByText('log', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
