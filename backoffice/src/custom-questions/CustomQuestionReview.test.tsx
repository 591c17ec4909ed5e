import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';
import { CustomQuestionReview } from './CustomQuestionReview';
import { structureViolations } from '../test-axe';
import { i18nProvider } from '../i18n/i18nProvider';

describe('CustomQuestionReview', { timeout: 60_000 }, () => {
  it('says that an approval applies to forms not yet completed', async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: { id: 7, Id: 7, Title: 'Wish', Type: 'Textbox', Area: 'Other', Description: 'One wish', Status: null },
      }),
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
    expect(
      await screen.findByText(/Approval applies to forms not yet completed/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: {
          id: 7,
          Id: 7,
          Title: 'Wish',
          Type: 'Textbox',
          Area: 'Other',
          Description: 'One wish',
          ValidationRegex: 'Alphanumeric only',
          MaxLength: 200,
          Status: null,
          RejectReason: null,
        },
      }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      update: vi.fn().mockResolvedValue({ data: { id: 7, Status: 'Reject' } }),
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
    const reject = await screen.findByRole('button', { name: 'Reject' }, { timeout: 10_000 });
    expect(reject.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for the rejection'), {
      target: { value: '  Too close to question 4  ' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data).toEqual({
      Area: 'Other',
      Status: 'Reject',
      Reason: 'Too close to question 4',
    });
  });

  it('shows the reason of a rejected question', async () => {
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
          RejectReason: 'Too vague',
        },
      }),
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
    expect(await screen.findByText('Not approved. Reason: Too vague', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("reviews a Rating question without Rating Options: its scale is 1 to 5 with Don't know", async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: {
          id: 8,
          Id: 8,
          Title: 'Team spirit',
          Type: 'Rating',
          Area: 'Culture',
          Description: 'We help each other',
          RadioButtonOptions: ['1', '2', '3'],
          Status: null,
          RejectReason: null,
        },
      }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    };
    render(
      <MemoryRouter initialEntries={['/custom-metrics/8']}>
        <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
          <Routes>
            <Route path="/custom-metrics/:id" element={<CustomQuestionReview />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText("Respondents answer on the 1 to 5 scale, with Don't know.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rating Options' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Option/ })).toBeNull();
  });

  it('keeps heading levels in order under the page title for a question with options', async () => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: {
          id: 7,
          Id: 7,
          Title: 'Channels',
          Type: 'Checkbox',
          Area: 'Other',
          Description: 'Which channels',
          CheckBoxOptions: ['Chat', 'Mail'],
          Status: null,
          RejectReason: null,
        },
      }),
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
    expect(await screen.findByRole('group', { name: 'Checkbox Options' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1']);
    expect(await structureViolations()).toEqual([]);
  });

  it.each([
    ['en', 'Approved', 'Status: Approved (an approved question can no longer be changed)'],
    ['de', 'Approved', 'Status: Genehmigt (eine genehmigte Frage kann nicht mehr geändert werden)'],
    ['fr', 'Approved', 'Statut : Approuvée (une question approuvée ne peut plus être modifiée)'],
    ['es', 'Reject', 'Estado: Rechazada'],
  ])('states the status in the interface language (%s, %s)', async (locale, status, text) => {
    const provider = {
      getOne: vi.fn().mockResolvedValue({
        data: { id: 7, Id: 7, Title: 'Wish', Type: 'Textbox', Area: 'Other', Description: 'One wish', Status: status },
      }),
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    };
    await i18nProvider.changeLocale(locale);
    try {
      render(
        <MemoryRouter initialEntries={['/custom-metrics/7']}>
          <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
            <Routes>
              <Route path="/custom-metrics/:id" element={<CustomQuestionReview />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      );
      expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeTruthy();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
