import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import { draftKey } from './draft-store';
import SurveyFormPage from './survey-form-page';
import { AUTOSAVE_DELAY_MS } from './use-autosave';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';
const KEPT = draftKey('5', '3');

function questions(status = 'pending') {
  return {
    Status: status,
    ExpiryDate: '2099-01-31T00:00:00.000Z',
    IsClosed: false,
    data: [
      {
        ...unanswered,
        Id: 11,
        Title: 'Roles are clear',
        Area: 'People',
        Type: 'Rating',
        RadioButtonOptions: ['1', '2', '3', '4', '5'],
      },
      { ...unanswered, Id: 12, Title: 'Anything else?', Area: 'Other', Type: 'Textbox', MaxLength: 50 },
      {
        ...unanswered,
        Id: 13,
        Title: 'How many sites?',
        Area: 'Other',
        Type: 'Textbox',
        MaxLength: 10,
        ValidationRegex: 'Number(s) only',
      },
    ],
  };
}

let saves: { Status: string; SurveyAnswerDtos: Record<string, string>[] }[];
let online: boolean;

function mockApi(form: unknown) {
  saves = [];
  online = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(form);
      if (url.endsWith('/SurveyAnswer/AddSurveyAnswers')) {
        if (!online) throw new TypeError('Failed to fetch');
        saves.push(JSON.parse(String(init!.body)));
        return jsonResponse({});
      }
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const renderForm = (path = EDIT) =>
  renderRoutes(
    [
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
    ],
    path,
  );

const textBox = (title: string) =>
  within(screen.getByRole('article', { name: new RegExp(title) })).getByRole('textbox') as HTMLTextAreaElement;
const typeIn = (title: string, value: string) => fireEvent.change(textBox(title), { target: { value } });
const saveState = () => screen.getByRole('status');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  signIn('CustomerUser');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('survey form: the respondent’s everyday path', () => {
  it('saves a draft 1.5 s after the last change, once, and says Saved quietly', async () => {
    mockApi(questions());
    renderForm();
    await screen.findByText('Anything else?');
    typeIn('Anything else', 'We');
    await wait(1000);
    typeIn('Anything else', 'We ship');
    await wait(1000);
    expect(saves).toHaveLength(0);
    await wait(AUTOSAVE_DELAY_MS - 1000 + 50);
    expect(saves).toHaveLength(1);
    expect(saves[0].Status).toBe('saveasdraft');
    // Only the changed answer goes.
    expect(saves[0].SurveyAnswerDtos).toEqual([expect.objectContaining({ DiagnosticId: '12', Answer: 'We ship' })]);
    expect(saveState().getAttribute('aria-live')).toBe('polite');
    expect(saveState().textContent).toBe('Saved');
    // No toast for a background save.
    expect(screen.queryByText('Survey Form Saved As Draft Successfully.')).toBeNull();
  });

  it('keeps typed text when offline, says so, and saves when the browser is back online', async () => {
    mockApi(questions());
    renderForm();
    await screen.findByText('Anything else?');
    online = false;
    typeIn('Anything else', 'Written on the train');
    await wait(AUTOSAVE_DELAY_MS + 50);
    expect(saveState().textContent).toBe('Offline – your answers are kept');
    expect(textBox('Anything else').value).toBe('Written on the train');
    expect(JSON.parse(localStorage.getItem(KEPT)!)['12'].answer).toBe('Written on the train');
    expect(screen.queryByText(/network/i)).toBeNull();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await wait(50);
    expect(saves).toHaveLength(1);
    // Only the changed answer goes.
    expect(saves[0].SurveyAnswerDtos).toEqual([
      expect.objectContaining({ DiagnosticId: '12', Answer: 'Written on the train' }),
    ]);
    expect(saveState().textContent).toBe('Saved');
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('retries on its own while offline, and restores unsaved text kept on this browser after a reload', async () => {
    mockApi(questions());
    localStorage.setItem(KEPT, JSON.stringify({ '12': { answer: 'Kept from before', importance: '', checked: [] } }));
    online = false;
    renderForm();
    await screen.findByText('Anything else?');
    expect(textBox('Anything else').value).toBe('Kept from before');
    await wait(AUTOSAVE_DELAY_MS + 50);
    expect(saveState().textContent).toBe('Offline – your answers are kept');
    online = true;
    await wait(10_000);
    expect(saves).toHaveLength(1);
    // Only the changed answer goes.
    expect(saves[0].SurveyAnswerDtos).toEqual([
      expect.objectContaining({ DiagnosticId: '12', Answer: 'Kept from before' }),
    ]);
  });

  it('counts the answered questions in a bar that stays in view', async () => {
    mockApi(questions());
    renderForm();
    await screen.findByText('0 of 3 answered');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Attribute performance' })).getByRole('radio', { name: '4 High' }),
    );
    // A pair of ratings counts once both are given.
    expect(screen.getByText('0 of 3 answered')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Importance' })).getByRole('radio', { name: '5 Very High' }),
    );
    typeIn('Anything else', '   ');
    expect(screen.getByText('1 of 3 answered')).toBeTruthy();
    typeIn('Anything else', 'NA');
    expect(screen.getByText('2 of 3 answered')).toBeTruthy();
    expect(screen.getByText('2 of 3 answered').closest('.form-bar')).toBeTruthy();
  });

  it('names a character the question’s rule refuses instead of dropping it silently', async () => {
    mockApi(questions());
    renderForm();
    await screen.findByText('How many sites?');
    typeIn('How many sites', '12');
    typeIn('How many sites', '12a');
    expect(textBox('How many sites').value).toBe('12');
    expect(screen.getByText('“a” cannot be typed here (Numbers only). Nothing was added.')).toBeTruthy();
    typeIn('How many sites', '123');
    expect(screen.queryByText(/cannot be typed here/)).toBeNull();
    expect(screen.getByText('Numbers only')).toBeTruthy();
  });

  it('opens on a start screen (questions, time, deadline) when the invitation sends ?start, then shows the form', async () => {
    mockApi(questions());
    const { router } = renderForm(`${EDIT}?start`);
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
    const facts = screen.getAllByRole('definition')[0].closest('dl')!;
    expect(facts.textContent).toContain('Questions3');
    expect(facts.textContent).toContain('about 3 min');
    expect(facts.textContent).toMatch(/2099/);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Roles are clear')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('does not save in the background once the form is completed', async () => {
    mockApi(questions('completed'));
    renderForm();
    await screen.findByText('Anything else?');
    expect(textBox('Anything else').disabled).toBe(true);
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(saves).toHaveLength(0);
    expect(saveState().textContent).toBe('');
  });
});
