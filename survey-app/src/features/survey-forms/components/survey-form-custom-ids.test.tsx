import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage from './survey-form-page';
import { AUTOSAVE_DELAY_MS } from './use-autosave';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';

// A library rating and a custom Textbox with the same Id: Ids are unique per kind only.
const form = {
  Status: 'saveasdraft',
  ExpiryDate: '2099-01-31T00:00:00.000Z',
  IsClosed: false,
  data: [
    {
      ...unanswered,
      Id: 1,
      Title: 'Clear responsibilities',
      Area: 'Structure',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
      Answer: 3,
      ValueImportanceAnswer: 4,
    },
    { ...unanswered, Id: 1, Title: 'Team code', Area: 'Other', Type: 'Textbox', MaxLength: 50, IsCustomQuestion: true },
  ],
};

let saves: { SurveyAnswerDtos: Record<string, string>[] }[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  signIn('CustomerUser');
  saves = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(form);
      if (url.endsWith('/SurveyAnswer/AddSurveyAnswers')) {
        saves.push(JSON.parse(String(init!.body)));
        return jsonResponse({});
      }
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('survey form: a custom question sharing a library question’s Id', () => {
  it('keeps the two answers apart on screen and on the wire', async () => {
    renderRoutes(
      [
        {
          path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
          element: <SurveyFormPage role="CustomerUser" mode="edit" />,
        },
      ],
      EDIT,
    );
    const custom = await screen.findByRole('article', { name: /Team code/ });
    fireEvent.change(within(custom).getByRole('textbox'), { target: { value: 'Blue 42' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 50));

    // The rating keeps its stored choice.
    const rating = screen.getByRole('article', { name: /Clear responsibilities/ });
    const performance = within(rating).getByRole('group', { name: 'Attribute performance' });
    expect((within(performance).getByRole('radio', { name: /^3/ }) as HTMLInputElement).checked).toBe(true);
    // Only the custom answer is sent, as the custom question.
    expect(saves).toHaveLength(1);
    expect(saves[0].SurveyAnswerDtos).toEqual([
      expect.objectContaining({ DiagnosticId: '1', IsCustomQuestion: 'true', Answer: 'Blue 42' }),
    ]);
  });
});
