import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeInvitation, SESSION_KEYS } from '@portal/contracts';
import { fakeToken, jsonResponse, renderRoutes } from '../../test/render';
import SignupRoute from './signup-route';

const org = encodeURIComponent(encodeInvitation('Northwind Traders'));
const email = encodeURIComponent(encodeInvitation('nina@northwind.example'));
const LINK = `/auth/signup/${org}/${email}?key=Secret`;
const token = fakeToken({
  role: 'CustomerUser',
  firstname: 'Nina',
  lastname: '',
  email: 'nina@northwind.example',
  userid: 41,
  customerid: 1,
  scp: 'invitation',
  exp: Math.floor(Date.now() / 1000) + 3600,
});
const opened = {
  Outcome: 'start',
  Token: token,
  Email: 'nina@northwind.example',
  Organisation: 'Northwind Traders',
  FirstName: 'Nina',
  LastName: '',
  InquiryId: 7,
  InquiryTypeId: 2,
  CustomerUserId: 41,
};
const FORM = '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId';

function open(answer: Response, path = LINK) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes(
    [
      { path: '/auth/signup/:encryptedOrgName/:encryptedEmail', element: <SignupRoute /> },
      { path: FORM, element: <h1>The form</h1> },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('invitation link: checked as it opens', () => {
  it('sends the link’s three parts, keeps the scoped session and opens the form’s start screen', async () => {
    const { router, fetchMock } = open(jsonResponse(opened));
    expect(await screen.findByRole('heading', { name: 'The form' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/invitation');
    expect(JSON.parse(String(init.body))).toEqual({
      Organisation: 'Northwind Traders',
      Email: 'nina@northwind.example',
      Key: 'Secret',
    });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(router.state.location.pathname).toBe('/customerUser/dashboard/survey-form/2/edit-survey-form/7');
    expect(router.state.location.search).toBe('?start');
    expect(router.state.location.state).toEqual({ signupPath: `/auth/signup/${org}/${email}?key=Secret&account=` });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
  });

  it('sends an address that has a password to the login, with the address and the form kept for after it', async () => {
    const { router } = open(jsonResponse({ ...opened, Outcome: 'login', Token: undefined }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('email')).toBe('nina@northwind.example');
    expect(search.get('next')).toBe('/customerUser/dashboard/survey-form/2/edit-survey-form/7');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('says at once that a link is not valid, and what to do', async () => {
    open(
      jsonResponse(
        { status: 403, title: 'Invitation link not valid', errorMessage: ['This invitation link is not valid'] },
        403,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Open the newest invitation mail/);
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('tells a closed survey from one already answered', async () => {
    open(jsonResponse({ status: 410, title: 'Invitation expired', errorMessage: ['closed'] }, 410));
    expect(await screen.findByRole('heading', { name: 'This survey has closed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/ask your organisation’s administrator to extend/);
  });

  it('tells an answered survey, with the login for the address', async () => {
    open(jsonResponse({ status: 410, title: 'Invitation already answered', errorMessage: ['answered'] }, 410));
    expect(await screen.findByRole('heading', { name: 'You have already answered' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe(
      '/auth/login?email=nina%40northwind.example',
    );
  });

  it('keeps the staff sign-up wizard for the same link with &account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({})),
    );
    renderRoutes(
      [{ path: '/auth/signup/:encryptedOrgName/:encryptedEmail', element: <SignupRoute /> }],
      `${LINK}&account=`,
    );
    expect(await screen.findByRole('heading', { name: 'Organizational Details' })).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('/auth/invitation'))).toBe(false),
    );
  });
});
