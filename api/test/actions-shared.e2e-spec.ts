import { Role } from '../src/common/domain/roles';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas } from './support/personas';
import { DEMO, TestApp, createTestApp } from './support/test-app';

type Shared = {
  Id: number;
  InquiryId: number;
  Title: string;
  Status: string;
  Targets: { QuestionId: number | null; Title: string; Area: string }[];
  LatestNote: string | null;
};

/** The demo's own shared actions on its 2025 round (database-tools/seeds/demo-actions.ts), older than the ones planned here. */
const DEMO_SHARED = [
  'Write down the ten core processes',
  'A development plan for everyone',
  'Monthly open forum with the leadership team',
];

describe('Shared actions: you said, we did', () => {
  let t: TestApp;
  let operator: Client;
  let admin: Client;
  let staff: Client;
  let outsider: Client;
  let contosoStaff: Client;
  let anonymous: Client;
  let earlier: Inquiry;
  let finished: Inquiry;
  let next: Inquiry;
  let question: { Id: number; Title: string; Area: string };
  const made: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const api = await personas(t);
    [operator, admin, staff, contosoStaff, anonymous] = [
      api.as('operator'),
      api.as('northwindAdmin'),
      api.as('northwindStaff'),
      api.as('contosoStaff'),
      api.anonymous(),
    ];
    const nwAdmin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const staffUser = await t.users.findOneByOrFail({ email: DEMO.northwindStaff });
    const inquiries = t.dataSource.getRepository(Inquiry);
    finished = (await inquiries.find({ where: { customerId: nwAdmin.customerId! } })).find(
      (i) => i.resultsUploadedAt && i.recreatedFromId !== null,
    )!;
    earlier = await inquiries.findOneByOrFail({ id: finished.recreatedFromId! });
    // The next round, which staff1 was invited to and has not started: its start screen shows what was done.
    next = await inquiries.save(
      inquiries.create({
        customerId: nwAdmin.customerId!,
        inquiryTypeId: finished.inquiryTypeId,
        createdByUserId: nwAdmin.id,
        description: 'Next round',
        recreatedFromId: finished.id,
        intakeSubmittedAt: new Date(),
        respondentsAddedAt: new Date(),
        noOfParticipants: 1,
        expiryDate: new Date(Date.now() + 10 * 86_400_000),
      }),
    );
    await t.dataSource.getRepository(Respondent).insert({
      inquiryId: next.id,
      customerId: nwAdmin.customerId!,
      email: staffUser.email,
      userId: staffUser.id,
      status: 'pending',
    });
    // A user of the organisation invited to no round of the series.
    await t.users.save(
      t.users.create({
        customerId: nwAdmin.customerId!,
        role: Role.CustomerUser,
        email: 'bystander@northwind.demo.test',
        passwordHash: 'not-a-login',
        firstName: 'Bea',
        lastName: 'Bystander',
        isActive: true,
        isVerified: true,
      }),
    );
    outsider = await api.asUser('bystander@northwind.demo.test');
    question = (await admin.get(`/api/Insights/Trend/${finished.id}`).expect(200)).body.Questions[0];

    const plan = async (on: Inquiry, title: string, share: boolean) => {
      const res = await admin
        .post(`/api/Inquiry/${on.id}/Actions`)
        .send({
          Title: title,
          Description: `${title}, as promised`,
          TargetQuestionIds: [question.Id],
          TargetAreas: ['People'],
        })
        .expect(200);
      made[title] = res.body.Id;
      if (share) await admin.put(`/api/Actions/${res.body.Id}/Shared`).send({ Shared: true }).expect(200);
    };
    await plan(earlier, 'Open door Fridays', true);
    await plan(finished, 'Team charters', true);
    await plan(finished, 'Restructure finance', false);
    await admin
      .post(`/api/Actions/${made['Team charters']}/Updates`)
      .send({ Note: 'Six teams have a charter', Status: 'InProgress' })
      .expect(200);
  });
  afterAll(() => t.close());

  const shared = async (as: Client, id: number) =>
    (await as.get(`/api/Inquiry/${id}/SharedActions?pageSize=-1`).expect(200)).body.data as Shared[];

  it('shows a respondent of the series the shared actions of the round and earlier ones, never the unshared ones or an owner', async () => {
    const list = await shared(staff, finished.id);
    expect(list.map((a) => a.Title)).toEqual(['Team charters', 'Open door Fridays', ...DEMO_SHARED]);
    expect(list[0]).toEqual({
      Id: made['Team charters'],
      InquiryId: finished.id,
      Title: 'Team charters',
      Description: 'Team charters, as promised',
      Status: 'InProgress',
      DueDate: null,
      Targets: [
        { QuestionId: question.Id, Title: question.Title, Area: question.Area },
        { QuestionId: null, Title: 'People', Area: 'People' },
      ],
      LatestNote: 'Six teams have a charter',
      UpdatedAt: expect.any(String),
    });
    expect(list[1].LatestNote).toBeNull();
  });

  it("shows them on the next round's start screen to someone invited to it", async () => {
    expect((await shared(staff, next.id)).map((a) => a.Title)).toEqual([
      'Team charters',
      'Open door Fridays',
      ...DEMO_SHARED,
    ]);
  });

  it('stops showing an action once it is no longer shared', async () => {
    await admin.put(`/api/Actions/${made['Open door Fridays']}/Shared`).send({ Shared: false }).expect(200);
    expect((await shared(staff, next.id)).map((a) => a.Title)).toEqual(['Team charters', ...DEMO_SHARED]);
    await admin.put(`/api/Actions/${made['Open door Fridays']}/Shared`).send({ Shared: true }).expect(200);
  });

  it("refuses everyone who was not invited to the series, and another organisation's people with 404", async () => {
    const refused = [
      [anonymous, 401],
      [operator, 403],
      [outsider, 403],
      [admin, 403],
      [contosoStaff, 404],
    ] as const;
    for (const [as, status] of refused) {
      const res = await as.get(`/api/Inquiry/${finished.id}/SharedActions`).expect(status);
      expect(res.body).toMatchObject({ status, errorMessage: expect.any(Array) });
    }
  });

  it('lets only a customer admin share an action', async () => {
    await staff.put(`/api/Actions/${made['Restructure finance']}/Shared`).send({ Shared: true }).expect(403);
    await operator.put(`/api/Actions/${made['Restructure finance']}/Shared`).send({ Shared: true }).expect(403);
    const bad = await admin
      .put(`/api/Actions/${made['Restructure finance']}/Shared`)
      .send({ Shared: 'yes' })
      .expect(400);
    expect(bad.body.errorMessage).toEqual(['Shared: Must be true or false']);
    expect((await shared(staff, finished.id)).map((a) => a.Title)).not.toContain('Restructure finance');
  });
});
