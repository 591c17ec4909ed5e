import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { dataProvider, type PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { PersonEditDialog } from './PersonEditDialog';

const person = {
  id: 7,
  Email: 'ann@example.com',
  FirstName: 'Ann',
  LastName: 'Lee',
  ManagerEmail: 'boss@example.com',
  Attributes: { 'Cost.centre': 'C1', Team: 'Blue' },
} as unknown as RecordOf<'people'>;

const provider = () => {
  const update = vi.fn(async (_resource: string, params: { data: unknown }) => ({
    data: { ...person, ...(params.data as object) },
  }));
  const stub = {
    ...dataProvider,
    getPeopleAttributes: vi.fn(async () => [{ Name: 'Site' }, { Name: 'Team' }]),
    update,
  } as unknown as PortalDataProvider;
  return { stub, update };
};

describe('PersonEditDialog', () => {
  it('shows the address read-only, saves trimmed names and drops an emptied attribute', async () => {
    const { stub, update } = provider();
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={stub}>
        <PersonEditDialog person={person} onClose={onClose} />
      </AdminContext>,
    );
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('ann@example.com');
    expect(email.readOnly).toBe(true);
    const site = (await screen.findByLabelText('Site')) as HTMLInputElement;
    fireEvent.change(site, { target: { value: ' North ' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Anna ' } });
    expect((screen.getByLabelText('Cost.centre') as HTMLInputElement).value).toBe('C1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      FirstName: 'Anna',
      LastName: 'Lee',
      ManagerEmail: 'boss@example.com',
      Attributes: { 'Cost.centre': 'C1', Site: 'North' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the API's refusal of the manager on the Manager field and keeps the dialog open", async () => {
    const { stub, update } = provider();
    const cycle = 'This would make a reporting cycle (ann@example.com → bo@example.com → ann@example.com)';
    update.mockRejectedValueOnce(
      new HttpError('Bad Request', 400, {
        status: 400,
        title: 'Bad Request',
        errorMessage: [`ManagerEmail: ${cycle}`],
      }),
    );
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={stub}>
        <PersonEditDialog person={person} onClose={onClose} />
      </AdminContext>,
    );
    const manager = screen.getByLabelText('Manager') as HTMLInputElement;
    expect(manager.value).toBe('boss@example.com');
    fireEvent.change(manager, { target: { value: ' bo@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cycle)).toBeTruthy();
    expect(screen.getByLabelText('Manager').getAttribute('aria-invalid')).toBe('true');
    expect(update.mock.calls[0][1].data).toMatchObject({ ManagerEmail: 'bo@example.com' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
