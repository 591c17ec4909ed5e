import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from '../src/intake-questions/intake-question.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

describe('IntakeQuestion API', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let staff: Client;
  let health: InquiryType;
  let fresh: InquiryType;
  const question = (title: string) => t.dataSource.getRepository(IntakeQuestion).findOneByOrFail({ title });
  const textbox = { Title: 'Budget', Type: 'Textbox', Description: 'What budget is available?' };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, staff] = [api.as('operator'), api.as('northwindAdmin'), api.as('northwindStaff')];
    const types = t.dataSource.getRepository(InquiryType);
    health = await types.findOneByOrFail({ name: 'Organisational Health Check' });
    fresh = await types.save(types.create({ name: 'Fresh type', description: '', isActive: true }));
  });
  afterAll(() => t.close());

  const create = (body: object, typeId = fresh.id, as = op) =>
    as.post(`/api/IntakeQuestion/${typeId}/CreateIntakeQuestion`).send(body);

  it('refuses callers without a token (401) and roles the table refuses (403)', async () => {
    const { id } = await question('Main objective');
    await api.anonymous().get(`/api/IntakeQuestion/${health.id}/AllIntakeQuestions`).expect(401);
    await staff.get(`/api/IntakeQuestion/${health.id}/AllIntakeQuestions`).expect(403);
    await staff.get(`/api/IntakeQuestion/${id}`).expect(403);
    await create(textbox, fresh.id, admin).expect(403);
    await create(textbox, fresh.id, staff).expect(403);
    await admin.put(`/api/IntakeQuestion/${health.id}/Update/${id}`).send(textbox).expect(403);
    await admin.delete(`/api/IntakeQuestion/${id}`).expect(403);
    await staff.delete(`/api/IntakeQuestion/${id}`).expect(403);
  });

  it('lists the intake questions of an inquiry type in asking order, also for the customer admin', async () => {
    for (const as of [op, admin]) {
      const res = await as
        .get(`/api/IntakeQuestion/${health.id}/AllIntakeQuestions?pageSize=8&currentPage=1`)
        .expect(200);
      expect(res.body).toEqual({
        data: [
          {
            Id: expect.any(Number),
            InquiryTypeId: health.id,
            Title: 'Main objective',
            Type: 'Textbox',
            Description: 'What should this inquiry help you decide?',
            MaxLength: 200,
          },
          {
            Id: expect.any(Number),
            InquiryTypeId: health.id,
            Title: 'Recent reorganisation',
            Type: 'Checkbox',
            Description: 'Has the organisation been reorganised in the last two years?',
            MaxLength: null,
          },
          {
            Id: expect.any(Number),
            InquiryTypeId: health.id,
            Title: 'Units in scope',
            Type: 'Textbox',
            Description: 'Which business units take part?',
            MaxLength: 200,
          },
        ],
        currentPage: 1,
        pageSize: 8,
        totalItem: 3,
        totalPage: 1,
      });
    }
    await op.get('/api/IntakeQuestion/999999/AllIntakeQuestions').expect(404);
  });

  it('creates Textbox (MaxLength default 200, 0 = unset) and Checkbox (MaxLength dropped) questions', async () => {
    const res = await create({ ...textbox, Area: 'Culture' }).expect(200);
    expect(res.body).toEqual({
      Id: expect.any(Number),
      InquiryTypeId: fresh.id,
      Title: 'Budget',
      Type: 'Textbox',
      Description: 'What budget is available?',
      MaxLength: 200,
    });
    expect((await admin.get(`/api/IntakeQuestion/${res.body.Id}`).expect(200)).body).toEqual(res.body);
    expect((await create({ ...textbox, Title: 'Zero', MaxLength: 0 }).expect(200)).body.MaxLength).toBe(200);
    expect((await create({ ...textbox, Title: 'Short', MaxLength: '50' }).expect(200)).body.MaxLength).toBe(50);
    const box = await create({ ...textbox, Title: 'Unionised', Type: 'Checkbox', MaxLength: 75 }).expect(200);
    expect(box.body.MaxLength).toBeNull();
    expect(
      (await t.dataSource.getRepository(IntakeQuestion).findOneByOrFail({ id: box.body.Id })).maxLength,
    ).toBeNull();
    await create(textbox, 999999).expect(404);
    await op.get('/api/IntakeQuestion/999999').expect(404);
  });

  it('validates with the spec wording: Title, Type, Description required; Textbox or Checkbox only; numeric MaxLength', async () => {
    expect((await create({}).expect(400)).body).toEqual({
      status: 400,
      title: 'Validation failed',
      errorMessage: [
        'Title: This field is mandatory',
        'Type: This field is mandatory',
        'Description: This field is mandatory',
      ],
    });
    expect((await create({ ...textbox, Type: 'Rating' }).expect(400)).body.errorMessage).toEqual([
      'Type: Choose one of Textbox, Checkbox',
    ]);
    expect((await create({ ...textbox, Type: 'Document' }).expect(400)).body.errorMessage).toEqual([
      'Type: Choose one of Textbox, Checkbox',
    ]);
    expect((await create({ ...textbox, MaxLength: 'ten' }).expect(400)).body.errorMessage).toEqual([
      'MaxLength: This field only contain number',
    ]);
    expect((await create({ ...textbox, Description: '  ' }).expect(400)).body.errorMessage).toEqual([
      'Description: This field is mandatory',
    ]);
  });

  it('pages 8 per page with the last page and -1', async () => {
    for (let i = 1; i <= 5; i++) await create({ ...textbox, Title: `Paged ${i}` }).expect(200);
    const url = (size: number, page: number) =>
      `/api/IntakeQuestion/${fresh.id}/AllIntakeQuestions?pageSize=${size}&currentPage=${page}`;
    const first = await op.get(url(8, 1)).expect(200);
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 9, totalPage: 2 });
    expect(first.body.data[0].Title).toBe('Budget');
    const last = await op.get(url(8, 2)).expect(200);
    expect(last.body.data.map((q: { Title: string }) => q.Title)).toEqual(['Paged 5']);
    const all = await admin.get(url(-1, 1)).expect(200);
    expect(all.body).toMatchObject({ pageSize: -1, totalItem: 9, totalPage: 1 });
    expect(all.body.data).toHaveLength(9);
  });

  it('edits a question of the type; an answered one keeps its type (409)', async () => {
    const q = await question('Paged 1');
    const res = await op
      .put(`/api/IntakeQuestion/${fresh.id}/Update/${q.id}`)
      .send({ ...textbox, Title: 'Edited', Type: 'Checkbox', MaxLength: 30 })
      .expect(200);
    expect(res.body).toEqual({
      Id: q.id,
      InquiryTypeId: fresh.id,
      Title: 'Edited',
      Type: 'Checkbox',
      Description: textbox.Description,
      MaxLength: null,
    });
    const back = await op
      .put(`/api/IntakeQuestion/${fresh.id}/Update/${q.id}`)
      .send({ ...textbox, Title: 'Edited', MaxLength: 0 })
      .expect(200);
    expect(back.body.MaxLength).toBe(200);
    await op
      .put(`/api/IntakeQuestion/${fresh.id}/Update/${q.id}`)
      .send({ ...textbox, Type: 'Rating' })
      .expect(400);
    await op.put(`/api/IntakeQuestion/${health.id}/Update/${q.id}`).send(textbox).expect(404);

    const answered = await question('Main objective');
    const ok = await op
      .put(`/api/IntakeQuestion/${health.id}/Update/${answered.id}`)
      .send({ Title: 'Main objective', Type: 'Textbox', Description: 'Reworded', MaxLength: 300 })
      .expect(200);
    expect(ok.body).toMatchObject({ Description: 'Reworded', MaxLength: 300 });
    const refused = await op
      .put(`/api/IntakeQuestion/${health.id}/Update/${answered.id}`)
      .send({ ...textbox, Type: 'Checkbox' })
      .expect(409);
    expect(refused.body.errorMessage).toEqual([
      'This intake question already has answers: its type can no longer change',
    ]);
  });

  it('refuses to delete an answered question (409) and deletes an unanswered one', async () => {
    const answered = await question('Main objective');
    const res = await op.delete(`/api/IntakeQuestion/${answered.id}`).expect(409);
    expect(res.body.errorMessage).toEqual([
      'The intake question Main objective cannot be deleted: 1 inquiry has answered it',
    ]);
    const q = await question('Paged 2');
    await op.delete(`/api/IntakeQuestion/${q.id}`).expect(200);
    await op.get(`/api/IntakeQuestion/${q.id}`).expect(404);
  });
});
