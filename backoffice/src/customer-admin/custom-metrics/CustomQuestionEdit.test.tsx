import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CustomQuestionEdit } from './CustomQuestionEdit';

function renderEdit(status: string | null) {
  const provider = {
    getOne: vi.fn().mockResolvedValue({
      data: { id: 9, Id: 9, Title: 'Wish', Type: 'Textbox', Area: 'Other', Description: 'One wish', Status: status },
    }),
    getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    // The translations panel below the form is not what these cases read: it stays loading.
    getTranslations: vi.fn(() => new Promise(() => undefined)),
  };
  render(
    <MemoryRouter initialEntries={['/inquiry-logs/custom-metrics/inquiry/5/edit/9']}>
      <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
        <Routes>
          <Route path="/inquiry-logs/custom-metrics/inquiry/:inquiryId/edit/:id" element={<CustomQuestionEdit />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('CustomQuestionEdit', { timeout: 60_000 }, () => {
  it.each([
    ['en', null, 'Status: Pending (an edited question goes back to review)'],
    ['de', 'Approved', 'Status: Genehmigt (eine genehmigte Frage kann nicht mehr geändert werden)'],
    ['fr', 'Reject', 'Statut : Rejetée (une question modifiée repasse en revue)'],
    ['es', null, 'Estado: Pendiente (una pregunta editada vuelve a revisión)'],
  ])('states the status and what an edit does in the interface language (%s, %s)', async (locale, status, text) => {
    await i18nProvider.changeLocale(locale);
    try {
      renderEdit(status);
      expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeTruthy();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
