import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { ProgressMeter } from './ProgressMeter';

const LOADED = { timeout: 10_000 };
const PUBLISHED = {
  id: 4,
  Id: 4,
  Description: 'Staff survey',
  InquiryTypeName: 'Health',
  Progress: 100,
  Status: 'Published',
  RespondentsAdded: true,
  IsActive: true,
};
function renderMeter(counts: { Participants: number; CompletedForms: number }) {
  const dataProvider = {
    getOne: vi.fn().mockResolvedValue({ data: { ...PUBLISHED, ...counts } }),
  };
  render(
    <MemoryRouter initialEntries={['/inquiry-logs/progress-meter/4']}>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <Routes>
          <Route path="/inquiry-logs/progress-meter/:inquiryId" element={<ProgressMeter />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const milestone = async (label: string) =>
  (await within(await screen.findByRole('list', { name: 'Milestones' }, LOADED)).findByText(label)).closest(
    'li',
  ) as HTMLElement;

describe('ProgressMeter', { timeout: 60_000 }, () => {
  it('does not call respondents completed when results were published with some still pending', async () => {
    renderMeter({ Participants: 3, CompletedForms: 1 });
    await within(await milestone('All Respondents Completed')).findByText(/1 \/ 3/, {}, LOADED);
    const item = await milestone('All Respondents Completed');
    expect(within(item).queryByTestId('CheckCircleIcon')).toBeNull();
    expect(within(item).getByTestId('RadioButtonUncheckedIcon')).toBeTruthy();
    expect(within(await milestone('Results Published')).getByTestId('CheckCircleIcon')).toBeTruthy();
  });

  it('calls respondents completed once every one of them completed', async () => {
    renderMeter({ Participants: 2, CompletedForms: 2 });
    await within(await milestone('All Respondents Completed')).findByText(/2 \/ 2/, {}, LOADED);
    expect(within(await milestone('All Respondents Completed')).getByTestId('CheckCircleIcon')).toBeTruthy();
  });
});
