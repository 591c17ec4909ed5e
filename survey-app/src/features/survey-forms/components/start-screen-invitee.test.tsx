import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@portal/contracts';
import { jsonResponse, signIn, withQueryClient } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage from './survey-form-page';

const FORM = '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId';
const START = '/customerUser/dashboard/survey-form/2/edit-survey-form/5?start';
const form = (Status: string, answered = false) => ({
  Status,
  ExpiryDate: '2099-01-31T00:00:00.000Z',
  IsExpired: false,
  IsClosed: false,
  MinRespondents: 5,
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Roles are clear',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
      ...(answered ? { Answer: '3', ValueImportanceAnswer: '4' } : {}),
    },
  ],
});

let calls: { url: string; init?: RequestInit }[];
function serve(status = 'pending') {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(form(status, status !== 'pending'));
      if (url.includes('/CustomerUser/Profile/')) {
        const body = JSON.parse(String(init?.body));
        return jsonResponse({ Id: 3, Email: 'alice@example.test', Designation: '', ...body });
      }
      return jsonResponse({}, 404);
    }),
  );
}
const renderStart = (state?: unknown) => {
  const router = createMemoryRouter([{ path: FORM, element: <SurveyFormPage role="CustomerUser" mode="edit" /> }], {
    initialEntries: [{ pathname: START.split('?')[0], search: '?start', state }],
  });
  render(withQueryClient(<RouterProvider router={router} />));
};
const profileCalls = () => calls.filter((c) => c.url.includes('/CustomerUser/Profile/'));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => serve());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('start screen of someone who came in by the invitation link', () => {
  it('asks them to confirm their name, prefilled, saves it on their profile, then opens the first question', async () => {
    signIn('CustomerUser', { scp: 'invitation', firstname: 'Alice', lastname: '' });
    renderStart({ signupPath: '/auth/signup/a/b?key=K&account=' });
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Alice');
    expect(screen.getByRole('link', { name: 'Sign up instead' }).getAttribute('href')).toBe(
      '/auth/signup/a/b?key=K&account=',
    );

    // A missing last name stops the start, without a call.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('This field is mandatory')).toBeTruthy();
    expect(profileCalls()).toEqual([]);

    type(/^Last name/, ' Morgan ');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Roles are clear')).toBeTruthy();
    const [saved] = profileCalls();
    expect(saved.url).toBe('/api/CustomerUser/Profile/3');
    expect(saved.init?.method).toBe('PUT');
    expect(JSON.parse(String(saved.init?.body))).toEqual({ FirstName: 'Alice', LastName: 'Morgan' });
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Alice Morgan');
  });

  it('does not ask again when they come back to a started form', async () => {
    serve('saveasdraft');
    signIn('CustomerUser', { scp: 'invitation' });
    renderStart();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Roles are clear')).toBeTruthy();
    expect(profileCalls()).toEqual([]);
  });

  it('asks nothing of a person signed in with a password', async () => {
    signIn('CustomerUser');
    renderStart();
    await screen.findByRole('heading', { name: 'Before you start' });
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up instead' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByText('Roles are clear')).toBeTruthy());
    expect(profileCalls()).toEqual([]);
  });
});
