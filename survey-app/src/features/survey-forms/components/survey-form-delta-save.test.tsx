import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import { SUBMITTED } from './survey-form-page';
import SurveyFormPage from './survey-form-page';
import { AUTOSAVE_DELAY_MS } from './use-autosave';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';

// A draft the server already holds: the rating and the first text are answered, the second text is not.
const form = {
  Status: 'saveasdraft',
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
      Answer: 3,
      ValueImportanceAnswer: 4,
    },
    { ...unanswered, Id: 12, Title: 'Anything else?', Area: 'Other', Type: 'Textbox', MaxLength: 50, Answer: 'Loaded' },
    { ...unanswered, Id: 13, Title: 'What slows you down?', Area: 'Other', Type: 'Textbox', MaxLength: 50 },
  ],
};

type Item = Record<string, string>;
let saves: { Status: string; SurveyAnswerDtos: Item[] }[];
// The Prefer header of each save, in turn.
let preferences: (string | undefined)[];
// How the next saves are answered, in turn; a save beyond the list is stored (200).
let answers: (() => Promise<Response>)[];

function mockApi() {
  saves = [];
  preferences = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(form);
      if (url.endsWith('/SurveyAnswer/AddSurveyAnswers')) {
        saves.push(JSON.parse(String(init!.body)));
        preferences.push((init!.headers as Record<string, string>).Prefer);
        const answer = answers.shift();
        return answer ? answer() : jsonResponse({});
      }
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

const renderForm = () =>
  renderRoutes(
    [
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
      { path: '/customerUser/dashboard', element: <h1>Survey list</h1> },
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId/submitted',
        element: <h1>Thank you</h1>,
      },
    ],
    EDIT,
  );

const typeIn = (title: string, value: string) =>
  fireEvent.change(within(screen.getByRole('article', { name: new RegExp(title) })).getByRole('textbox'), {
    target: { value },
  });
const pick = (group: string, name: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name }));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const pause = () => wait(AUTOSAVE_DELAY_MS + 50);
// The background save's word in the progress bar (answers may have status lines of their own).
const saveState = () => document.querySelector('.form-progress [role="status"]')!.textContent;

/** The answers of a save by question id, only the fields a question type carries. */
const sent = (save: { SurveyAnswerDtos: Item[] }) =>
  Object.fromEntries(save.SurveyAnswerDtos.map((i) => [i.DiagnosticId, [i.Answer, i.ValueAnswer]]));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  signIn('CustomerUser');
  mockApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('survey form: background saves send only what changed', () => {
  it('sends the one answer changed since the last stored save, each time, and nothing when an edit is undone', async () => {
    renderForm();
    await screen.findByText('Anything else?');
    await pause();
    // Loading the form changes nothing: nothing is sent.
    expect(saves).toHaveLength(0);

    typeIn('What slows you down', 'Handoffs');
    await pause();
    expect(saves).toHaveLength(1);
    expect(saves[0].Status).toBe('saveasdraft');
    // A background save needs no form back: the API answers it with the status alone.
    expect(preferences[0]).toBe('return=minimal');
    expect(saves[0].SurveyAnswerDtos).toEqual([
      {
        Answer: 'Handoffs',
        DiagnosticId: '13',
        InquiryId: '5',
        CustomerUserId: '3',
        IsCustomQuestion: 'false',
        ValueAnswer: '',
        CheckBoxOptions: '',
      },
    ]);

    pick('Attribute performance', '5 Very High');
    await pause();
    expect(saves).toHaveLength(2);
    expect(sent(saves[1])).toEqual({ '11': ['5', '4'] });

    // Cleared: the empty answer is what clears it on the server.
    typeIn('Anything else', '');
    await pause();
    expect(sent(saves[2])).toEqual({ '12': ['', ''] });

    // Typed and undone within the pause: the server holds it already.
    typeIn('What slows you down', 'Handoffs and meetings');
    typeIn('What slows you down', 'Handoffs');
    await pause();
    expect(saves).toHaveLength(3);
    expect(saveState()).toBe('Saved');
  });

  it('keeps the changes of a failed save pending and sends them with the next one', async () => {
    renderForm();
    await screen.findByText('Anything else?');
    answers.push(async () => jsonResponse({ status: 500, title: 'Server Error', errorMessage: [] }, 500));
    typeIn('What slows you down', 'Handoffs');
    await pause();
    expect(saves).toHaveLength(1);
    expect(saveState()).toBe('Not saved yet – use Save as Draft to see why');

    pick('Importance', '1 Very Low');
    await pause();
    expect(saves).toHaveLength(2);
    expect(sent(saves[1])).toEqual({ '11': ['3', '1'], '13': ['Handoffs', ''] });
    expect(saveState()).toBe('Saved');

    // Once stored, they are not sent again.
    typeIn('Anything else', 'Loaded and more');
    await pause();
    expect(sent(saves[2])).toEqual({ '12': ['Loaded and more', ''] });
  });

  it('keeps the changes of a save refused while offline and sends them when it is tried again', async () => {
    renderForm();
    await screen.findByText('Anything else?');
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    typeIn('What slows you down', 'Written offline');
    await pause();
    expect(saveState()).toBe('Offline – your answers are kept');
    typeIn('Anything else', 'Also offline');
    await pause();
    expect(sent(saves[saves.length - 1])).toEqual({ '12': ['Also offline', ''], '13': ['Written offline', ''] });
    expect(saveState()).toBe('Saved');
  });

  it('sends a change made while a save is in flight once that save is answered, and only that change', async () => {
    renderForm();
    await screen.findByText('Anything else?');
    let answerFirst!: () => void;
    answers.push(() => new Promise<Response>((resolve) => (answerFirst = () => resolve(jsonResponse({})))));
    typeIn('What slows you down', 'Handoffs');
    await pause();
    expect(saves).toHaveLength(1);
    expect(saveState()).toBe('Saving…');

    // Typed while the first save is on its way: the timer comes round but waits for it.
    typeIn('Anything else', 'Typed meanwhile');
    pick('Attribute performance', '1 Very Low');
    await pause();
    expect(saves).toHaveLength(1);

    await act(async () => answerFirst());
    await pause();
    expect(saves).toHaveLength(2);
    expect(sent(saves[1])).toEqual({ '11': ['1', '4'], '12': ['Typed meanwhile', ''] });
    await pause();
    expect(saves).toHaveLength(2);
    expect(saveState()).toBe('Saved');
  });

  it('submits every answer of the form, checking every question, after background saves of one', async () => {
    renderForm();
    await screen.findByText('Anything else?');
    typeIn('Anything else', 'Loaded then edited');
    await pause();
    expect(saves).toHaveLength(1);
    expect(saves[0].SurveyAnswerDtos).toHaveLength(1);

    // The question no background save ever named still has to be answered.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is mandatory')).toBeTruthy();
    expect(saves).toHaveLength(1);

    typeIn('What slows you down', 'NA');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUBMITTED);
    const submit = saves.find((s) => s.Status === 'completed')!;
    expect(sent(submit)).toEqual({ '11': ['3', '4'], '12': ['Loaded then edited', ''], '13': ['NA', ''] });
  });
});
