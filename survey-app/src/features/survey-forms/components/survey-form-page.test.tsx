import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMITY_TEXTS } from '@portal/contracts';
import { useParams } from 'react-router-dom';
import { jsonResponse, renderRoutes, signIn } from '../../../test/render';
import { unanswered } from '../../../test/survey-form-fixtures';
import SurveyFormPage, { SAVED_DRAFT, SUBMITTED } from './survey-form-page';

const EDIT = '/customerUser/dashboard/survey-form/2/edit-survey-form/5';

// Every field ViewSurveyAnswers sends for one answer.
const unansweredView = {
  Options: [],
  MaxLength: null,
  ValidationRegex: null,
  CheckBoxOptions: [],
  DocumentName: null,
  DownloadLink: null,
  IsCustomQuestion: false,
  ValueImportanceAnswer: null,
};

function questions(status: string, extra: Record<string, unknown> = {}) {
  return {
    Status: status,
    ExpiryDate: '2099-01-01',
    ...extra,
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
    ],
  };
}

// The JSON bodies of the saves (no file is attached in these forms) and their content types.
let saves: { Status: string; SurveyAnswerDtos: Record<string, string>[] }[];
let saveTypes: (string | undefined)[];
let saveStatus: number;

function mockApi(form: unknown) {
  saves = [];
  saveTypes = [];
  saveStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/SurveyFormQuestions')) return jsonResponse(form);
      if (url.endsWith('/SurveyAnswer/AddSurveyAnswers')) {
        saves.push(JSON.parse(String(init!.body)));
        saveTypes.push((init!.headers as Record<string, string>)['Content-Type']);
        return saveStatus === 200
          ? jsonResponse({})
          : jsonResponse({ status: saveStatus, title: 'Conflict', errorMessage: ['Expired'] }, saveStatus);
      }
      return jsonResponse({ status: 404, title: 'Not Found', errorMessage: [] }, 404);
    }),
  );
}

/** Where a submit leads (the thank-you screen has its own spec). */
function SubmittedProbe() {
  return <p>Submitted: {useParams().inquiryId}</p>;
}

function renderForm() {
  return renderRoutes(
    [
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId',
        element: <SurveyFormPage role="CustomerUser" mode="edit" />,
      },
      { path: '/customerUser/dashboard', element: <h1>Survey list</h1> },
      {
        path: '/customerUser/dashboard/survey-form/:inquiryTypeId/edit-survey-form/:inquiryId/submitted',
        element: <SubmittedProbe />,
      },
    ],
    EDIT,
  );
}

const performance = () => screen.getByRole('group', { name: 'Attribute performance' });
const importance = () => screen.getByRole('group', { name: 'Importance' });
const pick = (group: HTMLElement, name: string) => fireEvent.click(within(group).getByRole('radio', { name }));

beforeEach(() => signIn('CustomerUser'));
afterEach(() => vi.unstubAllGlobals());

describe('survey form: draft and submit', () => {
  it('saves a draft with the answers and Status saveasdraft', async () => {
    mockApi(questions('pending'));
    renderForm();
    await screen.findByText('Roles are clear');
    pick(performance(), '4 High');
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByText(SAVED_DRAFT);
    expect(saves).toHaveLength(1);
    expect(saveTypes[0]).toBe('application/json');
    expect(saves[0].Status).toBe('saveasdraft');
    expect(saves[0].SurveyAnswerDtos[0].Answer).toBe('4');
    expect(saves[0].SurveyAnswerDtos[0].ValueAnswer).toBe('');
    expect(saves[0].SurveyAnswerDtos[1].DiagnosticId).toBe('12');
  });

  it('refuses to submit with unanswered questions, then submits after confirmation and thanks the respondent', async () => {
    mockApi(questions('saveasdraft'));
    renderForm();
    await screen.findByText('Roles are clear');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is mandatory')).not.toHaveLength(0);
    expect(saves).toHaveLength(0);

    pick(performance(), '2 Low');
    pick(importance(), '5 Very High');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'NA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUBMITTED);
    expect(saves[0].Status).toBe('completed');
    expect(saves[0].SurveyAnswerDtos[0].ValueAnswer).toBe('5');
    expect(saves[0].SurveyAnswerDtos[1].Answer).toBe('NA');
    expect(await screen.findByText('Submitted: 5')).toBeTruthy();
  });

  it('shows a submitted form read-only and an expired one with the Expired button', async () => {
    mockApi(questions('completed'));
    const first = renderForm();
    await screen.findByText('Roles are clear');
    expect((performance() as HTMLFieldSetElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    mockApi(questions('expired', { IsExpired: true }));
    renderForm();
    await screen.findByText('Roles are clear');
    expect((screen.getByRole('button', { name: 'Expired' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('tells a respondent whose inquiry has closed (results published) that the form takes no more answers, and keeps it read-only', async () => {
    mockApi(questions('saveasdraft', { IsExpired: false, IsClosed: true }));
    renderForm();
    await screen.findByText('Roles are clear');
    expect(screen.getByText(ANONYMITY_TEXTS.formClosed)).toBeTruthy();
    expect((performance() as HTMLFieldSetElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save as Draft' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('survey form: leaving with unsaved changes', () => {
  it('leaves at once when nothing changed', async () => {
    mockApi(questions('pending'));
    renderForm();
    await screen.findByText('Roles are clear');
    fireEvent.click(screen.getAllByRole('button', { name: /Back/ })[0]);
    expect(await screen.findByRole('heading', { name: 'Survey list' })).toBeTruthy();
  });

  it('asks first; Cancel stays, Leave goes without saving', async () => {
    mockApi(questions('pending'));
    renderForm();
    await screen.findByText('Roles are clear');
    pick(performance(), '3 Average');
    fireEvent.click(screen.getAllByRole('button', { name: /Back/ })[0]);
    let dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Roles are clear')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /Back/ })[0]);
    dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Survey list' })).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('blocks router navigation too, and Save as Draft saves then leaves', async () => {
    mockApi(questions('pending'));
    const { router } = renderForm();
    await screen.findByText('Roles are clear');
    pick(performance(), '1 Very Low');
    await act(() => router.navigate('/customerUser/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('heading', { name: 'Survey list' })).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0].Status).toBe('saveasdraft');
  });

  it('re-enables the prompt after a failed save', async () => {
    mockApi(questions('pending'));
    renderForm();
    await screen.findByText('Roles are clear');
    saveStatus = 409;
    pick(performance(), '1 Very Low');
    fireEvent.click(screen.getAllByRole('button', { name: /Back/ })[0]);
    let dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Roles are clear')).toBeTruthy();
    expect(await screen.findByText('Conflict')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /Back/ })[0]);
    dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toBeTruthy();
  });
});

describe('survey form: the super admin route', () => {
  it("shows a respondent's answers read-only from ViewSurveyAnswers, without a status or save buttons", async () => {
    signIn('SuperAdmin');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return jsonResponse({
          StructureArray: [],
          PeopleArray: [
            {
              ...unansweredView,
              Id: 11,
              Question: 'Roles are clear',
              QuestionType: 'rating',
              Answer: 4,
              ValueImportanceAnswer: 0,
            },
          ],
          ProcessArray: [],
          CultureArray: [],
          OthersArray: [],
          Status: 'completed',
        });
      }),
    );
    renderRoutes(
      [
        {
          path: '/superAdmin/monitor-activity/view-respondents/:inquiryId/view-survey-form/:customerUserId',
          element: <SurveyFormPage role="SuperAdmin" mode="view" />,
        },
      ],
      '/superAdmin/monitor-activity/view-respondents/5/view-survey-form/3',
    );
    expect(await screen.findByRole('heading', { name: 'View Survey Form' })).toBeTruthy();
    expect(urls).toEqual(['/api/SurveyAnswer/5/ViewSurveyAnswers/3']);
    expect((within(performance()).getByRole('radio', { name: '4 High' }) as HTMLInputElement).checked).toBe(true);
    expect((performance() as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(screen.queryByText('Completed')).toBeNull();
  });
});
