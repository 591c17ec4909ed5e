import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { CustomQuestionCreate } from './CustomQuestionCreate';

function renderCreate() {
  const provider = {
    getOne: vi.fn().mockResolvedValue({ data: { id: 5, Id: 5, Description: 'Pulse 2026', RespondentsAdded: false } }),
    create: vi.fn().mockResolvedValue({ data: { id: 9, Id: 9 } }),
  };
  render(
    <MemoryRouter initialEntries={['/inquiry-logs/custom-metrics/inquiry/5/create']}>
      <AdminContext dataProvider={provider as unknown as PortalDataProvider}>
        <Routes>
          <Route
            path="/inquiry-logs/custom-metrics/inquiry/:inquiryParamId/create"
            element={<CustomQuestionCreate />}
          />
          <Route path="/inquiry-logs" element={<p>inquiries</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
async function choose(name: string, option: string) {
  fireEvent.mouseDown(combo(name));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
async function fillBasics(type: string) {
  await screen.findByRole('combobox', { name: /^Area/ }, { timeout: 10_000 });
  await choose('Area', 'Other');
  await choose('Question Type', type);
  fireEvent.change(screen.getByRole('textbox', { name: /^Question Title/ }), { target: { value: 'Anything else' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Tell us' } });
}
const sentBody = (provider: ReturnType<typeof renderCreate>) =>
  (provider.create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data;

describe('CustomQuestionCreate', { timeout: 60_000 }, () => {
  it('starts a Textbox on Free text, offers the four rules, and sends it', async () => {
    const provider = renderCreate();
    await fillBasics('Textbox');
    expect(combo('Validation').textContent).toContain('Free text');
    fireEvent.mouseDown(combo('Validation'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent?.trim()).filter(Boolean)).toEqual([
      'Alphabet only',
      'Number(s) only',
      'Alphanumeric only',
      'Free text',
    ]);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Free text' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(sentBody(provider)).toMatchObject({ Type: 'Textbox', ValidationRegex: 'Free text', MaxLength: 200 });
  });

  it('refuses a Max Length above 2,000', async () => {
    const provider = renderCreate();
    await fillBasics('Textbox');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Max Length/ }), { target: { value: '2001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 2000')).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('asks a Rating question for no Rating Options: it says the scale and sends none', async () => {
    const provider = renderCreate();
    await fillBasics('Rating');
    expect(screen.queryByRole('group', { name: 'Rating Options' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Option' })).toBeNull();
    expect(screen.getByText("Respondents answer on the 1 to 5 scale, with Don't know.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(sentBody(provider)).toEqual({
      Title: 'Anything else',
      Type: 'Rating',
      Description: 'Tell us',
      Area: 'Other',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
  });
});
