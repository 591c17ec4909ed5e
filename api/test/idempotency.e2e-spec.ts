import { Inquiry } from '../src/inquiries/inquiry.entity';
import { CustomQuestion } from '../src/custom-questions/custom-question.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** Idempotency-Key on creates: a repeated or concurrent request with the same key creates once. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let contoso: Client;
  let draft: Inquiry;
  let typeId: number;
  const question = {
    Area: 'Other',
    Title: 'Wish',
    Type: 'Textbox',
    Description: 'One wish for next year',
    ValidationRegex: 'Alphanumeric only',
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, contoso] = [api.as('northwindAdmin'), api.as('contosoAdmin')];
    const nwAdmin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const inquiries = t.dataSource.getRepository(Inquiry);
    const first = (await inquiries.find({ where: { customerId: nwAdmin.customerId! }, order: { id: 'ASC' } }))[0];
    typeId = first.inquiryTypeId;
    draft = await inquiries.save(
      inquiries.create({
        customerId: nwAdmin.customerId!,
        inquiryTypeId: typeId,
        createdByUserId: nwAdmin.id,
        description: 'Keyed',
      }),
    );
  });
  afterAll(() => t.close());

  const questionsOf = (inquiryId: number) => t.dataSource.getRepository(CustomQuestion).countBy({ inquiryId });
  const inquiriesNamed = (description: string) => t.dataSource.getRepository(Inquiry).countBy({ description });
  const createQuestion = (key?: string, body: object = question, as = admin) => {
    const req = as.post(`/api/CustomQuestion/CreateCustomQuestion/InquiryId/${draft.id}`);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const createInquiry = (key: string, description: string, as = admin) =>
    as
      .post('/api/Inquiry/CreateInquiry')
      .set('Idempotency-Key', key)
      .send({ InquiryTypeId: typeId, Description: description });

  it('two concurrent identical creates with one key create one custom question and both answer it', async () => {
    const before = await questionsOf(draft.id);
    const [a, b] = await Promise.all([createQuestion('k-question-1'), createQuestion('k-question-1')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await questionsOf(draft.id)).toBe(before + 1);
  });

  it('two concurrent identical CreateInquiry calls with one key create one inquiry; a later repeat answers the same again', async () => {
    const [a, b] = await Promise.all([
      createInquiry('k-inquiry-1', 'Double click'),
      createInquiry('k-inquiry-1', 'Double click'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.Id).toBe(a.body.Id);
    const again = await createInquiry('k-inquiry-1', 'Double click').expect(200);
    expect(again.body).toEqual(a.body);
    expect(await inquiriesNamed('Double click')).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    await createInquiry('k-inquiry-2', 'First body').expect(200);
    const res = await createInquiry('k-inquiry-2', 'Second body').expect(422);
    expect(res.body).toEqual({
      status: 422,
      title: 'Unprocessable Entity',
      errorMessage: ['Idempotency-Key: This key was already used with a different request'],
    });
    expect(await inquiriesNamed('Second body')).toBe(0);
  });

  it('keeps keys per user, and without a key every request creates', async () => {
    await createInquiry('k-shared', 'Per user').expect(200);
    await createInquiry('k-shared', 'Per user', contoso).expect(200);
    expect(await inquiriesNamed('Per user')).toBe(2);
    const before = await questionsOf(draft.id);
    await Promise.all([createQuestion(), createQuestion()]);
    expect(await questionsOf(draft.id)).toBe(before + 2);
  });

  it('frees the key of a refused request, so a corrected retry with it runs', async () => {
    await createQuestion('k-retry', { ...question, Title: '' }).expect(400);
    await createQuestion('k-retry', { ...question, Title: '' }).expect(400);
    const before = await questionsOf(draft.id);
    await createQuestion('k-retry').expect(200);
    expect(await questionsOf(draft.id)).toBe(before + 1);
  });

  it('refuses an over-long key', async () => {
    const res = await createInquiry('x'.repeat(256), 'Too long key').expect(400);
    expect(res.body.errorMessage).toEqual(['Idempotency-Key: must be 1 to 255 characters']);
    expect(await inquiriesNamed('Too long key')).toBe(0);
  });

  it('honours the key on the public sign-up, by the client address', async () => {
    const body = {
      CustomerName: 'Keyed Org',
      Industry: 'Retail',
      Address: '1 Main Street',
      Country: 'France',
      State: 'IDF',
      City: 'Paris',
      Website: 'https://keyed.example',
      isAdmin: true,
      FirstName: 'Kay',
      LastName: 'Ed',
      Email: 'kay@keyed.example',
      Designation: 'Owner',
      Password: 'Keyed#Start2026',
      ConfirmPassword: 'Keyed#Start2026',
    };
    const signup = (over: object = {}) =>
      api
        .anonymous()
        .post('/api/Customer/CustomerAdminsignup')
        .set('Idempotency-Key', 'k-signup')
        .send({ ...body, ...over });
    const [a, b] = await Promise.all([signup(), signup()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    await signup({ CustomerName: 'Other Org' }).expect(422);
    const kept = await t.dataSource.getRepository('IdempotencyKey').findBy({ key: 'k-signup' });
    expect(kept).toHaveLength(1);
    expect(kept[0].owner).toMatch(/^address:/);
    expect(JSON.stringify(kept[0])).not.toContain('Keyed#Start2026');
  });

  it('forgets keys after 24 hours', async () => {
    await createInquiry('k-old', 'Old key').expect(200);
    await t.dataSource.query(
      "UPDATE idempotency_keys SET created_at = '2000-01-01 00:00:00' WHERE `key` = 'k-old'".replace(
        /`/g,
        t.dataSource.options.type === 'better-sqlite3' ? '"' : '`',
      ),
    );
    await createInquiry('k-old', 'Old key').expect(200);
    expect(await inquiriesNamed('Old key')).toBe(2);
  });
});
