import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { CustomQuestionReview } from './CustomQuestionReview';

describe('CustomQuestionReview', { timeout: 60_000 }, () => {
  it('says that an approval applies to forms not yet completed', async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({ data: { id: 7, Id: 7, Title: 'Wish', Type: 'Textbox', Area: 'Other', Description: 'One wish', Status: null } }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    };
    render(
      <MemoryRouter initialEntries={['/custom-metrics/7']}>
        <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
          <Routes>
            <Route path="/custom-metrics/:id" element={<CustomQuestionReview />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Approval applies to forms not yet completed/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
