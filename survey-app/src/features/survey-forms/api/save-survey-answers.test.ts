import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '../../../test/render';
import { EMPTY_ANSWER, type FormQuestion } from '../components/question-model';
import { buildSurveySave } from '../components/survey-submission';
import { saveSurveyAnswers } from './save-survey-answers';

const base: Omit<FormQuestion, 'id' | 'wireId' | 'type' | 'title'> = {
  area: 'Other',
  description: '',
  maxLength: 200,
  regex: null,
  ratingOptions: [],
  checkboxOptions: [],
  checkboxLabels: [],
  isCustom: false,
};
const rating: FormQuestion = {
  ...base,
  id: '11',
  wireId: '11',
  area: 'People',
  type: 'Rating',
  title: 'Roles are clear',
};
const boxes: FormQuestion = {
  ...base,
  id: '12',
  wireId: '12',
  type: 'Checkbox',
  title: 'Tools used',
  checkboxOptions: ['Mail', 'Chat'],
};
const document: FormQuestion = { ...base, id: '13', wireId: '13', type: 'Document', title: 'Your plan' };
const questions = [rating, boxes, document];
const ctx = { inquiryId: '5', customerUserId: '3' };
const answered = {
  '11': { ...EMPTY_ANSWER, answer: '4', importance: 'DK' },
  '12': { ...EMPTY_ANSWER, checked: ['Chat'] },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  signIn('CustomerUser');
  fetchMock = vi.fn(async () => jsonResponse({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, headers: init.headers as Record<string, string>, body: init.body };
};

describe('saveSurveyAnswers', () => {
  it('sends a form without a file as JSON: { SurveyAnswerDtos, Status }, every field a string, a kept document as DocumentUrl', async () => {
    const kept = { ...answered, '13': { ...EMPTY_ANSWER, documentName: 'plan.pdf', downloadLink: '/api/files/9' } };
    await saveSurveyAnswers(buildSurveySave(questions, kept, ctx, 'saveasdraft'));
    const { url, method, headers, body } = sent();
    expect(url).toBe('/api/SurveyAnswer/AddSurveyAnswers');
    expect(method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(body))).toEqual({
      Status: 'saveasdraft',
      SurveyAnswerDtos: [
        {
          Answer: '4',
          DiagnosticId: '11',
          InquiryId: '5',
          CustomerUserId: '3',
          IsCustomQuestion: 'false',
          ValueAnswer: '0',
          CheckBoxOptions: '',
        },
        {
          Answer: '',
          DiagnosticId: '12',
          InquiryId: '5',
          CustomerUserId: '3',
          IsCustomQuestion: 'false',
          ValueAnswer: '',
          CheckBoxOptions: '["Chat"]',
        },
        {
          Answer: 'plan.pdf',
          DiagnosticId: '13',
          InquiryId: '5',
          CustomerUserId: '3',
          IsCustomQuestion: 'false',
          ValueAnswer: '',
          CheckBoxOptions: '',
          DocumentUrl: '/api/files/9',
        },
      ],
    });
  });

  it('sends a form with a file attached as multipart: the SurveyAnswerDtos[i].Field parts, the file after its item, Status last', async () => {
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await saveSurveyAnswers(
      buildSurveySave(questions, { ...answered, '13': { ...EMPTY_ANSWER, file } }, ctx, 'completed'),
    );
    const { headers, body } = sent();
    expect(body).toBeInstanceOf(FormData);
    // The browser writes the multipart Content-Type with its boundary.
    expect(headers['Content-Type']).toBeUndefined();
    const entries = [...(body as FormData).entries()];
    const item = (i: number, fields: [string, string][]) =>
      fields.map(([name, value]) => [`SurveyAnswerDtos[${i}].${name}`, value]);
    const common = (id: string): [string, string][] => [
      ['DiagnosticId', id],
      ['InquiryId', '5'],
      ['CustomerUserId', '3'],
      ['IsCustomQuestion', 'false'],
    ];
    expect(entries.map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.name}`])).toEqual([
      ...item(0, [['Answer', '4'], ...common('11'), ['ValueAnswer', '0'], ['CheckBoxOptions', '']]),
      ...item(1, [['Answer', ''], ...common('12'), ['ValueAnswer', ''], ['CheckBoxOptions', '["Chat"]']]),
      ...item(2, [
        ['Answer', 'plan.pdf'],
        ...common('13'),
        ['ValueAnswer', ''],
        ['CheckBoxOptions', ''],
        ['file', 'file plan.pdf'],
      ]),
      ['Status', 'completed'],
    ]);
    expect(await ((body as FormData).get('SurveyAnswerDtos[2].file') as File).text()).toBe('%PDF-1.4');
  });
});
