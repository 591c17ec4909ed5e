import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { signIn } from '../test-session';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { validateProfile, EMPTY_PROFILE } from './profileRules';

function renderDialog() {
  const onDone = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider}>
      <CompanyProfileDialog open onDone={onDone} />
    </AdminContext>,
  );
  return onDone;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('validateProfile', () => {
  it('requires every field and numbers where numbers are asked', () => {
    const errors = validateProfile(EMPTY_PROFILE);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'AnnualRevenue',
        'AverageFTE',
        'HeadquarterAddress',
        'NumberOfLocations',
        'OwnerShipStructure',
        'ProfitOrNOn',
        'YearsInBusiness',
      ].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is mandatory']));
    const numbers = validateProfile({
      ...EMPTY_PROFILE,
      YearsInBusiness: '1y',
      AnnualRevenue: '1.5',
      AverageFTE: '4.5',
      NumberOfLocations: 'two',
    });
    expect(numbers.YearsInBusiness).toBe('This field only contain number');
    expect(numbers.AnnualRevenue).toBe('Enter a whole amount such as 2500000, 2,500,000, 300k or 2.5m');
    expect(numbers.AverageFTE).toBeUndefined();
    expect(numbers.NumberOfLocations).toBe('This field only contain number');
  });
});

// Several MUI selects per test: slow on a loaded 2-core machine.
describe('CompanyProfileDialog', { timeout: 60_000 }, () => {
  it('shows the messages and sends nothing until the profile is complete, and cannot be dismissed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderDialog();
    expect(screen.getByRole('combobox', { name: /Duration/ }).textContent).toContain('days');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is mandatory')).toHaveLength(7);

    // What is typed stays as typed: a number field that is not a number says so rather than being changed.
    type(/Years in Business/, '12 years');
    expect(input(/Years in Business/).value).toBe('12 years');
    type(/Annual Revenue/, '2,500,000');
    expect(input(/Annual Revenue/).value).toBe('2,500,000');
    expect(await screen.findByText('Read as 2,500,000')).toBeTruthy();
    type(/Number of Locations/, 'three');
    await waitFor(() => expect(screen.getAllByText('This field only contain number')).toHaveLength(2));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the profile for the token ids with the chosen default invitation language, clears the first-login flag and closes', async () => {
    signIn('CustomerAdmin', { userid: 31, customerid: 17 });
    localStorage.setItem('firstTimeLogin', 'true');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ CustomerId: 17 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const onDone = renderDialog();
    type(/Years in Business/, '12');
    await choose(/Duration/, 'years');
    await choose(/Profit or Non-Profit/, 'Non-Profit');
    type(/Ownership Structure/, 'Foundation');
    type(/Annual Revenue/, '2500000');
    type(/Average FTE/, '42.5');
    type(/Number of Locations/, '3');
    type(/Headquarter Address/, '1 Harbour Street');
    // The interface language is the starting choice.
    expect(screen.getByRole('combobox', { name: /Default invitation language/ }).textContent).toContain('English');
    await choose(/Default invitation language/, 'French');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Customer/17/User/31/CustomerProfileComplete');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      YearsInBusiness: '12',
      duration: 'years',
      ProfitOrNOn: 'Non-Profit',
      OwnerShipStructure: 'Foundation',
      AnnualRevenue: '2500000',
      AverageFTE: '42.5',
      NumberOfLocations: '3',
      HeadquarterAddress: '1 Harbour Street',
      Language: 'fr',
      IsActive: true,
    });
    expect(localStorage.getItem('firstTimeLogin')).toBe('false');
  });

  it('reads the annual revenue as people type it, shows the amount, and sends its digits', async () => {
    signIn('CustomerAdmin', { userid: 31, customerid: 17 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ CustomerId: 17 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const onDone = renderDialog();
    type(/Years in Business/, '12');
    await choose(/Profit or Non-Profit/, 'Profit');
    type(/Ownership Structure/, 'Private');
    type(/Annual Revenue/, '2.5m');
    expect(input(/Annual Revenue/).value).toBe('2.5m');
    expect(screen.getByText('Read as 2,500,000')).toBeTruthy();
    type(/Annual Revenue/, '300k');
    expect(screen.getByText('Read as 300,000')).toBeTruthy();
    type(/Annual Revenue/, '2.5m');
    type(/Average FTE/, '42');
    type(/Number of Locations/, '3');
    type(/Headquarter Address/, '1 Harbour Street');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).AnnualRevenue).toBe('2500000');
  });

  it('refuses a revenue it cannot read exactly, visibly once the field is left, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderDialog();
    const message = 'Enter a whole amount such as 2500000, 2,500,000, 300k or 2.5m';
    type(/Annual Revenue/, '2.5x');
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.blur(input(/Annual Revenue/));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(/Annual Revenue/).value).toBe('2.5x');
    type(/Annual Revenue/, '2.5');
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    type(/Annual Revenue/, '2500000');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('keeps the dialog and the flag when the server refuses', async () => {
    signIn('CustomerAdmin');
    localStorage.setItem('firstTimeLogin', 'true');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          status: 400,
          title: 'Bad Request',
          errorMessage: ['AverageFTE: This field only contain number'],
        }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    const onDone = renderDialog();
    for (const [label, value] of [
      [/Years in Business/, '1'],
      [/Ownership Structure/, 'Private'],
      [/Annual Revenue/, '1'],
      [/Average FTE/, '1'],
      [/Number of Locations/, '1'],
      [/Headquarter Address/, 'Here'],
    ] as const)
      type(label, value);
    await choose(/Profit or Non-Profit/, 'Profit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(onDone).not.toHaveBeenCalled();
    expect(localStorage.getItem('firstTimeLogin')).toBe('true');
  });
});
