import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { dataProvider, type PortalDataProvider } from '../providers/dataProvider';
import type { RecordOf } from '../providers/records';
import { PersonEditDialog } from './PersonEditDialog';

const person = {
  id: 7,
  Email: 'ann@example.com',
  FirstName: 'Ann',
  LastName: 'Lee',
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
      Attributes: { 'Cost.centre': 'C1', Site: 'North' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
