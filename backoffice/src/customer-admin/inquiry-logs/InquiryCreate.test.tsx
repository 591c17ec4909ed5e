import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { InquiryRecreate } from './InquiryCreate';

const LOADED = { timeout: 10_000 };

describe('Re-create inquiry Next', { timeout: 60_000 }, () => {
  it('sends one request for a double click, disables Next while it is in flight, and retries with the same Idempotency-Key', async () => {
    let fail: (error: Error) => void = () => undefined;
    const provider = {
      getOne: vi.fn().mockResolvedValue({ data: { id: 5, Description: 'Staff survey', InquiryTypeName: 'Health' } }),
      recreateInquiry: vi
        .fn()
        .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
        .mockResolvedValueOnce({ Id: 6, InquiryTypeId: 2 }),
    };
    render(
      <MemoryRouter initialEntries={['/inquiry-logs/recreate/5']}>
        <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
          <Routes>
            <Route path="/inquiry-logs/recreate/:inquiryId" element={<InquiryRecreate />} />
            <Route path="*" element={<p>next step</p>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const next = await screen.findByRole('button', { name: 'Next' }, LOADED);
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(provider.recreateInquiry).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(provider.recreateInquiry).toHaveBeenCalledTimes(1);
    const key = provider.recreateInquiry.mock.calls[0][2];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    fail(new Error('Network error'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(provider.recreateInquiry).toHaveBeenCalledTimes(2));
    expect(provider.recreateInquiry.mock.calls[1]).toEqual(['5', { Description: 'Staff survey' }, key]);
  });
});
