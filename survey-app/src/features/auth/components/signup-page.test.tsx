import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeInvitation } from '@portal/contracts';
import { jsonResponse, renderRoutes } from '../../../test/render';
import SignupPage from './signup-page';

const routes = [
  { path: '/auth/signup', element: <SignupPage /> },
  { path: '/auth/signup/:encryptedOrgName/:encryptedEmail', element: <SignupPage /> },
  { path: '/auth/login', element: <h1>Login page</h1> },
];

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
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('sign-up wizard', () => {
  it('validates step 1: required fields and a valid website; street address optional', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404)),
    );
    renderRoutes(routes, '/auth/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(6);
    // A refused step puts the focus on its first field in error.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Organization Name/)));
    type(/^Organization Name/, 'Fabrikam');
    type(/^Industry Type/, 'Research');
    type(/^Website/, 'not a url');
    type(/^Country/, 'Norway');
    type(/^State/, 'Oslo');
    type(/^City/, 'Oslo');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    type(/^Website/, 'fabrikam.example');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
  });

  it('signs up a new organisation as its admin and shows the thank-you step', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        if (url.includes('CustomerByName'))
          return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
        return jsonResponse({ Id: 9 });
      }),
    );
    renderRoutes(routes, '/auth/signup');
    for (const [label, value] of [
      [/^Organization Name/, 'Fabrikam'],
      [/^Industry Type/, 'Research'],
      [/^Website/, 'https://fabrikam.example'],
      [/^Country/, 'Norway'],
      [/^State/, 'Oslo'],
      [/^City/, 'Oslo'],
    ] as const)
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
    type(/^First Name/, 'Fay');
    type(/^Last Name/, 'Founder');
    type(/^Email Address/, 'fay@fabrikam.example');
    type(/^Password/, 'weak');
    type(/^Confirm Password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(await screen.findByText(/at least 8 characters/)).toBeTruthy();
    type(/^Password/, 'Fabrikam#2026');
    type(/^Confirm Password/, 'Fabrikam#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/Thank you for signing up/)).toBeTruthy();
    // A new organisation's admin is told a confirmation link was mailed (the same text whether or not the address had an account).
    expect(
      screen.getByText(/open the confirmation link in it to create your organisation and your account/),
    ).toBeTruthy();
    expect(screen.getByText('fay@fabrikam.example')).toBeTruthy();
    const body = JSON.parse(String(calls.at(-1)![1]!.body));
    expect(calls.at(-1)![0]).toBe('/api/Customer/CustomerAdminsignup');
    expect(body).toMatchObject({
      CustomerName: 'Fabrikam',
      Industry: 'Research',
      isAdmin: true,
      FirstName: 'Fay',
      Email: 'fay@fabrikam.example',
      Password: 'Fabrikam#2026',
      ConfirmPassword: 'Fabrikam#2026',
    });
    expect(body.CustomerId).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('staff sign-up from the invitation link: organisation and email decoded, prefilled and locked; failure lists the lines', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        if (url.includes('CustomerByName')) return jsonResponse(northwind);
        return jsonResponse(
          { status: 403, title: 'Forbidden', errorMessage: ['No pending invitation', 'Ask your administrator'] },
          403,
        );
      }),
    );
    const org = encodeURIComponent(encodeInvitation('Northwind Traders'));
    const email = encodeURIComponent(encodeInvitation('newbie@northwind.demo.test'));
    renderRoutes(routes, `/auth/signup/${org}/${email}?key=Secret_From-The-Mail`);
    await waitFor(() => expect(field(/^Industry Type/).value).toBe('Wholesale'));
    expect(field(/^Organization Name/).value).toBe('Northwind Traders');
    expect(field(/^Organization Name/).disabled).toBe(true);
    expect(field(/^Industry Type/).disabled).toBe(true);
    expect(calls[0][0]).toBe('/api/Customer/CustomerByName/Northwind%20Traders');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
    expect(field(/^Email Address/).value).toBe('newbie@northwind.demo.test');
    expect(field(/^Email Address/).disabled).toBe(true);
    type(/^First Name/, 'Nina');
    type(/^Last Name/, 'Newbie');
    type(/^Password/, 'Newbie#Pass1');
    type(/^Confirm Password/, 'Newbie#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Forbidden');
    expect(alert.textContent).toContain('No pending invitation');
    expect(alert.textContent).toContain('Ask your administrator');
    expect(JSON.parse(String(calls.at(-1)![1]!.body))).toMatchObject({
      CustomerId: 1,
      isAdmin: false,
      Email: 'newbie@northwind.demo.test',
      InvitationKey: 'Secret_From-The-Mail',
    });
  });

  it('a staff sign-up typed in by hand (no invitation link) sends no secret', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        if (url.includes('CustomerByName')) return jsonResponse(northwind);
        return jsonResponse(
          { status: 403, title: 'Sign up failed', errorMessage: ['This invitation link is not valid or has expired.'] },
          403,
        );
      }),
    );
    renderRoutes(routes, '/auth/signup?key=not-from-an-invitation-link');
    for (const [label, value] of [
      [/^Organization Name/, 'Northwind Traders'],
      [/^Industry Type/, 'Wholesale'],
      [/^Website/, 'https://northwind.example'],
      [/^Country/, 'UK'],
      [/^State/, 'Kent'],
      [/^City/, 'Dover'],
    ] as const)
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
    type(/^First Name/, 'Nina');
    type(/^Last Name/, 'Newbie');
    type(/^Email Address/, 'newbie@northwind.demo.test');
    type(/^Password/, 'Newbie#Pass1');
    type(/^Confirm Password/, 'Newbie#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invitation link is not valid or has expired.',
    );
    const body = JSON.parse(String(calls.at(-1)![1]!.body));
    expect(body).toMatchObject({ CustomerId: 1, isAdmin: false });
    expect(body.InvitationKey).toBeUndefined();
  });
});
