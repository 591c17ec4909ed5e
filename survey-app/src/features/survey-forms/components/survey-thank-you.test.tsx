import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESPONDENT_PRIVACY } from '@portal/contracts';
import { Toaster } from '../../../components/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { clearToasts } from '../../../lib/toast';
import { jsonResponse, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage from './survey-form-page';
import SurveyThankYouPage from './survey-thank-you-page';

const LIST = '/customerUser/dashboard';
const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';
const THANKS = `${EDIT}/submitted`;

let status: string;
let expiry: string | null;
let saves: string[];

function mockApi() {
  saves = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions'))
        return jsonResponse({
          Status: status,
          ExpiryDate: expiry,
          IsClosed: false,
          MinRespondents: 7,
          data: [{ ...unanswered, Id: 12, Title: 'Anything else?', Area: 'Other', Type: 'Textbox', MaxLength: 50 }],
        });
      if (url.endsWith('/SurveyAnswer/AddSurveyAnswers')) {
        const body = JSON.parse(String(init!.body)) as { Status: string };
        saves.push(body.Status);
        if (body.Status === 'completed') status = 'completed';
        return jsonResponse({});
      }
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

function ViewProbe() {
  const { inquiryId, userId } = useParams();
  return <h1>{`My answers ${inquiryId}/${userId}`}</h1>;
}

/** The list, then the form, as a respondent opens it: Back in the browser has somewhere to go. */
function renderJourney(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: LIST, element: <h1>Survey list</h1> },
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId/submitted',
        element: <SurveyThankYouPage role="CustomerUser" />,
      },
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/view-survey-form/:inquiryId/:userId',
        element: <ViewProbe />,
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

async function submitForm() {
  await screen.findByText('Anything else?');
  fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'NA' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  signIn('CustomerUser');
  status = 'saveasdraft';
  expiry = '2099-03-15T23:59:59.999Z';
  mockApi();
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('survey form: after submitting', () => {
  it('shows the thank-you screen: confidentiality with the configured group size, the closing date, the way back', async () => {
    const router = renderJourney([LIST, EDIT]);
    await submitForm();
    expect(await screen.findByRole('heading', { name: 'Thank you for your answers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(THANKS);
    expect(saves).toEqual(['completed']);
    expect(screen.getByText('Your answers are confidential.')).toBeTruthy();
    expect(screen.getByText(RESPONDENT_PRIVACY.en.replace('%{min}', '7'))).toBeTruthy();
    expect(screen.getByText(/^The survey closes on 15 Mar 2099\. After that, the results are prepared/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to my surveys' }));
    expect(await screen.findByRole('heading', { name: 'Survey list' })).toBeTruthy();
  });

  it('starts at its title, not where the submitted form was scrolled to', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderJourney([LIST, EDIT]);
    await submitForm();
    await screen.findByRole('heading', { name: 'Thank you for your answers' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    vi.unstubAllGlobals();
  });

  it('offers the read-only view of the answers', async () => {
    renderJourney([LIST, EDIT]);
    await submitForm();
    fireEvent.click(await screen.findByRole('link', { name: 'View my answers' }));
    expect(await screen.findByRole('heading', { name: 'My answers 5/3' })).toBeTruthy();
  });

  it('takes the form’s place in the history: Back goes to the list, not to an editable form', async () => {
    const router = renderJourney([LIST, EDIT]);
    await submitForm();
    await screen.findByRole('heading', { name: 'Thank you for your answers' });
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Survey list' })).toBeTruthy();
  });

  it('a submitted form opened again (forward, a bookmark) is read-only', async () => {
    const router = renderJourney([LIST, EDIT]);
    await submitForm();
    await screen.findByRole('heading', { name: 'Thank you for your answers' });
    await act(() => router.navigate(EDIT));
    await screen.findByText('Anything else?');
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a known closing date says the results come once the survey closes', async () => {
    status = 'completed';
    expiry = null;
    renderJourney([THANKS]);
    expect(
      await screen.findByText('When the survey closes, the results are prepared and shared with your organisation.'),
    ).toBeTruthy();
  });

  it('a form not submitted has no thank-you screen: its address opens the form', async () => {
    const router = renderJourney([THANKS]);
    expect(await screen.findByText('Anything else?')).toBeTruthy();
    expect(router.state.location.pathname).toBe(EDIT);
    expect(screen.queryByRole('heading', { name: 'Thank you for your answers' })).toBeNull();
  });
});
