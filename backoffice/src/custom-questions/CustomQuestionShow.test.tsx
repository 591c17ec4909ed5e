import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { CustomQuestionShow } from './CustomQuestionShow';

describe('CustomQuestionShow', { timeout: 60_000 }, () => {
  it("shows the question's status in the interface language", async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: {
          id: 7,
          Id: 7,
          Title: 'Wish',
          Type: 'Textbox',
          Area: 'Other',
          Description: 'One wish',
          Status: 'Reject',
        },
      }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    };
    await i18nProvider.changeLocale('de');
    try {
      render(
        <MemoryRouter initialEntries={['/custom-metrics/view/7']}>
          <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
            <Routes>
              <Route path="/custom-metrics/view/:id" element={<CustomQuestionShow />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      );
      expect(await screen.findByText('Abgelehnt', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByText('Rejected')).toBeNull();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
