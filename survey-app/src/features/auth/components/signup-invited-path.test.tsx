import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeInvitation, SESSION_KEYS } from '@portal/contracts';
import { fakeToken, jsonResponse, renderRoutes } from '../../../test/render';
import SignupPage from './signup-page';

const northwind = {
  CustomerId: 1,
  CustomerName: 'Northwind Traders',
  Industry: 'Wholesale',
  Address: '1 Main St',
  Country: 'UK',
  State: 'Kent',
  City: 'Dover',
  Website: 'https://northwind.example',
};
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('staff sign-up from the invitation: straight to the form', () => {
  it('keeps the answered token as the session, says Signed Up and opens the invitation’s form on its start screen', async () => {
    const token = fakeToken({
      role: 'CustomerUser',
      firstname: 'Nina',
      lastname: 'Newbie',
      email: 'newbie@northwind.demo.test',
      userid: 41,
      customerid: 1,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('CustomerByName')) return jsonResponse(northwind);
        return jsonResponse({
          ...northwind,
          Id: 41,
          FirstName: 'Nina',
          LastName: 'Newbie',
          Email: 'newbie@northwind.demo.test',
          Designation: '',
          Role: 'CustomerUser',
          IsAdmin: false,
          Active: true,
          Token: token,
          InquiryId: 7,
          InquiryTypeId: 2,
        });
      }),
    );
    const org = encodeURIComponent(encodeInvitation('Northwind Traders'));
    const email = encodeURIComponent(encodeInvitation('newbie@northwind.demo.test'));
    const { router } = renderRoutes(
      [
        { path: '/auth/signup/:encryptedOrgName/:encryptedEmail', element: <SignupPage /> },
        {
          path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
          element: <h1>The form</h1>,
        },
      ],
      `/auth/signup/${org}/${email}?key=Secret`,
    );
    await waitFor(() => expect((screen.getByLabelText(/^Industry Type/) as HTMLInputElement).value).toBe('Wholesale'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
    type(/^First Name/, 'Nina');
    type(/^Last Name/, 'Newbie');
    type(/^Password/, 'Newbie#Pass1');
    type(/^Confirm Password/, 'Newbie#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'The form' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customerUser/dashboard/survey-form/2/edit-survey-form/7');
    expect(router.state.location.search).toBe('?start');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(screen.getByText('Signed Up in Successfully')).toBeTruthy();
  });

  it('keeps Next off until the invitation’s organisation has filled its details, so a quick click is not refused', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('CustomerByName')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(jsonResponse({})),
      ),
    );
    const org = encodeURIComponent(encodeInvitation('Northwind Traders'));
    const email = encodeURIComponent(encodeInvitation('newbie@northwind.demo.test'));
    renderRoutes(
      [{ path: '/auth/signup/:encryptedOrgName/:encryptedEmail', element: <SignupPage /> }],
      `/auth/signup/${org}/${email}?key=Secret`,
    );
    const next = await screen.findByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.queryByText(/This field is mandatory/)).toBeNull();
    answer(jsonResponse(northwind));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByLabelText(/^Industry Type/) as HTMLInputElement).value).toBe('Wholesale');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
  });
});
