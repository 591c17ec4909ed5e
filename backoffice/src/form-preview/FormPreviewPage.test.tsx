import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { signIn } from '../test-session';
import { FormPreviewPage, PHONE_WIDTH } from './FormPreviewPage';

const LOADED = { timeout: 10_000 };

function renderPreview(role: 'SuperAdmin' | 'CustomerAdmin', getOne: DataProvider['getOne']) {
  const basename = role === 'SuperAdmin' ? '/superAdmin' : '/customerAdmin';
  render(
    <MemoryRouter initialEntries={[`${basename}/inquiry-logs/preview/7`]}>
      <AdminContext
        dataProvider={{ getOne } as unknown as DataProvider}
        authProvider={authProvider}
        basename={basename}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Routes>
          <Route
            path={`${basename}/inquiry-logs/preview/:inquiryId`}
            element={<FormPreviewPage role={role} back="/dashboard" />}
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const INQUIRY = { id: 7, Id: 7, Description: 'Culture baseline', Status: 'Draft', RespondentsAdded: false };

describe('FormPreviewPage', { timeout: 60_000 }, () => {
  it("frames the survey app's preview of the inquiry, switches its language and its width", async () => {
    signIn('CustomerAdmin');
    const getOne = vi.fn().mockResolvedValue({ data: INQUIRY });
    renderPreview('CustomerAdmin', getOne);
    expect(await screen.findByRole('heading', { name: 'Preview: Culture baseline' }, LOADED)).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith('inquiries', expect.objectContaining({ id: '7' }));
    expect(screen.getByText(/nothing is saved/)).toBeTruthy();
    // The framed form shows custom questions awaiting approval with a mark: the page says what it means.
    expect(
      screen.getByText(/Custom questions the operator has not approved yet are shown marked “Awaiting approval”/),
    ).toBeTruthy();
    const frame = () => screen.getByTitle(/^Survey form preview/) as HTMLIFrameElement;
    expect(frame().getAttribute('src')).toBe('/customerAdmin/preview-survey-form/7?lang=en');
    expect(frame().title).toBe('Survey form preview, English, Desktop');

    fireEvent.click(screen.getByRole('button', { name: 'French' }));
    expect(frame().getAttribute('src')).toBe('/customerAdmin/preview-survey-form/7?lang=fr');
    fireEvent.click(screen.getByRole('button', { name: 'Spanish' }));
    expect(frame().getAttribute('src')).toBe('/customerAdmin/preview-survey-form/7?lang=es');
    fireEvent.click(screen.getByRole('button', { name: 'German' }));
    expect(frame().getAttribute('src')).toBe('/customerAdmin/preview-survey-form/7?lang=de');

    expect(getComputedStyle(frame().parentElement!).width).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(getComputedStyle(frame().parentElement!).width).toBe(`${PHONE_WIDTH}px`);
    expect(frame().title).toBe('Survey form preview, German, Phone');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/customerAdmin/dashboard');
  });

  it("frames the operator's preview under the operator's role group", async () => {
    signIn('SuperAdmin');
    renderPreview('SuperAdmin', vi.fn().mockResolvedValue({ data: INQUIRY }));
    const frame = (await screen.findByTitle(/^Survey form preview/, {}, LOADED)) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/superAdmin/preview-survey-form/7?lang=en');
  });

  it('says so, with no frame, when the inquiry cannot be read', async () => {
    signIn('CustomerAdmin');
    renderPreview('CustomerAdmin', vi.fn().mockRejectedValue(new HttpError('Inquiry not found', 404)));
    expect(await screen.findByText('Inquiry not found', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preview the form' })).toBeTruthy();
    expect(screen.queryByTitle(/^Survey form preview/)).toBeNull();
  });
});
