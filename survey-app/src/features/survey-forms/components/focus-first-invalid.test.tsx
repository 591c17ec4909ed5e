import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage from './survey-form-page';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';

// The API lists the Other question first and with a smaller id; the form shows it last, after the People group.
const form = {
  Status: 'saveasdraft',
  ExpiryDate: '2099-01-01',
  data: [
    { ...unanswered, Id: 7, Title: 'Anything else?', Area: 'Other', Type: 'Textbox', MaxLength: 50 },
    {
      ...unanswered,
      Id: 30,
      Title: 'Roles are clear',
      Area: 'People',
      Type: 'Rating',
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
    },
  ],
};

beforeEach(() => {
  signIn('CustomerUser');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/SurveyFormQuestions')
        ? jsonResponse(form)
        : jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('survey form: submit with unanswered questions', () => {
  it('scrolls to and focuses the first unanswered question in the order the form shows them', async () => {
    const scrolled: string[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderRoutes(
      [
        {
          path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
          element: <SurveyFormPage role="CustomerUser" mode="edit" />,
        },
      ],
      EDIT,
    );
    await screen.findByText('Roles are clear');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText('This field is mandatory');

    expect(scrolled).toEqual(['question-30']);
    expect(document.activeElement?.closest('article')?.id).toBe('question-30');
    scroll.mockRestore();
  });
});
