import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, TextInput } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { CreatePage } from './FormPages';

describe('CreatePage Save', { timeout: 60_000 }, () => {
  it('sends one create for a double click, with an Idempotency-Key kept for the screen, and disables Save meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const provider = { create: vi.fn(() => new Promise((resolve) => (answer = resolve))) };
    render(
      <MemoryRouter initialEntries={['/custom-metrics/create']}>
        <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
          <Routes>
            <Route
              path="/custom-metrics/create"
              element={
                <CreatePage
                  resource="custom-questions"
                  title="Add"
                  back="/custom-metrics"
                  successMessage="Saved"
                  meta={{ inquiryId: '5' }}
                  defaultValues={{ Title: 'Wish' }}
                >
                  <TextInput source="Title" />
                </CreatePage>
              }
            />
            <Route path="/custom-metrics" element={<p>list</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [resource, params] = provider.create.mock.calls[0] as unknown as [string, { meta: Record<string, unknown> }];
    expect(resource).toBe('custom-questions');
    expect(params.meta).toMatchObject({ inquiryId: '5', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    answer({ data: { id: 9, Title: 'Wish' } });
    expect(await screen.findByText('list')).toBeTruthy();
    expect(provider.create).toHaveBeenCalledTimes(1);
  });
});
