import { ActionDueTimer } from '../src/actions/action-due-timer.service';
import { Action } from '../src/actions/action.entity';
import { Customer } from '../src/customers/customer.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { User } from '../src/users/user.entity';
import { Client, personas } from './support/personas';
import { DEMO, TestApp, createTestApp } from './support/test-app';

type ActionBody = {
  Id: number;
  InquiryId: number;
  Title: string;
  Description: string;
  OwnerUserId: number | null;
  OwnerName: string;
  DueDate: string | null;
  Overdue: boolean;
  Status: string;
  Origin: string;
  Shared: boolean;
  TargetQuestionIds: number[];
  TargetQuestions: { QuestionId: number; Title: string; Area: string }[];
  TargetAreas: string[];
  Updates: { Note: string; Status: string | null; AuthorUserId: number; AuthorName: string }[];
};

const expectError = (body: { status: number; title: string; errorMessage: unknown }, status: number) => {
  expect(body.status).toBe(status);
  expect(typeof body.title).toBe('string');
  expect(Array.isArray(body.errorMessage)).toBe(true);
};

describe('Actions: CRUD, roles, tenancy and progress updates', () => {
  let t: TestApp;
  let operator: Client;
  let admin: Client;
  let staff1: Client;
  let staff2: Client;
  let contosoAdmin: Client;
  let contosoStaff: Client;
  let anonymous: Client;
  let inquiry: Inquiry;
  let questionIds: number[];
  let trendQuestions: { Id: number; Title: string; Area: string }[];
  let staff1Id: number;
  let staff2Id: number;
  let contosoStaffId: number;
  let operatorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    operator = api.as('operator');
    admin = api.as('northwindAdmin');
    staff1 = api.as('northwindStaff');
    staff2 = await api.asUser('staff2@northwind.demo.test');
    contosoAdmin = api.as('contosoAdmin');
    contosoStaff = api.as('contosoStaff');
    anonymous = api.anonymous();
    const nw = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    inquiry = (
      await t.dataSource.getRepository(Inquiry).find({ where: { customerId: nw.customerId! }, order: { id: 'ASC' } })
    ).find((i) => i.resultsUploadedAt && i.recreatedFromId !== null)!;
    const trend = await admin.get(`/api/Insights/Trend/${inquiry.id}`).expect(200);
    trendQuestions = trend.body.Questions;
    questionIds = trendQuestions.map((q) => q.Id);
    staff1Id = (await t.users.findOneByOrFail({ email: DEMO.northwindStaff })).id;
    staff2Id = (await t.users.findOneByOrFail({ email: 'staff2@northwind.demo.test' })).id;
    contosoStaffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    operatorId = (await t.users.findOneByOrFail({ email: DEMO.operator })).id;
  });
  afterAll(() => t.close());

  const create = (as: Client, body: object) => as.post(`/api/Inquiry/${inquiry.id}/Actions`).send(body);
  const valid = () => ({
    Title: 'Monthly open Q&A with the leadership team',
    Description: 'People said they do not hear from leadership',
    OwnerUserId: staff1Id,
    DueDate: '2026-03-31',
    Origin: 'Item',
    TargetQuestionIds: [questionIds[0]],
    TargetAreas: ['Culture'],
  });

  it('lets a customer admin create an action with owner, due date and targets, and reads it back', async () => {
    const res = await create(admin, valid()).expect(200);
    const body = res.body as ActionBody;
    expect(body).toMatchObject({
      InquiryId: inquiry.id,
      Title: 'Monthly open Q&A with the leadership team',
      OwnerUserId: staff1Id,
      DueDate: '2026-03-31',
      Status: 'NotStarted',
      Origin: 'Item',
      Shared: false,
      TargetQuestionIds: [questionIds[0]],
      TargetAreas: ['Culture'],
      Updates: [],
    });
    expect(body.OwnerName.length).toBeGreaterThan(0);
    const read = await admin.get(`/api/Actions/${body.Id}`).expect(200);
    expect(read.body).toEqual(body);
    const list = await admin.get(`/api/Inquiry/${inquiry.id}/Actions?pageSize=-1`).expect(200);
    expect(list.body.data.map((a: ActionBody) => a.Id)).toContain(body.Id);
    expect(list.body).toMatchObject({ currentPage: 1, pageSize: -1 });
  });

  it('refuses invalid input with every problem in the error shape', async () => {
    const missing = await create(admin, { ...valid(), Title: '   ', DueDate: '31/03/2026', Status: 'Finished' }).expect(
      400,
    );
    expectError(missing.body, 400);
    expect(missing.body.errorMessage).toEqual(
      expect.arrayContaining([
        'Title: This field is mandatory',
        'DueDate: Please select a valid date',
        expect.stringMatching(/^Status: Must be one of NotStarted, InProgress, Done, Dropped$/),
      ]),
    );
    const areas = await create(admin, { ...valid(), TargetAreas: ['Nowhere'] }).expect(400);
    expect(areas.body.errorMessage[0]).toMatch(/^TargetAreas: /);
    const question = await create(admin, { ...valid(), TargetQuestionIds: [questionIds[0], 987654] }).expect(400);
    expect(question.body.errorMessage).toEqual([
      'TargetQuestionIds: Question 987654 is not a rating question of this inquiry',
    ]);
  });

  it('takes only a user of the same organisation as owner', async () => {
    for (const owner of [contosoStaffId, operatorId, 987654]) {
      const res = await create(admin, { ...valid(), OwnerUserId: owner }).expect(400);
      expect(res.body.errorMessage).toEqual(['OwnerUserId: The owner must be an active user of your organisation']);
    }
    await create(admin, { ...valid(), OwnerUserId: null }).expect(200);
  });

  it("offers the organisation's active admins and users as owners, by name and searchable, to its admin and the operator only", async () => {
    const all = await admin.get(`/api/Inquiry/${inquiry.id}/ActionOwners?pageSize=-1`).expect(200);
    const choices = all.body.data as { Id: number; Name: string; Email: string; Role: string }[];
    const northwind = await t.users.find({ where: { customerId: inquiry.customerId, isActive: true } });
    expect(choices.map((c) => c.Id).sort((a, b) => a - b)).toEqual(northwind.map((u) => u.id).sort((a, b) => a - b));
    expect(choices.map((c) => c.Id)).not.toContain(contosoStaffId);
    expect(choices.map((c) => c.Id)).not.toContain(operatorId);
    const names = choices.map((c) => c.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(choices.find((c) => c.Id === staff2Id)).toMatchObject({
      Email: 'staff2@northwind.demo.test',
      Role: 'CustomerUser',
    });

    const staff2User = await t.users.findOneByOrFail({ id: staff2Id });
    const words = `${staff2User.firstName.slice(0, 3)} ${staff2User.lastName.slice(0, 3)}`.toUpperCase();
    const found = await operator.get(`/api/Inquiry/${inquiry.id}/ActionOwners`).query({ search: words }).expect(200);
    expect((found.body.data as { Id: number }[]).map((c) => c.Id)).toContain(staff2Id);
    expect(found.body.data.every((c: { Name: string }) => c.Name.toUpperCase().includes(words.split(' ')[1]))).toBe(
      true,
    );
    const none = await admin.get(`/api/Inquiry/${inquiry.id}/ActionOwners`).query({ search: '100%_' }).expect(200);
    expect(none.body.data).toEqual([]);

    await t.users.update({ id: staff2Id }, { isActive: false });
    try {
      const after = await admin.get(`/api/Inquiry/${inquiry.id}/ActionOwners?pageSize=-1`).expect(200);
      expect((after.body.data as { Id: number }[]).map((c) => c.Id)).not.toContain(staff2Id);
    } finally {
      await t.users.update({ id: staff2Id }, { isActive: true });
    }
    expectError((await staff1.get(`/api/Inquiry/${inquiry.id}/ActionOwners`).expect(403)).body, 403);
    expectError((await contosoAdmin.get(`/api/Inquiry/${inquiry.id}/ActionOwners`).expect(404)).body, 404);
    expectError((await anonymous.get(`/api/Inquiry/${inquiry.id}/ActionOwners`).expect(401)).body, 401);
  });

  it('answers 401 without a token and 403 to a role that may not', async () => {
    const { body } = await create(admin, valid()).expect(200);
    for (const req of [
      anonymous.get(`/api/Inquiry/${inquiry.id}/Actions`),
      anonymous.post(`/api/Inquiry/${inquiry.id}/Actions`).send(valid()),
      anonymous.get(`/api/Actions/${body.Id}`),
      anonymous.put(`/api/Actions/${body.Id}`).send({ Status: 'Done' }),
      anonymous.delete(`/api/Actions/${body.Id}`),
      anonymous.post(`/api/Actions/${body.Id}/Updates`).send({ Note: 'x' }),
    ])
      expectError((await req.expect(401)).body, 401);
    for (const req of [
      operator.post(`/api/Inquiry/${inquiry.id}/Actions`).send(valid()),
      staff1.post(`/api/Inquiry/${inquiry.id}/Actions`).send(valid()),
      operator.put(`/api/Actions/${body.Id}`).send({ Status: 'Done' }),
      operator.delete(`/api/Actions/${body.Id}`),
      staff1.delete(`/api/Actions/${body.Id}`),
      operator.post(`/api/Actions/${body.Id}/Updates`).send({ Note: 'x' }),
    ])
      expectError((await req.expect(403)).body, 403);
    expect((await admin.get(`/api/Actions/${body.Id}`).expect(200)).body.Status).toBe('NotStarted');
  });

  it("answers 404 for another organisation's inquiry and action, whatever the call", async () => {
    const { body } = await create(admin, valid()).expect(200);
    for (const as of [contosoAdmin, contosoStaff]) {
      expectError((await as.get(`/api/Inquiry/${inquiry.id}/Actions`).expect(404)).body, 404);
      await as.get(`/api/Actions/${body.Id}`).expect(404);
      await as.put(`/api/Actions/${body.Id}`).send({ Status: 'Done' }).expect(404);
      await as.post(`/api/Actions/${body.Id}/Updates`).send({ Note: 'Sneaky' }).expect(404);
    }
    await contosoAdmin.post(`/api/Inquiry/${inquiry.id}/Actions`).send(valid()).expect(404);
    await contosoAdmin.delete(`/api/Actions/${body.Id}`).expect(404);
    const after = await admin.get(`/api/Actions/${body.Id}`).expect(200);
    expect(after.body).toMatchObject({ Status: 'NotStarted', Updates: [] });
  });

  it('lets the operator read every action but change none', async () => {
    const { body } = await create(admin, valid()).expect(200);
    await operator.get(`/api/Actions/${body.Id}`).expect(200);
    const list = await operator.get(`/api/Inquiry/${inquiry.id}/Actions?pageSize=-1`).expect(200);
    expect(list.body.data.map((a: ActionBody) => a.Id)).toContain(body.Id);
  });

  it('lets the owner read and update their own action (status and notes only), and no other user', async () => {
    const { body } = await create(admin, valid()).expect(200);
    const other = await create(admin, { ...valid(), Title: 'Not staff1 business', OwnerUserId: staff2Id }).expect(200);

    const mine = await staff1.get(`/api/Inquiry/${inquiry.id}/Actions?pageSize=-1`).expect(200);
    const ids = mine.body.data.map((a: ActionBody) => a.Id);
    expect(ids).toContain(body.Id);
    expect(ids).not.toContain(other.body.Id);
    expect(mine.body.data.every((a: ActionBody) => a.OwnerUserId === staff1Id)).toBe(true);

    await staff1.get(`/api/Actions/${body.Id}`).expect(200);
    const moved = await staff1.put(`/api/Actions/${body.Id}`).send({ Status: 'InProgress' }).expect(200);
    expect(moved.body.Status).toBe('InProgress');
    const renamed = await staff1.put(`/api/Actions/${body.Id}`).send({ Title: 'Mine now' }).expect(403);
    expectError(renamed.body, 403);
    await staff1.put(`/api/Actions/${body.Id}`).send({ OwnerUserId: staff2Id }).expect(403);

    const noted = await staff1
      .post(`/api/Actions/${body.Id}/Updates`)
      .send({ Note: 'First Q&A held; 40 people came', Status: 'Done' })
      .expect(200);
    expect(noted.body.Status).toBe('Done');
    expect(noted.body.Updates).toEqual([
      expect.objectContaining({ Note: 'First Q&A held; 40 people came', Status: 'Done', AuthorUserId: staff1Id }),
    ]);
    const empty = await staff1.post(`/api/Actions/${body.Id}/Updates`).send({ Note: '  ' }).expect(400);
    expect(empty.body.errorMessage).toEqual(['Note: This field is mandatory']);

    for (const req of [
      staff1.get(`/api/Actions/${other.body.Id}`),
      staff1.put(`/api/Actions/${other.body.Id}`).send({ Status: 'Dropped' }),
      staff1.post(`/api/Actions/${other.body.Id}/Updates`).send({ Note: 'Not mine' }),
    ])
      expectError((await req.expect(403)).body, 403);
    const untouched = await admin.get(`/api/Actions/${other.body.Id}`).expect(200);
    expect(untouched.body).toMatchObject({ Status: 'NotStarted', Updates: [] });
    await staff2.put(`/api/Actions/${other.body.Id}`).send({ Status: 'InProgress' }).expect(200);
  });

  it('lets the customer admin change every field, reassign and retarget; the former owner loses access', async () => {
    const { body } = await create(admin, valid()).expect(200);
    const res = await admin
      .put(`/api/Actions/${body.Id}`)
      .send({
        Title: 'Quarterly town hall',
        Description: '',
        OwnerUserId: staff2Id,
        DueDate: null,
        TargetQuestionIds: [questionIds[1], questionIds[0]],
      })
      .expect(200);
    expect(res.body).toMatchObject({
      Title: 'Quarterly town hall',
      Description: '',
      OwnerUserId: staff2Id,
      DueDate: null,
      TargetQuestionIds: [questionIds[0], questionIds[1]].sort((a, b) => a - b),
      TargetAreas: ['Culture'],
    });
    await staff1.get(`/api/Actions/${body.Id}`).expect(403);
    await staff2.get(`/api/Actions/${body.Id}`).expect(200);
    await admin.put(`/api/Actions/${body.Id}`).send({ OwnerUserId: contosoStaffId }).expect(400);
    await admin
      .put(`/api/Actions/${body.Id}`)
      .send({ TargetAreas: ['Nowhere'] })
      .expect(400);
  });

  it('shows an action past its due date and not finished as overdue', async () => {
    const { body } = await create(admin, { ...valid(), DueDate: '2020-01-31' }).expect(200);
    expect(body.Overdue).toBe(true);
    const done = await admin.put(`/api/Actions/${body.Id}`).send({ Status: 'Done' }).expect(200);
    expect(done.body.Overdue).toBe(false);
  });

  it('deletes an action with its updates (customer admin only)', async () => {
    const { body } = await create(admin, valid()).expect(200);
    await staff1.post(`/api/Actions/${body.Id}/Updates`).send({ Note: 'Started' }).expect(200);
    await admin.delete(`/api/Actions/${body.Id}`).expect(200, { Id: body.Id });
    expectError((await admin.get(`/api/Actions/${body.Id}`).expect(404)).body, 404);
    await admin.delete(`/api/Actions/${body.Id}`).expect(404);
  });

  it('mails a new owner in their language, once per assignment, never the person assigning themselves', async () => {
    const mails = () => t.dataSource.getRepository(OutboundMail).find({ order: { id: 'ASC' } });
    const mailsTo = async (email: string) => (await mails()).filter((m) => m.to === email);
    await t.dataSource.getRepository(User).update({ id: staff2Id }, { language: 'de' });
    const staff1Email = DEMO.northwindStaff;
    const staff2Email = 'staff2@northwind.demo.test';
    const before1 = (await mailsTo(staff1Email)).length;
    const before2 = (await mailsTo(staff2Email)).length;

    const { body } = await create(admin, { ...valid(), Title: 'Mentoring circles', DueDate: '2026-06-30' }).expect(200);
    const toStaff1 = (await mailsTo(staff1Email)).slice(before1);
    expect(toStaff1).toHaveLength(1);
    expect(toStaff1[0].subject).toBe('An action was assigned to you: “Mentoring circles”');
    expect(toStaff1[0].text).toContain('on the results of “' + inquiry.description + '”');
    expect(toStaff1[0].text).toContain('It is due on 2026-06-30.');
    expect(toStaff1[0].text).toContain('/customerUser/my-actions');

    // Changing something else mails nobody; a new owner gets one mail, in German.
    await admin.put(`/api/Actions/${body.Id}`).send({ Description: 'Pairs across departments' }).expect(200);
    expect((await mailsTo(staff1Email)).slice(before1)).toHaveLength(1);
    await admin.put(`/api/Actions/${body.Id}`).send({ OwnerUserId: staff2Id }).expect(200);
    await admin.put(`/api/Actions/${body.Id}`).send({ OwnerUserId: staff2Id, Title: 'Mentoring circles' }).expect(200);
    const toStaff2 = (await mailsTo(staff2Email)).slice(before2);
    expect(toStaff2).toHaveLength(1);
    expect(toStaff2[0].subject).toBe('Ihnen wurde eine Maßnahme zugewiesen: „Mentoring circles“');
    expect(toStaff2[0].text).toContain('Sie ist am');

    const adminUser = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const beforeAdmin = (await mailsTo(adminUser.email)).length;
    await create(admin, { ...valid(), OwnerUserId: adminUser.id }).expect(200);
    expect(await mailsTo(adminUser.email)).toHaveLength(beforeAdmin);

    // Another admin of the organisation made owner is led to the action's page in the backoffice.
    const otherAdmin = await t.users.save(
      t.users.create({
        email: 'second-admin@northwind.demo.test',
        firstName: 'Sam',
        lastName: 'Second',
        passwordHash: adminUser.passwordHash,
        role: adminUser.role,
        customerId: adminUser.customerId,
        isActive: true,
        isVerified: true,
        tokenVersion: 0,
      }),
    );
    const made = await create(admin, { ...valid(), OwnerUserId: otherAdmin.id }).expect(200);
    const toOtherAdmin = await mailsTo(otherAdmin.email);
    expect(toOtherAdmin).toHaveLength(1);
    expect(toOtherAdmin[0].text).toContain(`/customerAdmin/inquiry-logs/actions/${inquiry.id}/view/${made.body.Id}`);
  });

  it("lists the caller's own actions across the organisation's inquiries, nobody else's", async () => {
    const mine = await create(admin, { ...valid(), Title: 'Staff one owns this' }).expect(200);
    const theirs = await create(admin, { ...valid(), Title: 'Staff two owns this', OwnerUserId: staff2Id }).expect(200);
    const read = async (as: Client) =>
      ((await as.get('/api/Actions/Mine?pageSize=-1').expect(200)).body.data as ActionBody[]).map((a) => a.Id);
    const ofStaff1 = await read(staff1);
    expect(ofStaff1).toContain(mine.body.Id);
    expect(ofStaff1).not.toContain(theirs.body.Id);
    const owned = await t.dataSource.getRepository(Action).find({ where: { ownerUserId: staff1Id } });
    expect([...ofStaff1].sort((a, b) => a - b)).toEqual(owned.map((a) => a.id).sort((a, b) => a - b));
    expect(ofStaff1).toEqual([...ofStaff1].sort((a, b) => b - a));
    expect(await read(staff2)).toContain(theirs.body.Id);
    expect(await read(contosoStaff)).toEqual([]);
    expectError((await operator.get('/api/Actions/Mine').expect(403)).body, 403);
    expectError((await anonymous.get('/api/Actions/Mine').expect(401)).body, 401);
  });

  it('reminds the owner three days before the due date and tells them once it is overdue, once each, and not for a finished action', async () => {
    const timer = t.app.get(ActionDueTimer);
    const subjects = async () =>
      (
        await t.dataSource
          .getRepository(OutboundMail)
          .find({ where: { to: DEMO.northwindStaff }, order: { id: 'ASC' } })
      )
        .map((m) => m.subject)
        .filter((s) => s.includes('Harvest'));
    const { body } = await create(admin, { ...valid(), Title: 'Harvest festival', DueDate: '2030-05-10' }).expect(200);
    const done = await create(admin, { ...valid(), Title: 'Harvest done', DueDate: '2030-05-10' }).expect(200);
    await admin.put(`/api/Actions/${done.body.Id}`).send({ Status: 'Done' }).expect(200);
    const assigned = (await subjects()).length;

    await timer.tick(new Date('2030-05-06T09:00:00Z'));
    expect((await subjects()).slice(assigned)).toEqual([]);
    await timer.tick(new Date('2030-05-07T09:00:00Z'));
    await timer.tick(new Date('2030-05-08T09:00:00Z'));
    expect((await subjects()).slice(assigned)).toEqual(['Due on 2030-05-10: “Harvest festival”']);

    await timer.tick(new Date('2030-05-11T09:00:00Z'));
    await timer.tick(new Date('2030-05-12T09:00:00Z'));
    expect((await subjects()).slice(assigned)).toEqual([
      'Due on 2030-05-10: “Harvest festival”',
      'Overdue: “Harvest festival”',
    ]);

    // A new due date earns a new reminder.
    await admin.put(`/api/Actions/${body.Id}`).send({ DueDate: '2030-06-01' }).expect(200);
    await timer.tick(new Date('2030-05-30T09:00:00Z'));
    expect((await subjects()).slice(assigned)).toHaveLength(3);
    expect((await subjects()).slice(-1)).toEqual(['Due on 2030-06-01: “Harvest festival”']);
  });

  it("keeps due-date mails within the organisation's daily quota: one that does not fit is sent on a later day", async () => {
    const timer = t.app.get(ActionDueTimer);
    const customers = t.dataSource.getRepository(Customer);
    const subjects = async () =>
      (
        await t.dataSource
          .getRepository(OutboundMail)
          .find({ where: { to: DEMO.northwindStaff }, order: { id: 'ASC' } })
      )
        .map((m) => m.subject)
        .filter((s) => s.startsWith('Due on 2031-02-10'));
    // Every notice earlier specs' actions are owed goes out first, under the ordinary quota.
    await timer.tick(new Date('2031-01-01T09:00:00Z'));
    await create(admin, { ...valid(), Title: 'Quota one', DueDate: '2031-02-10' }).expect(200);
    await create(admin, { ...valid(), Title: 'Quota two', DueDate: '2031-02-10' }).expect(200);
    await customers.update({ id: inquiry.customerId }, { invitationsPerDay: 1 });
    try {
      await timer.tick(new Date('2031-02-08T09:00:00Z'));
      await timer.tick(new Date('2031-02-08T10:00:00Z'));
      expect(await subjects()).toEqual(['Due on 2031-02-10: “Quota one”']);
      await timer.tick(new Date('2031-02-09T09:00:00Z'));
      expect(await subjects()).toEqual(['Due on 2031-02-10: “Quota one”', 'Due on 2031-02-10: “Quota two”']);
    } finally {
      await customers.update({ id: inquiry.customerId }, { invitationsPerDay: null });
    }
  });
  it("names the targeted questions by title and area, in the reader's language where the question has a translation", async () => {
    // The demo translates its questions into French and German, none into Spanish.
    const values = trendQuestions.find((q) => q.Title === 'Shared values')!;
    const roles = trendQuestions.find((q) => q.Title === 'Clear responsibilities')!;
    expect({ values, roles }).toEqual({ values: expect.any(Object), roles: expect.any(Object) });
    const made = await create(admin, {
      ...valid(),
      Title: 'Values in every team meeting',
      DueDate: null,
      TargetQuestionIds: [roles.Id, values.Id],
      TargetAreas: ['Process'],
    }).expect(200);
    // In the order of TargetQuestionIds (the stored order).
    const ids: number[] = made.body.TargetQuestionIds;
    expect([...ids].sort()).toEqual([roles.Id, values.Id].sort());
    const titled = (rolesTitle: string, valuesTitle: string) =>
      ids.map((id) =>
        id === roles.Id
          ? { QuestionId: roles.Id, Title: rolesTitle, Area: roles.Area }
          : { QuestionId: values.Id, Title: valuesTitle, Area: values.Area },
      );
    const english = titled('Clear responsibilities', 'Shared values');
    expect(made.body.TargetQuestions).toEqual(english);
    const read = await admin.get(`/api/Actions/${made.body.Id}?lang=de`).expect(200);
    expect(read.body.TargetQuestions).toEqual(titled('Klare Zuständigkeiten', 'Gemeinsame Werte'));
    const listed = await admin
      .get(`/api/Inquiry/${inquiry.id}/Actions?pageSize=-1`)
      .set('Accept-Language', 'fr-FR,fr;q=0.9')
      .expect(200);
    const inList = (listed.body.data as ActionBody[]).find((a) => a.Id === made.body.Id)!;
    expect(inList.TargetQuestions).toEqual(titled('Responsabilités claires', 'Valeurs partagées'));
    const mine = await staff1.get('/api/Actions/Mine?pageSize=-1&lang=es').expect(200);
    expect((mine.body.data as ActionBody[]).find((a) => a.Id === made.body.Id)!.TargetQuestions).toEqual(english);
    // An action on areas alone names no question.
    const areasOnly = await create(admin, { ...valid(), DueDate: null, TargetQuestionIds: [] }).expect(200);
    expect(areasOnly.body).toMatchObject({ TargetQuestionIds: [], TargetQuestions: [], TargetAreas: ['Culture'] });
    await admin.delete(`/api/Actions/${areasOnly.body.Id}`).expect(200);
    await admin.delete(`/api/Actions/${made.body.Id}`).expect(200);
  });
  it('filters the list by owner, status, area (named or through a question) and overdue, on the server', async () => {
    const people = trendQuestions.find((q) => q.Area === 'People')!;
    const made = async (body: object) => (await create(admin, { ...valid(), ...body }).expect(200)).body as ActionBody;
    const a = await made({
      Title: 'Filter A',
      OwnerUserId: null,
      DueDate: '2020-01-31',
      TargetQuestionIds: [people.Id],
      TargetAreas: [],
    });
    const b = await made({
      Title: 'Filter B',
      OwnerUserId: staff2Id,
      DueDate: null,
      Status: 'Done',
      TargetQuestionIds: [],
      TargetAreas: ['People'],
    });
    const c = await made({
      Title: 'Filter C',
      DueDate: '2020-01-31',
      Status: 'Done',
      TargetQuestionIds: [],
      TargetAreas: ['Process'],
    });
    const base = `/api/Inquiry/${inquiry.id}/Actions?pageSize=-1`;
    const all = (await admin.get(base).expect(200)).body.data as ActionBody[];
    const ids = async (as: Client, query: string) =>
      ((await as.get(`${base}&${query}`).expect(200)).body.data as ActionBody[]).map((x) => x.Id);
    const expected = (keep: (x: ActionBody) => boolean) => all.filter(keep).map((x) => x.Id);
    const inPeople = (x: ActionBody) =>
      x.TargetAreas.includes('People') || x.TargetQuestions.some((q) => q.Area === 'People');

    expect(await ids(admin, 'owner=none')).toEqual(expected((x) => x.OwnerUserId === null));
    expect(await ids(admin, 'owner=none')).toContain(a.Id);
    expect(await ids(admin, `owner=${staff2Id}`)).toEqual(expected((x) => x.OwnerUserId === staff2Id));
    expect(await ids(admin, 'status=Done')).toEqual(expected((x) => x.Status === 'Done'));
    expect(await ids(admin, 'area=People')).toEqual(expected(inPeople));
    expect(await ids(admin, 'area=People')).toEqual(expect.arrayContaining([a.Id, b.Id]));
    expect(await ids(admin, 'area=People')).not.toContain(c.Id);
    expect(await ids(admin, 'overdue=true')).toEqual(expected((x) => x.Overdue));
    expect(await ids(admin, 'overdue=true')).toContain(a.Id);
    expect(await ids(admin, 'overdue=true')).not.toContain(c.Id);
    expect(await ids(admin, 'overdue=false')).toEqual(expected((x) => !x.Overdue));
    expect(await ids(admin, `status=Done&area=People&owner=${staff2Id}`)).toEqual([b.Id]);
    // Filters narrow before paging: the page and its counts are of the filtered actions.
    const paged = await admin
      .get(`/api/Inquiry/${inquiry.id}/Actions?pageSize=1&currentPage=1&area=People`)
      .expect(200);
    expect(paged.body.data.map((x: ActionBody) => x.Id)).toEqual([expected(inPeople)[0]]);
    expect(paged.body).toMatchObject({ totalItem: expected(inPeople).length });
    // A customer user filters only the actions they own.
    expect(await ids(staff2, 'status=Done')).toEqual([b.Id]);
    expect(await ids(staff2, 'owner=none')).toEqual([]);

    const refused = await admin.get(`${base}&owner=someone&status=Finished&area=Nowhere&overdue=yes`).expect(400);
    expectError(refused.body, 400);
    expect(refused.body.errorMessage).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^owner: /),
        expect.stringMatching(/^status: /),
        expect.stringMatching(/^area: /),
        expect.stringMatching(/^overdue: /),
      ]),
    );
    for (const x of [a, b, c]) await admin.delete(`/api/Actions/${x.Id}`).expect(200);
  });
});
