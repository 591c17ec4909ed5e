import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signIn } from '../test-session';
import { i18nProvider } from '../i18n/i18nProvider';
import { LifecycleCreate } from './LifecycleCreate';
import { LifecycleEdit } from './LifecycleEdit';
import { helperOf, provider, refused, renderAt, screenWidth, survey } from './testKit';

vi.mock('./lifecycleMethods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lifecycleMethods')>()),
  saveLifecycle: vi.fn(),
}));
const methods = await import('./lifecycleMethods');
const save = vi.mocked(methods.saveLifecycle);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
  save.mockReset();
});

const ROUTES = [
  { path: '/lifecycle/create', element: <LifecycleCreate /> },
  { path: '/lifecycle/edit/:id', element: <LifecycleEdit /> },
  { path: '/lifecycle/view/:id', element: <p>survey page</p> },
];

describe('LifecycleEditor', { timeout: 60_000 }, () => {
  it('sends the whole body the API takes and opens the survey once set up', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    save.mockResolvedValueOnce(survey({ Id: 9, id: 9, Name: 'Exit after leaving' }));
    renderAt('/lifecycle/create', ROUTES, provider());
    fireEvent.change(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 }), {
      target: { value: 'Exit after leaving' },
    });
    fireEvent.click(screen.getByLabelText('Exit'));
    fireEvent.change(screen.getByLabelText(/Days after the date/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Days open/), { target: { value: '21' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Inquiry type/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Organisational health' }));
    fireEvent.click(await screen.findByLabelText('Yes'));
    // The intake is given to each quarter's inquiry, not to a programme's rounds.
    expect(screen.getByText('Given to each quarter’s inquiry, as when you set up an inquiry by hand.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('survey page');
    expect(save).toHaveBeenCalledWith(null, {
      Name: 'Exit after leaving',
      Trigger: 'Exit',
      InquiryTypeId: 2,
      DaysAfter: 3,
      DaysOpen: 21,
      IntakeAnswers: [{ IntakeId: 5, Answer: 'yes' }],
    });
    expect(await screen.findByText('Lifecycle survey Exit after leaving set up')).toBeTruthy();
  });

  it("shows each of the API's refusals under its field, in the interface language, and keeps the form", async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    await i18nProvider.changeLocale('de');
    save.mockRejectedValueOnce(
      refused([
        'DaysAfter: Must be from 0 to 365 days',
        'DaysOpen: Must be from 1 to 90 days',
        'InquiryTypeId: Please choose an active inquiry type',
      ]),
    );
    renderAt('/lifecycle/edit/6', ROUTES, provider());
    fireEvent.change(await screen.findByLabelText(/Tage nach dem Datum/, {}, { timeout: 10_000 }), {
      target: { value: '400' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(helperOf(/Tage nach dem Datum/)).toBe('Muss zwischen 0 und 365 Tagen liegen'));
    expect(helperOf(/Tage offen/)).not.toMatch(/Must be/);
    expect(save).toHaveBeenCalledWith(6, expect.objectContaining({ DaysAfter: 400, Trigger: 'Onboarding' }));
    expect(screen.queryByText('survey page')).toBeNull();
  });

  it('changes a survey with its stored values: the chosen questions stay chosen', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    save.mockResolvedValueOnce(survey());
    const dataProvider = provider({ getOne: vi.fn(async () => ({ data: survey({ QuestionIds: [12] }) })) });
    renderAt('/lifecycle/edit/6', ROUTES, dataProvider);
    const chosen = await screen.findByLabelText('I would recommend this place', {}, { timeout: 10_000 });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('I know what is expected of me'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('survey page');
    expect(save).toHaveBeenCalledWith(
      6,
      expect.objectContaining({ QuestionIds: [12, 11], DaysAfter: 30, Name: 'Onboarding after 30 days' }),
    );
  });
});
