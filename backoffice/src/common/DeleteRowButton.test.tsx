import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

function renderButton() {
  const dataProvider = { delete: vi.fn(async () => ({ data: { id: 4 } })) } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <ResourceContextProvider value="findings">
        <RecordContextProvider value={{ id: 4, FindingId: 4 }}>
          <DeleteRowButton successMessage="Findings Deleted" />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return dataProvider;
}

describe('DeleteRowButton', () => {
  it('asks with the spec texts and deletes nothing on Cancel', async () => {
    const dataProvider = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete this record?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('deletes the record once confirmed', async () => {
    const dataProvider = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /Yes, delete it!/ }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('findings', expect.objectContaining({ id: 4 })),
    );
  });
});
