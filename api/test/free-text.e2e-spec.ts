import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

interface Q {
  Id: number;
  Title: string;
  Type: string;
  Area: string;
  IsCustomQuestion: boolean;
  MaxLength: number | null;
  ValidationRegex: string | null;
  Answer: unknown;
}
type Item = { q: Q; Answer?: string; ValueAnswer?: string };

const PUNCTUATED = `Don't cut "this", please — 100% & ça va? <ok>`;
/** Leading and trailing spaces, a line break, a tab, other scripts and an emoji: all kept as typed. */
const AS_TYPED = `  Zwei Zeilen:\n\tΣ 日本 😀 (fin).  `;

/**
 * Free text stays as typed: a Textbox answer is stored exactly or refused whole with a 400 that names the question,
 * its rule and each refused character; nothing is trimmed or dropped, and the comments read shows it verbatim.
 */
describe('Free text answers', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let staff: Client;
  let staffId: number;
  let typeId: number;
  let inquiryId: number;
  let form: Q[];
  const byTitle = (title: string) => form.find((q) => q.Title === title)!;

  const stored = async (q: Q) =>
    (
      await t.dataSource.getRepository(SurveyAnswer).findOneBy({
        inquiryId,
        questionId: q.Id,
        isCustomQuestion: q.IsCustomQuestion,
      })
    )?.textAnswer;

  function save(status: string, items: Item[]) {
    const req = staff.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', status);
    items.forEach((it, i) => {
      const f = (name: string, v: string | undefined) =>
        v !== undefined && req.field(`SurveyAnswerDtos[${i}].${name}`, v);
      f('DiagnosticId', String(it.q.Id));
      f('InquiryId', String(inquiryId));
      f('CustomerUserId', String(staffId));
      f('IsCustomQuestion', String(it.q.IsCustomQuestion));
      f('Answer', it.Answer);
      f('ValueAnswer', it.ValueAnswer);
    });
    return req;
  }

  const readForm = async () =>
    (await staff.get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`).expect(200)).body
      .data as Q[];

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, operator, staff] = [api.as('contosoAdmin'), api.as('operator'), api.as('contosoStaff')];
    staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
    inquiryId = (await createInquiry(admin, typeId, 'Free text inquiry')).Id;
    const custom = async (Title: string, rule: Record<string, unknown>) => {
      const body = { Area: 'Other', Type: 'Textbox', Title, Description: `${Title}?`, ...rule };
      const q = (
        await admin.post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`).send(body).expect(200)
      ).body;
      await operator
        .put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${q.Id}`)
        .send({ Area: 'Other', Status: 'Approved' })
        .expect(200);
    };
    await custom('Anything else', { MaxLength: 2000 });
    await custom('Team name', { ValidationRegex: 'Alphanumeric only' });
    await custom('Head count', { ValidationRegex: 'Number(s) only' });
    await custom('Your city', { ValidationRegex: 'Alphabet only' });
    await submitIntake(t, admin, inquiryId, typeId);
    await addParticipants(admin, inquiryId, [DEMO.contosoStaff]).expect(200);
    form = await readForm();
  });
  afterAll(() => t.close());

  it("gives the demo's open question and a new custom Textbox Free text, up to 2,000 characters", () => {
    expect(byTitle('Biggest obstacle')).toMatchObject({ ValidationRegex: 'Free text', MaxLength: 2000 });
    expect(byTitle('Anything else')).toMatchObject({ ValidationRegex: 'Free text', MaxLength: 2000 });
    expect(byTitle('Team name')).toMatchObject({ ValidationRegex: 'Alphanumeric only', MaxLength: 200 });
  });

  it('stores punctuation, line breaks, spaces and any script exactly as typed and reads them back', async () => {
    const [obstacle, anything] = [byTitle('Biggest obstacle'), byTitle('Anything else')];
    await save('saveasdraft', [
      { q: obstacle, Answer: PUNCTUATED },
      { q: anything, Answer: AS_TYPED },
    ]).expect(200);
    expect(await stored(obstacle)).toBe(PUNCTUATED);
    expect(await stored(anything)).toBe(AS_TYPED);
    const again = await readForm();
    expect(again.find((q) => q.Title === obstacle.Title)!.Answer).toBe(PUNCTUATED);
    expect(again.find((q) => q.Title === anything.Title)!.Answer).toBe(AS_TYPED);
    const open = (
      await staff.get(`/api/SurveyAnswer/${inquiryId}/ViewOpenEndedSurveyAnswers/${staffId}?pageSize=-1`).expect(200)
    ).body.data as { Question: string; Answer: string }[];
    expect(open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Question: 'Biggest obstacle', Answer: PUNCTUATED }),
        expect.objectContaining({ Question: 'Anything else', Answer: AS_TYPED }),
      ]),
    );
    // A browser's multipart form sends line breaks as CRLF: they are stored as the LF the person typed.
    await save('saveasdraft', [{ q: anything, Answer: 'One\r\nTwo\rThree\n' }]).expect(200);
    expect(await stored(anything)).toBe('One\nTwo\nThree\n');
    // A whitespace-only answer is no answer.
    await save('saveasdraft', [{ q: anything, Answer: ' \n ' }]).expect(200);
    expect(await stored(anything)).toBeNull();
    await save('saveasdraft', [{ q: anything, Answer: AS_TYPED }]).expect(200);
  });

  it('refuses characters a stricter rule does not admit with a 400 naming question, rule and characters; stores nothing', async () => {
    const [team, count, city] = [byTitle('Team name'), byTitle('Head count'), byTitle('Your city')];
    await save('saveasdraft', [
      { q: team, Answer: 'Blue 42' },
      { q: count, Answer: '42' },
      { q: city, Answer: 'Zoë Ångström' },
    ]).expect(200);
    const res = await save('saveasdraft', [
      { q: team, Answer: 'Too slow!! Really?' },
      { q: count, Answer: '4 2\n' },
      { q: city, Answer: 'R2D2' },
      { q: byTitle('Biggest obstacle'), Answer: 'Changed but refused with the rest' },
    ]).expect(400);
    expect(res.body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: [
        'SurveyAnswerDtos[0].Answer: Only letters and numbers are allowed in "Team name" (Alphanumeric only); refused: “!”, “?”',
        'SurveyAnswerDtos[1].Answer: Only numbers are allowed in "Head count" (Number(s) only); refused: space, line break',
        'SurveyAnswerDtos[2].Answer: Only letters are allowed in "Your city" (Alphabet only); refused: “2”',
      ],
    });
    // A JSON save can carry an unpaired surrogate, which would be stored as U+FFFD: refused under Free text too.
    const obstacle = byTitle('Biggest obstacle');
    const json = await staff
      .post('/api/SurveyAnswer/AddSurveyAnswers')
      .set('Content-Type', 'application/json')
      .send(
        `{"Status":"saveasdraft","SurveyAnswerDtos":[{"DiagnosticId":${obstacle.Id},"InquiryId":${inquiryId},` +
          `"CustomerUserId":${staffId},"IsCustomQuestion":false,"Answer":"broken \\ud800 text"}]}`,
      )
      .expect(400);
    expect(json.body.errorMessage).toEqual([
      'SurveyAnswerDtos[0].Answer: Control characters are not allowed in "Biggest obstacle" (Free text); refused: U+D800',
    ]);
    // Refused whole: the earlier answers stay, none is a stripped version of the refused text.
    expect(await stored(team)).toBe('Blue 42');
    expect(await stored(count)).toBe('42');
    expect(await stored(city)).toBe('Zoë Ångström');
    expect(await stored(byTitle('Biggest obstacle'))).toBe(PUNCTUATED);
  });

  it('admits 2,000 characters counted as people count them, and refuses one more', async () => {
    const anything = byTitle('Anything else');
    // 2,000 emoji are 4,000 UTF-16 units and 8,000 bytes: still 2,000 characters.
    const full = '😀'.repeat(2000);
    await save('saveasdraft', [{ q: anything, Answer: full }]).expect(200);
    expect(await stored(anything)).toBe(full);
    const over = await save('saveasdraft', [{ q: anything, Answer: `${full}!` }]).expect(400);
    expect(over.body.errorMessage).toEqual(['SurveyAnswerDtos[0].Answer: Must be at most 2000 characters']);
    const team = byTitle('Team name');
    expect((await save('saveasdraft', [{ q: team, Answer: 'a'.repeat(201) }]).expect(400)).body.errorMessage).toEqual([
      'SurveyAnswerDtos[0].Answer: Must be at most 200 characters',
    ]);
    expect(await stored(anything)).toBe(full);
    await save('saveasdraft', [{ q: anything, Answer: AS_TYPED }]).expect(200);
  });

  it('shows the completed answers verbatim in the comments analysis', async () => {
    const items: Item[] = form.map((q) => {
      if (q.Type === 'Rating') return { q, Answer: '3', ValueAnswer: q.Area === 'Other' ? undefined : '3' };
      if (q.Title === 'Biggest obstacle') return { q, Answer: PUNCTUATED };
      if (q.Title === 'Anything else') return { q, Answer: AS_TYPED };
      if (q.Title === 'Team name') return { q, Answer: 'Blue 42' };
      if (q.Title === 'Head count') return { q, Answer: '42' };
      if (q.Title === 'Your city') return { q, Answer: 'Zoë Ångström' };
      return { q };
    });
    await save('completed', items).expect(200);
    await operator.put(`/api/Insights/CommentsRelease/${inquiryId}`).send({ Released: true }).expect(200);
    const list = (await operator.get(`/api/Insights/Comments/${inquiryId}?pageSize=-1`).expect(200)).body as {
      data: { Question: string; Text: string }[];
    };
    expect(list.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Question: 'Biggest obstacle', Text: PUNCTUATED }),
        expect.objectContaining({ Question: 'Anything else', Text: AS_TYPED }),
      ]),
    );
    const search = (await operator.get(`/api/Insights/Comments/${inquiryId}?pageSize=-1&search=ça va?`).expect(200))
      .body as { data: { Text: string }[] };
    expect(search.data.map((r) => r.Text)).toEqual([PUNCTUATED]);
    const themes = (await operator.get(`/api/Insights/CommentThemes/${inquiryId}`).expect(200)).body as {
      Questions: { Title: string; Count: number }[];
    };
    expect(themes.Questions.find((q) => q.Title === 'Biggest obstacle')).toMatchObject({ Count: 1 });
  });
});
