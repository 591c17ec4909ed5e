import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { IntakeQuestionsPage } from './IntakeQuestionsPage';

const LOADED = { timeout: 10_000 };

function renderPage() {
  const provider = {
    getOne: vi.fn().mockResolvedValue({ data: { id: 5, Description: 'Staff survey', RespondentsAdded: false } }),
    getList: vi.fn().mockResolvedValue({
      data: [
        { id: 11, Title: 'Main objective', Type: 'Textbox', MaxLength: 50 },
        { id: 12, Title: 'Reorganised', Type: 'Checkbox' },
      ],
      total: 2,
    }),
    getIntakeAnswers: vi.fn().mockResolvedValue([
      { Id: 1, IntakeId: 11, Question: 'Renamed since', QuestionType: 'Textbox', Answer: 'Grow abroad' },
      { Id: 2, IntakeId: 12, Question: 'Reorganised', QuestionType: 'Checkbox', Answer: 'yes' },
    ]),
    addIntakeAnswers: vi.fn().mockResolvedValue(undefined),
  };
  render(
    <MemoryRouter initialEntries={['/inquiry-logs/inquiry-types/2/inquiry/5']}>
      <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
        <Routes>
          <Route
            path="/inquiry-logs/inquiry-types/:inquiryTypeId/inquiry/:inquiryId"
            element={<IntakeQuestionsPage />}
          />
          <Route path="/inquiry-logs/progress-meter/:inquiryId" element={<p>progress</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

describe('IntakeQuestionsPage', { timeout: 60_000 }, () => {
  it('starts from the earlier answers, matched by intake question, and sends them to the data provider', async () => {
    const provider = renderPage();
    const answer = (await screen.findByLabelText('Answer', {}, LOADED)) as HTMLTextAreaElement;
    expect(answer.value).toBe('Grow abroad');
    expect(provider.getIntakeAnswers).toHaveBeenCalledWith('5');
    expect(provider.getList.mock.calls[0][1].filter).toEqual({ inquiryTypeId: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByRole('checkbox', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(provider.addIntakeAnswers).toHaveBeenCalledTimes(1));
    expect(provider.addIntakeAnswers).toHaveBeenCalledWith('5', {
      IntakeAnswersDtos: [
        { IntakeId: 11, Answer: 'Grow abroad' },
        { IntakeId: 12, Answer: 'yes' },
      ],
    });
    expect(await screen.findByText('progress', {}, LOADED)).toBeTruthy();
  });
});
