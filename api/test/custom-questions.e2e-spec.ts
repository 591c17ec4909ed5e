import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { User } from '../src/users/user.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

describe('CustomQuestion API', () => {
  let t: TestApp;
  let api: Personas;
  let op: Client;
  let admin: Client;
  let contoso: Client;
  let staff: Client;
  let nwAdmin: User;
  let draft: Inquiry;
  let draftB: Inquiry;
  let contosoDraft: Inquiry;
  let finished: Inquiry;
  const rating = {
    Area: 'Culture',
    Title: 'Team spirit',
    Type: 'Rating',
    Description: 'We help each other',
    RadioButtonOptions: ['1', '2', '3', '4', '5'],
  };
  const textbox = {
    Area: 'Other',
    Title: 'Wish',
    Type: 'Textbox',
    Description: 'One wish for next year',
    ValidationRegex: 'Alphanumeric only',
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [op, admin, contoso, staff] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('contosoAdmin'),
      api.as('northwindStaff'),
    ];
    nwAdmin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const contosoAdmin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const inquiries = t.dataSource.getRepository(Inquiry);
    finished = (await inquiries.find({ where: { customerId: nwAdmin.customerId! }, order: { id: 'ASC' } }))[0];
    const make = (owner: User, description: string) =>
      inquiries.save(
        inquiries.create({
          customerId: owner.customerId!,
          inquiryTypeId: finished.inquiryTypeId,
          createdByUserId: owner.id,
          description,
        }),
      );
    draft = await make(nwAdmin, 'Northwind pulse survey');
    draftB = await make(nwAdmin, 'Northwind second survey');
    contosoDraft = await make(contosoAdmin, 'Contoso survey');
  });
  afterAll(() => t.close());

  const create = (body: object, inquiryId = draft.id, as = admin) =>
    as.post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${inquiryId}`).send(body);
  const review = (id: number, body: object, as = op) =>
    as.put(`/api/CustomQuestion/ChangeStatusCustomQuestion/${id}`).send(body);

  it('refuses callers without a token (401) and roles the table refuses (403)', async () => {
    const q = (await create(textbox).expect(200)).body;
    await api.anonymous().get('/api/CustomQuestion/AllCustomQuestions').expect(401);
    await api
      .anonymous()
      .post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${draft.id}`)
      .send(textbox)
      .expect(401);
    for (const as of [staff]) {
      await as.get('/api/CustomQuestion/AllCustomQuestions').expect(403);
      await as.get(`/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/${nwAdmin.id}`).expect(403);
      await as.get(`/api/CustomQuestion/${q.Id}`).expect(403);
      await create(textbox, draft.id, as).expect(403);
      await as.put(`/api/CustomQuestion/${q.Id}`).send(textbox).expect(403);
      await as.delete(`/api/CustomQuestion/${q.Id}`).expect(403);
      await review(q.Id, { Area: 'Other', Status: 'Approved' }, as).expect(403);
    }
    await admin.get('/api/CustomQuestion/AllCustomQuestions').expect(403);
    await review(q.Id, { Area: 'Other', Status: 'Approved' }, admin).expect(403);
    await create(textbox, draft.id, op).expect(403);
    await admin.delete(`/api/CustomQuestion/${q.Id}`).expect(200);
  });

  it('lets a customer admin add a question to an own inquiry and answers it in the spec shape', async () => {
    const res = await create({
      ...textbox,
      RadioButtonOptions: ['1'],
      Status: 'Approved',
      CreatedBy: 'someone',
    }).expect(200);
    expect(res.body).toEqual({
      CustomQuestionId: res.body.Id,
      Id: expect.any(Number),
      Title: 'Wish',
      Type: 'Textbox',
      Description: 'One wish for next year',
      Area: 'Other',
      InquiryId: draft.id,
      InquiryDescription: 'Northwind pulse survey',
      MaxLength: 200,
      ValidationRegex: 'Alphanumeric only',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
      CreatedBy: `${nwAdmin.firstName} ${nwAdmin.lastName}`,
      CreatedByUserId: nwAdmin.id,
      Status: null,
      RejectReason: null,
    });
    expect((await admin.get(`/api/CustomQuestion/${res.body.Id}`).expect(200)).body).toEqual(res.body);
    expect((await op.get(`/api/CustomQuestion/${res.body.Id}`).expect(200)).body).toEqual(res.body);
    // A custom Rating is asked on the 1-5 scale with DK: options sent are ignored, none are stored.
    const r = await create(rating).expect(200);
    expect(r.body).toMatchObject({
      Type: 'Rating',
      Area: 'Culture',
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: [],
    });
    expect(
      (await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: r.body.Id })).question.ratingOptions,
    ).toEqual([]);
    const { RadioButtonOptions: _omitted, ...withoutOptions } = rating;
    expect((await create(withoutOptions).expect(200)).body).toMatchObject({ Type: 'Rating', RadioButtonOptions: [] });
    // A Textbox sent without a rule gets Free text.
    const { ValidationRegex: _none, ...noRule } = textbox;
    const free = (await create(noRule).expect(200)).body;
    expect(free).toMatchObject({ ValidationRegex: 'Free text', MaxLength: 200 });
    await admin.delete(`/api/CustomQuestion/${free.Id}`).expect(200);
    const c = await create({ ...textbox, Type: 'Checkbox', CheckBoxOptions: ['Yes', 'No'], MaxLength: 40 }).expect(200);
    expect(c.body).toMatchObject({ MaxLength: null, ValidationRegex: null, CheckBoxOptions: ['Yes', 'No'] });
  });

  it('applies the shared question rules, with Textbox, Rating, Checkbox and Enps only', async () => {
    const errors = async (body: object) => (await create(body).expect(400)).body.errorMessage;
    expect(await errors({})).toEqual([
      'Area: This field is mandatory',
      'Title: This field is mandatory',
      'Type: This field is mandatory',
      'Description: This field is mandatory',
    ]);
    expect(await errors({ ...textbox, Type: 'Document' })).toEqual([
      'Type: Choose one of Textbox, Rating, Checkbox, Enps',
    ]);
    expect(await errors({ ...textbox, Area: 'People' })).toEqual([
      'Type: A question in the People area must be of type Rating',
    ]);
    expect(await errors({ ...textbox, ValidationRegex: 'Emoji only', MaxLength: 'x' })).toEqual([
      'MaxLength: This field only contain number',
      'ValidationRegex: Choose one of Alphabet only, Number(s) only, Alphanumeric only, Free text',
    ]);
    expect(await errors({ ...textbox, MaxLength: 2001 })).toEqual(['MaxLength: At most 2000']);
    // Rating options are never asked of a custom question: whatever is sent is ignored, not refused.
    for (const RadioButtonOptions of [['1', 'd'], ['1', '1'], [''], 'nonsense'])
      expect((await create({ ...rating, RadioButtonOptions }).expect(200)).body.RadioButtonOptions).toEqual([]);
    expect(await errors({ ...textbox, Type: 'Checkbox', CheckBoxOptions: [] })).toEqual([
      'CheckBoxOptions: This field is mandatory',
    ]);
  });

  it('answers 404 for another tenant and for unknown inquiries or questions', async () => {
    const own = (await create(textbox).expect(200)).body;
    await create(textbox, contosoDraft.id).expect(404);
    await create(textbox, 999999).expect(404);
    const hidden = await contoso.get(`/api/CustomQuestion/${own.Id}`).expect(404);
    expect(hidden.body).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Custom question not found'] });
    await contoso.put(`/api/CustomQuestion/${own.Id}`).send(textbox).expect(404);
    await contoso.delete(`/api/CustomQuestion/${own.Id}`).expect(404);
    await contoso.get(`/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/${nwAdmin.id}`).expect(404);
    await op.get('/api/CustomQuestion/999999').expect(404);
    expect((await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: own.Id })).question.title).toBe(
      'Wish',
    );
  });

  it('refuses new questions once respondents were added to the inquiry (409)', async () => {
    const res = await create(textbox, finished.id).expect(409);
    expect(res.body).toEqual({
      status: 409,
      title: 'Conflict',
      errorMessage: ['Custom questions can no longer be added to this inquiry: respondents were already added'],
    });
    await t.dataSource.getRepository(Inquiry).update(draftB.id, { respondentsAddedAt: new Date() });
    await create(textbox, draftB.id).expect(409);
    expect(await t.dataSource.getRepository(CustomQuestion).countBy({ inquiryId: draftB.id })).toBe(0);
  });

  it("lists a customer admin's own questions (8 per page, last page, -1) and the super admin's full list", async () => {
    await t.dataSource.getRepository(CustomQuestion).delete({ inquiryId: draft.id });
    const url = (size: number, page: number) =>
      `/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/${nwAdmin.id}?pageSize=${size}&currentPage=${page}`;
    const REVIEW = '/api/CustomQuestion/AllCustomQuestions?pageSize=8&currentPage=1';
    // The demo's own questions of this admin (its eNPS questions), listed after the newer ones made here.
    const demo = (await op.get(url(-1, 1)).expect(200)).body.totalItem as number;
    const demoInReview = (await op.get(REVIEW).expect(200)).body.totalItem as number;
    expect(demo).toBeLessThan(8);
    for (let i = 1; i <= 9; i++) await create({ ...textbox, Title: `Own ${i}` }).expect(200);
    const first = await admin.get(url(8, 1)).expect(200);
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 8, totalItem: 9 + demo, totalPage: 2 });
    expect(first.body.data[0]).toMatchObject({
      Title: 'Own 9',
      Description: 'Northwind pulse survey',
      InquiryDescription: 'Northwind pulse survey',
      Status: null,
    });
    const last = await admin.get(url(8, 2)).expect(200);
    expect(last.body.data.map((q: { Title: string }) => q.Title)[0]).toBe('Own 1');
    expect(last.body.data).toHaveLength(1 + demo);
    const all = await op.get(url(-1, 1)).expect(200);
    expect(all.body).toMatchObject({ totalItem: 9 + demo, totalPage: 1, pageSize: -1 });

    const review = await op.get(REVIEW).expect(200);
    expect(review.body).toMatchObject({ totalItem: 9 + demoInReview, totalPage: Math.ceil((9 + demoInReview) / 8) });
    expect(review.body.data[0]).toEqual({
      CustomQuestionId: expect.any(Number),
      Id: expect.any(Number),
      Title: 'Own 9',
      Type: 'Textbox',
      Description: 'Northwind pulse survey',
      Area: 'Other',
      InquiryId: draft.id,
      InquiryDescription: 'Northwind pulse survey',
      MaxLength: 200,
      ValidationRegex: 'Alphanumeric only',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
      CreatedBy: `${nwAdmin.firstName} ${nwAdmin.lastName}`,
      CreatedByUserId: nwAdmin.id,
      Status: null,
      RejectReason: null,
    });
    const contosoAdmin = await t.users.findOneByOrFail({ email: DEMO.contosoAdmin });
    const none = await contoso
      .get(`/api/CustomQuestion/AllCustomQuestionsByUserId/UserId/${contosoAdmin.id}`)
      .expect(200);
    expect(none.body).toEqual({ data: [], currentPage: 1, pageSize: 8, totalItem: 0, totalPage: 0 });
  });

  it('reviews: Approved or Reject only, Area only where the type allows, Approved is final (409)', async () => {
    const text = (await create({ ...textbox, Title: 'Review me' }).expect(200)).body;
    expect((await review(text.Id, {}).expect(400)).body.errorMessage).toEqual([
      'Area: This field is mandatory',
      'Status: This field is mandatory',
    ]);
    expect((await review(text.Id, { Area: 'Other', Status: 'Rejected' }).expect(400)).body.errorMessage).toEqual([
      'Status: Choose Approved or Reject',
    ]);
    expect((await review(text.Id, { Area: 'Finance', Status: 'Reject' }).expect(400)).body.errorMessage).toEqual([
      'Area: Choose one of Culture, People, Process, Structure, Other',
    ]);
    expect((await review(text.Id, { Area: 'Culture', Status: 'Approved' }).expect(400)).body.errorMessage).toEqual([
      'Area: Can not change the area due to the Textbox question type',
    ]);

    const rejected = await review(text.Id, { Area: 'Other', Status: 'Reject' }).expect(200);
    expect(rejected.body).toMatchObject({ Id: text.Id, Status: 'Reject', Area: 'Other' });
    const edited = await admin
      .put(`/api/CustomQuestion/${text.Id}`)
      .send({ ...textbox, Title: 'Reworded wish', MaxLength: 60 })
      .expect(200);
    expect(edited.body).toMatchObject({ Title: 'Reworded wish', MaxLength: 60, Status: null });
    expect(
      (
        await admin
          .put(`/api/CustomQuestion/${text.Id}`)
          .send({ ...textbox, Type: 'Document' })
          .expect(400)
      ).body.errorMessage,
    ).toEqual(['Type: Choose one of Textbox, Rating, Checkbox, Enps']);

    const approved = await review(text.Id, { Area: 'Other', Status: 'Approved' }).expect(200);
    expect(approved.body).toMatchObject({ Status: 'Approved', Title: 'Reworded wish' });
    const again = await review(text.Id, { Area: 'Other', Status: 'Reject' }).expect(409);
    expect(again.body.errorMessage).toEqual(['This custom question is Approved and cannot be reviewed again']);
    const edit = await admin.put(`/api/CustomQuestion/${text.Id}`).send(textbox).expect(409);
    expect(edit.body.errorMessage).toEqual(['This custom question is Approved and cannot be edited']);
    expect((await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: text.Id })).status).toBe('Approved');

    const rated = (await create({ ...rating, Area: 'Other', Title: 'Movable' }).expect(200)).body;
    const moved = await review(rated.Id, { Area: 'Structure', Status: 'Approved' }).expect(200);
    expect(moved.body).toMatchObject({ Area: 'Structure', Status: 'Approved', Type: 'Rating' });
  });

  it('settles a concurrent approve and reject on one consistent status', async () => {
    for (let i = 0; i < 3; i++) {
      const q = (await create({ ...rating, Title: `Race ${i}` }).expect(200)).body;
      const [approve, reject] = await Promise.all([
        review(q.Id, { Area: 'Culture', Status: 'Approved' }),
        review(q.Id, { Area: 'Culture', Status: 'Reject' }),
      ]);
      expect(approve.status).toBe(200);
      expect([200, 409]).toContain(reject.status);
      expect((await t.dataSource.getRepository(CustomQuestion).findOneByOrFail({ id: q.Id })).status).toBe('Approved');
    }
  });

  it('deletes own questions, but not one that has answers (409)', async () => {
    // Earlier tests filled the inquiry with Textbox questions, of which an inquiry holds a limited number.
    await t.dataSource.getRepository(CustomQuestion).delete({ inquiryId: draft.id });
    const q = (await create({ ...textbox, Title: 'Answered one' }).expect(200)).body;
    const respondent = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: finished.id });
    await t.dataSource.getRepository(SurveyAnswer).insert({
      respondentId: respondent.id,
      inquiryId: draft.id,
      questionId: q.Id,
      isCustomQuestion: true,
      textAnswer: 'More pay',
    });
    const refused = await admin.delete(`/api/CustomQuestion/${q.Id}`).expect(409);
    expect(refused.body.errorMessage).toEqual([
      'The custom question Answered one cannot be deleted: it has 1 answer from respondents',
    ]);
    await op.delete(`/api/CustomQuestion/${q.Id}`).expect(409);

    const free = (await create({ ...textbox, Title: 'Free one' }).expect(200)).body;
    await admin.delete(`/api/CustomQuestion/${free.Id}`).expect(200);
    await admin.get(`/api/CustomQuestion/${free.Id}`).expect(404);
    const other = (await create({ ...textbox, Title: 'Removed by operator' }).expect(200)).body;
    await op.delete(`/api/CustomQuestion/${other.Id}`).expect(200);
  });
});
