import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test-session';
import { structureViolations } from '../test-axe';
import { i18nProvider } from '../i18n/i18nProvider';
import { ProgrammeCreate } from './ProgrammeCreate';
import { ProgrammeEdit } from './ProgrammeEdit';
import { helperOf, programme, provider, refused, renderAt, screenWidth } from './testKit';

vi.mock('./programmeMethods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./programmeMethods')>()),
  saveProgramme: vi.fn(),
}));
const methods = await import('./programmeMethods');
const save = vi.mocked(methods.saveProgramme);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  save.mockReset();
});

const ROUTES = [
  { path: '/programmes/create', element: <ProgrammeCreate /> },
  { path: '/programmes/edit/:id', element: <ProgrammeEdit /> },
  { path: '/programmes/view/:id', element: <p>programme page</p> },
];

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ProgrammeEditor', { timeout: 60_000 }, () => {
  it("shows each of the API's refusals under its field, and keeps the form", async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    save.mockRejectedValueOnce(
      refused([
        'DaysOpen: Must be from 1 to 90 days',
        'TimeZone: Must be an IANA time zone such as Europe/Brussels',
        'StartDate: Must be a real date, YYYY-MM-DD or YYYY-MM-DDTHH:mm',
        'AudienceValue: AudienceAttribute and AudienceValue go together',
      ]),
    );
    renderAt('/programmes/create', ROUTES, provider());
    fireEvent.change(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 }), {
      target: { value: 'Quarterly pulse' },
    });
    await chooseOption(/Inquiry type/i, 'Organisational health');
    fireEvent.click(screen.getByLabelText('People with an attribute value'));
    await chooseOption(/Attribute/, 'Department');
    fireEvent.change(screen.getByLabelText(/Days open/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/First round/), { target: { value: '2027-02-28' } });
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(/Days open/)).toBe('Must be from 1 to 90 days'));
    expect(helperOf(/Time zone/)).toBe('Must be an IANA time zone such as Europe/Brussels');
    expect(helperOf(/First round/)).toBe('Must be a real date, YYYY-MM-DD or YYYY-MM-DDTHH:mm');
    expect(screen.getByText('AudienceAttribute and AudienceValue go together')).toBeTruthy();
    expect(save).toHaveBeenCalledWith(null, {
      Name: 'Quarterly pulse',
      InquiryTypeId: 2,
      AudienceAttribute: 'Department',
      AudienceValue: '',
      Cadence: 'Quarterly',
      DaysOpen: 120,
      StartDate: '2027-02-28T09:00',
      TimeZone: 'Mars/Olympus',
      IntakeAnswers: [{ IntakeId: 5, Answer: 'yes' }],
    });
    expect(screen.queryByText('programme page')).toBeNull();
    expect(await structureViolations()).toEqual([]);
  });

  it('words the refusals in the interface language', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    await i18nProvider.changeLocale('es');
    save.mockRejectedValueOnce(refused(['DaysOpen: Must be from 1 to 90 days']));
    renderAt('/programmes/edit/4', ROUTES, provider());
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }, { timeout: 10_000 }));
    await waitFor(() => expect(helperOf(/Días abierta/)).toBe('Debe ser de 1 a 90 días'));
  });

  it('sends a pulse of the chosen questions and opens the programme once saved', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    save.mockResolvedValueOnce(programme());
    renderAt('/programmes/edit/4', ROUTES, provider());
    const second = await screen.findByLabelText('I would recommend this place', {}, { timeout: 10_000 });
    expect((second as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('I know what is expected of me'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await screen.findByText('programme page');
    expect(save).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ InquiryTypeId: 2, QuestionIds: [12], AudienceValue: 'Sales' }),
    );
  });

  it('keeps the inquiry type of a programme that has rounds', async () => {
    signIn('CustomerAdmin');
    screenWidth(1280);
    renderAt('/programmes/edit/4', ROUTES, provider());
    const type = await screen.findByRole('textbox', { name: /Inquiry type/i }, { timeout: 10_000 });
    expect((type as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect((type as HTMLInputElement).value).toBe('Organisational health'));
    expect(screen.queryByRole('combobox', { name: /Inquiry type/i })).toBeNull();
    expect(within(document.body).getByRole('heading', { level: 1 }).textContent).toBe('Change Quarterly pulse');
  });
});
