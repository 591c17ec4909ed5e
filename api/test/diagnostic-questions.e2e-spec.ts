import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('DiagnosticQuestion API', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let staff: Client;
  let operations: Pathway;
  let fresh: Pathway;
  const question = (title: string) =>
    t.dataSource.getRepository(DiagnosticQuestion).findOneByOrFail({ question: { title } });
  const textbox = {
    Area: 'Other',
    Title: 'Biggest risk',
    Type: 'Textbox',
    Description: 'What worries you most?',
    ValidationRegex: 'Alphabet only',
  };
  const rating = {
    Area: 'People',
    Title: 'Trust',
    Type: 'Rating',
    Description: 'People trust each other',
    RadioButtonOptions: ['1', '2', '3', '4', '5'],
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, staff] = [api.as('operator'), api.as('northwindAdmin'), api.as('northwindStaff')];
    operations = await t.dataSource.getRepository(Pathway).findOneByOrFail({ name: 'Operations' });
    const other = await t.dataSource.getRepository(InquiryType).findOneByOrFail({ name: 'Other' });
    const pathways = t.dataSource.getRepository(Pathway);
    fresh = await pathways.save(pathways.create({ name: 'Fresh pathway', inquiryTypeId: other.id }));
  });
  afterAll(() => t.close());

  const create = (body: object, pathwayId = fresh.id, as = op) =>
    as.post(`/api/DiagnosticQuestion/${pathwayId}/CreateDiagnosticQuestion`).send(body);
  const errors = async (body: object) => (await create(body).expect(400)).body.errorMessage;

  it('refuses callers without a token (401) and roles the table refuses (403)', async () => {
    const { id } = await question('Documented processes');
    await api.anonymous().get(`/api/DiagnosticQuestion/${operations.id}/AllDiagnosticQuestions`).expect(401);
    await api.anonymous().get(`/api/DiagnosticQuestion/${id}`).expect(401);
    await staff.get(`/api/DiagnosticQuestion/${operations.id}/AllDiagnosticQuestions`).expect(403);
    await staff.get(`/api/DiagnosticQuestion/${id}`).expect(403);
    await create(textbox, fresh.id, admin).expect(403);
    await create(textbox, fresh.id, staff).expect(403);
    await admin.put(`/api/DiagnosticQuestion/${operations.id}/Update/${id}`).send(rating).expect(403);
    await admin.delete(`/api/DiagnosticQuestion/${id}`).expect(403);
    await staff.delete(`/api/DiagnosticQuestion/${id}`).expect(403);
  });

  it('lists the questions of a pathway (Id, Title, Type, MaxLength, Area) for the super admin and the customer admin', async () => {
    for (const as of [op, admin]) {
      const res = await as
        .get(`/api/DiagnosticQuestion/${operations.id}/AllDiagnosticQuestions?pageSize=8&currentPage=1`)
        .expect(200);
      expect(res.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 7, totalPage: 1 });
      expect(res.body.data[0]).toEqual({
        Id: expect.any(Number),
        Title: 'Process documents',
        Type: 'Document',
        MaxLength: null,
        Area: 'Other',
      });
      expect(res.body.data.at(-1)).toEqual({
        Id: expect.any(Number),
        Title: 'Documented processes',
        Type: 'Rating',
        MaxLength: null,
        Area: 'Process',
      });
    }
    await op.get('/api/DiagnosticQuestion/999999/AllDiagnosticQuestions').expect(404);
  });

  it('creates questions of each type, keeping only the fields of the type', async () => {
    const res = await create({ ...textbox, RadioButtonOptions: ['1'], CheckBoxOptions: ['a'], Unknown: 1 }).expect(200);
    expect(res.body).toEqual({
      Id: expect.any(Number),
      PathwayId: fresh.id,
      InquiryTypeId: fresh.inquiryTypeId,
      Title: 'Biggest risk',
      Type: 'Textbox',
      Description: 'What worries you most?',
      Area: 'Other',
      MaxLength: 200,
      ValidationRegex: 'Alphabet only',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
    expect((await admin.get(`/api/DiagnosticQuestion/${res.body.Id}`).expect(200)).body).toEqual(res.body);

    const r = await create({
      ...rating,
      MaxLength: 50,
      ValidationRegex: 'Alphabet only',
      CheckBoxOptions: ['a'],
    }).expect(200);
    expect(r.body).toMatchObject({
      Type: 'Rating',
      Area: 'People',
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: ['1', '2', '3', '4', '5'],
      CheckBoxOptions: [],
    });
    const c = await create({
      ...textbox,
      Type: 'Checkbox',
      MaxLength: 9,
      CheckBoxOptions: ['Email', ' Chat '],
      RadioButtonOptions: ['1'],
    }).expect(200);
    expect(c.body).toMatchObject({
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: [],
      CheckBoxOptions: ['Email', 'Chat'],
    });
    const d = await create({ ...textbox, Type: 'Document', MaxLength: 9 }).expect(200);
    expect(d.body).toMatchObject({
      Type: 'Document',
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
    const m = await create({ ...textbox, MaxLength: '80' }).expect(200);
    expect(m.body.MaxLength).toBe(80);
    await create(textbox, 999999).expect(404);
  });

  it('enforces every question rule with its message', async () => {
    expect((await create({}).expect(400)).body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: [
        'Area: This field is mandatory',
        'Title: This field is mandatory',
        'Type: This field is mandatory',
        'Description: This field is mandatory',
      ],
    });
    expect(await errors({ ...textbox, Area: 'Culture' })).toEqual([
      'Type: A question in the Culture area must be of type Rating',
    ]);
    expect(await errors({ ...textbox, Type: 'Essay' })).toEqual([
      'Type: Choose one of Textbox, Checkbox, Rating, Document, Enps',
    ]);
    expect(await errors({ ...textbox, ValidationRegex: undefined, MaxLength: 'abc' })).toEqual([
      'MaxLength: This field only contain number',
      'ValidationRegex: This field is mandatory',
    ]);
    expect(await errors({ ...textbox, ValidationRegex: '.*' })).toEqual([
      'ValidationRegex: Choose one of Alphabet only, Number(s) only, Alphanumeric only, Free text',
    ]);
    expect(await errors({ ...rating, RadioButtonOptions: [] })).toEqual([
      'RadioButtonOptions: This field is mandatory',
    ]);
    expect(await errors({ ...rating, RadioButtonOptions: ['1', 'd'] })).toEqual([
      'RadioButtonOptions: Remove Invalid rating option d to proceed',
    ]);
    expect(await errors({ ...rating, RadioButtonOptions: ['1', ''] })).toEqual([
      'RadioButtonOptions: Rating options must not be blank',
    ]);
    expect(await errors({ ...rating, RadioButtonOptions: ['2', '2'] })).toEqual([
      'RadioButtonOptions: Rating option 2 is repeated',
    ]);
    expect(await errors({ ...rating, RadioButtonOptions: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual([
      'RadioButtonOptions: You cannot add more than 6 options',
    ]);
    expect(await errors({ ...textbox, Type: 'Checkbox', CheckBoxOptions: [' '] })).toEqual([
      'CheckBoxOptions: This field is mandatory',
    ]);
    expect(await errors({ ...textbox, Type: 'Checkbox' })).toEqual(['CheckBoxOptions: This field is mandatory']);
    expect(
      await errors({ ...textbox, Type: 'Checkbox', CheckBoxOptions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
    ).toEqual(['CheckBoxOptions: You cannot add more than 6 options']);
    expect(await errors({ ...textbox, Title: 't'.repeat(201) })).toEqual(['Title: At most 200 characters']);
  });

  it('pages 8 per page newest first, with the last page and -1', async () => {
    for (let i = 1; i <= 4; i++) await create({ ...textbox, Title: `Paged ${i}` }).expect(200);
    const total = await t.dataSource.getRepository(DiagnosticQuestion).countBy({ pathwayId: fresh.id });
    expect(total).toBe(9);
    const url = (size: number, page: number) =>
      `/api/DiagnosticQuestion/${fresh.id}/AllDiagnosticQuestions?pageSize=${size}&currentPage=${page}`;
    const first = await op.get(url(8, 1)).expect(200);
    expect(first.body).toMatchObject({ totalItem: 9, totalPage: 2 });
    expect(first.body.data[0]).toEqual({
      Id: expect.any(Number),
      Title: 'Paged 4',
      Type: 'Textbox',
      MaxLength: 200,
      Area: 'Other',
    });
    const last = await op.get(url(8, 2)).expect(200);
    expect(last.body.data.map((q: { Title: string }) => q.Title)).toEqual(['Biggest risk']);
    const all = await op.get(url(-1, 1)).expect(200);
    expect(all.body).toMatchObject({ totalItem: 9, totalPage: 1, pageSize: -1 });
    expect(all.body.data).toHaveLength(9);
  });

  it('edits a question of the pathway; an answered one keeps its area, type and options (409)', async () => {
    const q = await question('Paged 1');
    const res = await op
      .put(`/api/DiagnosticQuestion/${fresh.id}/Update/${q.id}`)
      .send({ ...rating, Title: 'Now a rating' })
      .expect(200);
    expect(res.body).toMatchObject({
      Id: q.id,
      Title: 'Now a rating',
      Type: 'Rating',
      Area: 'People',
      MaxLength: null,
      ValidationRegex: null,
    });
    const bad = await op
      .put(`/api/DiagnosticQuestion/${fresh.id}/Update/${q.id}`)
      .send({ ...rating, Area: 'Other', Type: 'Textbox' })
      .expect(400);
    expect(bad.body.errorMessage).toEqual(['ValidationRegex: This field is mandatory']);
    await op.put(`/api/DiagnosticQuestion/${operations.id}/Update/${q.id}`).send(rating).expect(404);
    await op.put(`/api/DiagnosticQuestion/${fresh.id}/Update/999999`).send(rating).expect(404);

    const answered = await question('Documented processes');
    const base = {
      Area: 'Process',
      Type: 'Rating',
      Description: answered.question.description,
      RadioButtonOptions: answered.question.ratingOptions,
    };
    const reworded = await op
      .put(`/api/DiagnosticQuestion/${operations.id}/Update/${answered.id}`)
      .send({ ...base, Title: 'Documented core processes' })
      .expect(200);
    expect(reworded.body.Title).toBe('Documented core processes');
    const refused = await op
      .put(`/api/DiagnosticQuestion/${operations.id}/Update/${answered.id}`)
      .send({ ...base, Title: 'x', RadioButtonOptions: ['1', '2'] })
      .expect(409);
    expect(refused.body.errorMessage).toEqual([
      'This question already has answers: its area, type and options can no longer change',
    ]);
    await op
      .put(`/api/DiagnosticQuestion/${operations.id}/Update/${answered.id}`)
      .send({ ...base, Title: 'x', Area: 'Culture' })
      .expect(409);
  });

  it('refuses to delete an answered question (409) and deletes an unanswered one', async () => {
    const answered = await question('Documented core processes');
    const res = await op.delete(`/api/DiagnosticQuestion/${answered.id}`).expect(409);
    expect(res.body.errorMessage[0]).toMatch(
      /^The question Documented core processes cannot be deleted: it has \d+ answers from respondents$/,
    );
    const q = await question('Paged 2');
    await op.delete(`/api/DiagnosticQuestion/${q.id}`).expect(200);
    await op.get(`/api/DiagnosticQuestion/${q.id}`).expect(404);
    await op.delete(`/api/DiagnosticQuestion/${q.id}`).expect(404);
  });
});
