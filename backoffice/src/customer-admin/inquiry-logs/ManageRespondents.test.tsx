import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';
import { signIn } from '../../test-session';
import { RespondentsFormCard } from './ManageRespondents';
import {
  dayString,
  defaultExpiry,
  participantsPayload,
  validateRespondents,
  type RespondentsForm,
} from './respondentsRules';

const TODAY = new Date(2026, 10, 22);
const base: RespondentsForm = {
  emails: ['ann@example.com'],
  typing: '',
  expiryDate: '2026-12-20',
  noOfParticipants: '1',
  adminAsRespondent: false,
  language: '',
};

describe('validateRespondents', () => {
  it('accepts a valid form', () => {
    expect(validateRespondents(base, TODAY)).toEqual({});
  });
  it('needs at least one email, each a valid one (typed text included)', () => {
    expect(validateRespondents({ ...base, emails: [] }, TODAY).emails).toBe('This field is mandatory');
    expect(validateRespondents({ ...base, emails: [], adminAsRespondent: true }, TODAY).emails).toBe(
      'This field is mandatory',
    );
    expect(validateRespondents({ ...base, emails: ['ann@example.com', 'bob'] }, TODAY).emails).toBe(
      'Please enter a valid email',
    );
    expect(validateRespondents({ ...base, typing: 'bob@' }, TODAY).emails).toBe('Please enter a valid email');
  });
  it('refuses an expiry before tomorrow', () => {
    expect(validateRespondents({ ...base, expiryDate: '2026-11-22' }, TODAY).expiryDate).toBe(
      'Please select a valid date',
    );
    expect(validateRespondents({ ...base, expiryDate: '2026-11-21' }, TODAY).expiryDate).toBe(
      'Please select a valid date',
    );
    expect(validateRespondents({ ...base, expiryDate: '' }, TODAY).expiryDate).toBe('Please select a valid date');
    expect(validateRespondents({ ...base, expiryDate: '2026-11-23' }, TODAY).expiryDate).toBeUndefined();
  });
  it('refuses zero or no participants', () => {
    expect(validateRespondents({ ...base, noOfParticipants: '0' }, TODAY).noOfParticipants).toBe(
      'Please add a number.',
    );
    expect(validateRespondents({ ...base, noOfParticipants: '' }, TODAY).noOfParticipants).toBe('Please add a number.');
  });
  it('defaults the expiry to 28 days ahead and builds the AddParticipants body', () => {
    expect(defaultExpiry(TODAY)).toBe('2026-12-20');
    expect(dayString(new Date(2026, 11, 31), 1)).toBe('2027-01-01');
    expect(
      participantsPayload({
        ...base,
        typing: 'Bob@Example.com ann@example.com',
        noOfParticipants: '3',
        adminAsRespondent: true,
      }),
    ).toEqual({
      Participants: ['ann@example.com', 'bob@example.com'],
      NoOfParticipants: 3,
      ExpiryDate: '2026-12-20',
      IsCustomerAdminRespondent: true,
    });
    expect(participantsPayload({ ...base, language: 'de' })).toMatchObject({ Language: 'de' });
  });
});

// The card is a react-admin form: it renders inside react-admin's context, as on the page.
const renderInAdmin = (card: ReactElement) => render(<AdminContext>{card}</AdminContext>);

describe('RespondentsFormCard', { timeout: 60_000 }, () => {
  it('shows the messages instead of sending, then sends a corrected form', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderInAdmin(<RespondentsFormCard onSend={onSend} busy={false} />);
    const expiry = screen.getByLabelText('Expiry Date') as HTMLInputElement;
    expect(expiry.value).toBe(defaultExpiry());

    fireEvent.click(screen.getByRole('button', { name: 'Add Participants' }));
    expect(await screen.findByText('This field is mandatory')).toBeTruthy();
    expect(screen.getByText('Please add a number.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    const emails = screen.getByLabelText('Respondent Emails');
    fireEvent.change(emails, { target: { value: 'not-an-email ' } });
    fireEvent.change(expiry, { target: { value: dayString(new Date()) } });
    await waitFor(() => expect(screen.getByText('Please enter a valid email')).toBeTruthy());
    expect(screen.getByText('Please select a valid date')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.keyDown(emails, { key: 'Backspace' });
    fireEvent.change(emails, { target: { value: 'ann@example.com,' } });
    fireEvent.change(expiry, { target: { value: dayString(new Date(), 1) } });
    // The count follows the addresses until it is typed.
    await waitFor(() => expect((screen.getByLabelText('Number of Participants') as HTMLInputElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Participants' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(participantsPayload(onSend.mock.calls[0][0])).toMatchObject({
      Participants: ['ann@example.com'],
      NoOfParticipants: 1,
    });
  });

  it("offers the organisation's default invitation language first and sends the chosen one as Language", async () => {
    signIn('CustomerAdmin', { customerid: 17 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const send = async (form: RespondentsForm) => dataProvider.addParticipants('9', participantsPayload(form));
    renderInAdmin(<RespondentsFormCard onSend={send} busy={false} />);
    const select = screen.getByRole('combobox', { name: /Invitation language/ });
    expect(select.textContent).toContain("The organisation's default");
    fireEvent.mouseDown(select);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'German' }));
    fireEvent.change(screen.getByLabelText('Respondent Emails'), { target: { value: 'ann@example.com,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Participants' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Inquiry/AddParticipants/9');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      Participants: ['ann@example.com'],
      NoOfParticipants: 1,
      Language: 'de',
    });
  });
});
