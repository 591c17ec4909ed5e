import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { DeleteRowButton } from './DeleteRowButton';

function renderButton(resource = 'findings', record: Record<string, unknown> = { id: 4, FindingId: 4 }) {
  const dataProvider = { delete: vi.fn(async () => ({ data: { id: 4 } })) } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record as { id: number }}>
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

  it.each([
    ['inquiry-types', { id: 1, InqType: 'Culture diagnostic' }, 'Delete the inquiry type “Culture diagnostic”?'],
    ['customers', { id: 2, CustomerName: 'Northwind Traders' }, 'Delete the organisation “Northwind Traders”?'],
    [
      'customer-users',
      { id: 3, FirstName: 'Ann', LastName: 'Lee', Email: 'ann@northwind.test' },
      'Delete the user Ann Lee (ann@northwind.test)?',
    ],
    ['pathways', { id: 4, Name: 'Lean start' }, 'Delete the pathway “Lean start”?'],
    ['diagnostic-questions', { id: 5, Title: 'Roles are clear' }, 'Delete the diagnostic question “Roles are clear”?'],
    ['intake-questions', { id: 6, Title: 'Main objective' }, 'Delete the intake question “Main objective”?'],
    ['custom-questions', { id: 7, Title: 'Q3 pulse' }, 'Delete the custom question “Q3 pulse”?'],
    ['recommendations', { id: 8, RecommendationDetail: 'Hire a COO' }, 'Delete the recommendation “Hire a COO”?'],
    ['roadmaps', { id: 9, InquiryTypeName: 'Culture diagnostic' }, 'Delete the roadmap of “Culture diagnostic”?'],
    [
      'people',
      { id: 10, FirstName: 'Bo', LastName: 'Ek', Email: 'bo@x.test' },
      'Delete Bo Ek (bo@x.test) from your people?',
    ],
  ])('names the %s record it would delete, beside the spec texts', async (resource, record, question) => {
    renderButton(resource, record);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(question)).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete this record?')).toBeTruthy();
  });

  it('cuts a long finding to a readable name', async () => {
    renderButton('findings', { id: 4, FindingDetail: `Decisions wait ${'for sign-off '.repeat(10)}` });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const line = await screen.findByText(/^Delete the finding “Decisions wait for sign-off/);
    expect(line.textContent).toMatch(/…”\?$/);
    expect(line.textContent!.length).toBeLessThan(110);
  });
});
