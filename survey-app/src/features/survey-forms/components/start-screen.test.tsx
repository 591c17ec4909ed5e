import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import { setLanguage } from '../../../lib/i18n/set-language';
import SurveyFormPage from './survey-form-page';

const START = '/customerUser/dashboard/survey-form/2/edit-survey-form/5?start';

/** The form as the API answers it, with the configured floor (7 here, not the default 5). */
const form = {
  Status: 'pending',
  ExpiryDate: '2099-01-31T00:00:00.000Z',
  IsExpired: false,
  IsClosed: false,
  MinRespondents: 7,
  data: [
    {
      ...unanswered,
      Id: 11,
      Title: 'Roles are clear',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
    },
  ],
};

const renderStart = () =>
  renderRoutes(
    [
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
    ],
    START,
  );

beforeEach(() => {
  signIn('CustomerUser');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.includes('/SurveyFormQuestions') ? jsonResponse(form) : jsonResponse({}, 404))),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('start screen: who sees what', () => {
  it('tells the respondent, before the first question, who sees what, with the floor the API answers', async () => {
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your organisation sees results only for groups of at least 7 people, and comments only once they are released, never with names. It never sees who answered what.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Roles are clear')).toBeNull();
  });

  it('says it in the reader’s language', async () => {
    await setLanguage('fr');
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Avant de commencer' })).toBeTruthy();
    expect(
      screen.getByText(/^Votre organisation ne voit les résultats que pour des groupes d’au moins 7 personnes/),
    ).toBeTruthy();
  });
});
