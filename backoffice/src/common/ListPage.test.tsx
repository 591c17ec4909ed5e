import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TextField, type DataProvider } from 'react-admin';
import { ListPage } from './ListPage';
import { TruncatedField } from './Truncated';

const rows = (page: number) =>
  Array.from({ length: 8 }, (_, i) => ({ id: (page - 1) * 8 + i + 1, Name: `Row ${(page - 1) * 8 + i + 1}`, Detail: 'x'.repeat(60) }));

function renderList(total: number) {
  const getList = vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number } }) => ({
    data: total ? rows(params.pagination.page) : [],
    total,
  }));
  render(
    <AdminContext dataProvider={{ getList } as unknown as DataProvider}>
      <ListPage resource="findings" title="Findings" storeKey={`t-${total}`}>
        <TextField source="Name" sortable={false} />
        <TruncatedField source="Detail" sortable={false} />
      </ListPage>
    </AdminContext>,
  );
  return getList;
}

describe('ListPage', () => {
  it('asks for 8 rows and shows the empty text', async () => {
    const getList = renderList(0);
    expect(await screen.findByText('No Records to show here')).toBeTruthy();
    expect(getList.mock.calls[0][1].pagination).toEqual({ page: 1, perPage: 8 });
  });

  it('truncates cells at 45 characters with the full text on hover, and pages with neighbours', async () => {
    const getList = renderList(40);
    expect(await screen.findByText('Row 1')).toBeTruthy();
    const cell = screen.getAllByText(`${'x'.repeat(45)}...`)[0];
    expect(cell.getAttribute('title')).toBe('x'.repeat(60));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^\d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].pagination.page).toBe(2));
    expect(await screen.findByText('Row 9')).toBeTruthy();
  });
});
