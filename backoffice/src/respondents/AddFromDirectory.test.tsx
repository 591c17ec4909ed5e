import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { RespondentsFormCard } from '../customer-admin/inquiry-logs/ManageRespondents';
import { AddFromDirectory } from './AddFromDirectory';

const person = (Id: number, Email: string, FirstName: string, Department: string) => ({
  id: Id,
  Id,
  Email,
  FirstName,
  LastName: 'Lee',
  Attributes: { Department },
});
const SALES = [person(1, 'Ann@Example.com', 'Ann', 'Sales'), person(2, 'bob@example.com', 'Bob', 'Sales')];

function renderForm() {
  const provider = {
    getPeopleAttributes: vi.fn().mockResolvedValue([
      { Name: 'Department', Values: ['Finance', 'Sales'] },
      { Name: 'Location', Values: ['Paris'] },
    ]),
    getPeopleWith: vi.fn().mockResolvedValue(SALES),
    getList: vi.fn().mockResolvedValue({ data: [person(3, 'cy@example.com', 'Cy', 'Finance')], total: 1 }),
  };
  const onSend = vi.fn().mockResolvedValue(undefined);
  render(
    <AdminContext dataProvider={provider as unknown as DataProvider}>
      <RespondentsFormCard onSend={onSend} busy={false} addFrom={(add) => <AddFromDirectory onAdd={add} />} />
    </AdminContext>,
  );
  return { provider, onSend };
}

// Role queries over the whole respondents form are slow on a loaded machine: more than the default second.
const LOADED = { timeout: 10_000 };
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, LOADED));
  fireEvent.click(await screen.findByRole('option', { name: option }, LOADED));
};

describe('AddFromDirectory', { timeout: 30_000 }, () => {
  it('adds everyone holding an attribute value to the respondents, and the participant count follows', async () => {
    const { provider, onSend } = renderForm();
    await pick('Attribute', 'Department');
    await pick('Value', 'Sales');
    expect(provider.getPeopleWith).toHaveBeenCalledWith('Department', 'Sales');
    fireEvent.click(await screen.findByRole('button', { name: 'Add the 2 people with Department = Sales' }));
    expect(screen.getByRole('button', { name: 'ann@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'bob@example.com' })).toBeTruthy();
    expect(screen.getByLabelText('Number of Participants')).toHaveProperty('value', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add Participants' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0][0].emails).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('picks one person by name or address, once even when picked twice', async () => {
    const { provider } = renderForm();
    const box = await screen.findByLabelText('Pick a person by name or email');
    fireEvent.change(box, { target: { value: 'cy' } });
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'people',
        expect.objectContaining({ filter: { search: 'cy' } }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Cy Lee <cy@example.com>' }));
    fireEvent.mouseDown(box);
    fireEvent.click(await screen.findByRole('option', { name: 'Cy Lee <cy@example.com>' }));
    expect(screen.getAllByRole('button', { name: 'cy@example.com' })).toHaveLength(1);
  });
});
