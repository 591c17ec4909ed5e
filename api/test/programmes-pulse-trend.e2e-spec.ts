import { InquiryQuestion } from '../src/inquiries/inquiry-question.entity';
import { Client, personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { createRound, libraryIds, RoundAnswers } from './trends-fixture';

const TYPE = 'Organisational Health Check';
const fiveForms = (p: number): [number, number][] => [1, 2, 3, 4, 5].map(() => [p, 4]);

/** A series of pulse rounds that ask different questions: its trend compares only the questions they all ask. */
describe('Programme pulses: the trend of a pulse series', () => {
  let t: TestApp;
  let operator: Client;
  let contoso: Client;
  let second: number;

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    operator = api.as('operator');
    contoso = api.as('contosoAdmin');
    const admin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const ids = await libraryIds(t, TYPE);
    const pulseRound = async (titles: string[], previousId: number | null, description: string) => {
      const answers: RoundAnswers = Object.fromEntries(titles.map((title, n) => [title, fiveForms(2 + n)]));
      const base = { customerId: admin.customerId!, createdByUserId: admin.id, typeName: TYPE };
      const round = await createRound(t, { ...base, description, answers, previousId, published: true });
      await t.dataSource
        .getRepository(InquiryQuestion)
        .insert(titles.map((title) => ({ inquiryId: round.id, questionId: ids[title] })));
      return round.id;
    };
    const first = await pulseRound(['Shared values', 'Openness to feedback'], null, 'Pulse 1');
    second = await pulseRound(['Shared values', 'Leadership visibility'], first, 'Pulse 2');
  });
  afterAll(() => t.close());

  it('lists only the questions every round asked, for the operator and the customer admin', async () => {
    for (const who of [operator, contoso]) {
      const body = (await who.get(`/api/Insights/Trend/${second}`).expect(200)).body as {
        Enough: boolean;
        Questions: { Title: string; Points: { N?: number }[] }[];
      };
      expect(body.Enough).toBe(true);
      expect(body.Questions.map((q) => q.Title)).toEqual(['Shared values']);
      expect(body.Questions[0].Points).toHaveLength(2);
    }
  });
});
