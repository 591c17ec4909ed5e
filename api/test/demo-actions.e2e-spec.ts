import { Inquiry } from '../src/inquiries/inquiry.entity';
import { RespondentManager } from '../src/respondents/respondent-manager.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

type Effect = { Title: string; Status: string; Verdict: string; Items: { Title: string; Verdict: string }[] };
type Node = { Email: string; Reports: Node[] };

describe("the demo: Northwind's 2025 actions judged by the 2026 round, and a reporting hierarchy copied into the inquiries", () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let earlier: Inquiry;
  let finished: Inquiry;
  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('northwindAdmin');
    const inquiries = t.dataSource.getRepository(Inquiry);
    earlier = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2025' });
    finished = await inquiries.findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  it('gives the 2025 round owned actions with due dates, statuses and progress notes, owners among Northwind users', async () => {
    type Listed = {
      Title: string;
      Status: string;
      OwnerName: string;
      DueDate: string | null;
      Overdue: boolean;
      Shared: boolean;
      Updates: { Note: string; Status: string | null; AuthorName: string }[];
    };
    const list = (await admin.get(`/api/Inquiry/${earlier.id}/Actions?pageSize=-1`).expect(200)).body.data as Listed[];
    expect(list.map((a) => [a.Title, a.Status, a.OwnerName, a.Shared, a.Overdue, a.Updates.length]).reverse()).toEqual([
      ['Monthly open forum with the leadership team', 'Done', 'Oscar Reid', true, false, 2],
      ['A development plan for everyone', 'Done', 'Lily Ward', true, false, 2],
      ['Write down the ten core processes', 'InProgress', 'Mia Turner', true, false, 1],
      ['Merge the regional sales desks', 'Dropped', 'Noah Price', false, false, 1],
    ]);
    expect(list.every((a) => /^\d{4}-\d{2}-\d{2}$/.test(a.DueDate ?? ''))).toBe(true);
    expect(list.flatMap((a) => a.Updates.map((u) => u.AuthorName))).not.toContain('');
    // The open action is due well after the demo's "now": its owner is not mailed as soon as a server starts.
    const open = list.find((a) => a.Status === 'InProgress')!;
    expect(Date.parse(open.DueDate!)).toBeGreaterThan(Date.now() + 30 * 86_400_000);
    // Mia Turner, the owner, sees her action; staff1 owns none.
    expect(
      (
        await (await api.asUser('mia.turner@northwind.demo.test')).get(`/api/Inquiry/${earlier.id}/Actions`).expect(200)
      ).body.data.map((a: Listed) => a.Title),
    ).toEqual(['Write down the ten core processes']);
    expect((await api.as('northwindStaff').get(`/api/Inquiry/${earlier.id}/Actions`).expect(200)).body.data).toEqual(
      [],
    );
  });

  it('judges them on the 2026 round: the moved items improved or got worse, the unmoved one made no clear change', async () => {
    const body = (await admin.get(`/api/Insights/ActionEffects/${finished.id}`).expect(200)).body;
    expect(body).toMatchObject({ PreviousInquiryId: earlier.id, BeforeN: 25, AfterN: 25, Message: null });
    expect(
      (body.Actions as Effect[]).map((a) => [a.Title, a.Verdict, a.Items.map((i) => `${i.Title}: ${i.Verdict}`)]),
    ).toEqual([
      ['Monthly open forum with the leadership team', 'Improved', ['Openness to feedback: Improved']],
      ['A development plan for everyone', 'Improved', ['Development opportunities: Improved', 'People: Improved']],
      ['Write down the ten core processes', 'NoClearChange', ['Documented processes: NoClearChange']],
      ['Merge the regional sales desks', 'Worse', ['Clear responsibilities: Worse']],
    ]);
  });

  it("shows the shared actions to the series' respondents, never the dropped one nor an owner", async () => {
    const list = (
      await api.as('northwindStaff').get(`/api/Inquiry/${finished.id}/SharedActions?pageSize=-1`).expect(200)
    ).body.data as { Title: string; Status: string; LatestNote: string | null }[];
    expect(list.map((a) => [a.Title, a.Status])).toEqual([
      ['Write down the ten core processes', 'InProgress'],
      ['A development plan for everyone', 'Done'],
      ['Monthly open forum with the leadership team', 'Done'],
    ]);
    expect(list[0].LatestNote).toBe('Four of ten processes written and reviewed; the rest wait for the ERP upgrade.');
    expect(JSON.stringify(list)).not.toContain('Mia Turner');
  });

  it('has a reporting hierarchy of CEO, heads, a team lead and staff covering all 25 respondents', async () => {
    const body = (await admin.get('/api/People/Hierarchy').expect(200)).body;
    const shape = (n: Node): string =>
      n.Reports.length ? `${n.Email.split('@')[0]}(${n.Reports.map(shape).join(' ')})` : n.Email.split('@')[0];
    expect(body.People).toBe(25);
    expect(body.Roots.map(shape)).toEqual([
      'oscar.reid(ivy.nash lily.ward ' +
        'mia.turner(ava.lewis(leo.walsh(ella.shaw staff3) nina.fox) ruby.hall sam.rowe staff2 staff5 staff8 theo.lane) ' +
        'noah.price(isla.baker jack.kemp max.cole owen.lamb staff1 staff4 staff7) staff6 zoe.hart)',
    ]);
  });

  it("copies each 2026 respondent's managers into the inquiry up to the CEO; none into 2025", async () => {
    const chain = async (inquiryId: number, email: string) => {
      const r = await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId, email });
      return (
        await t.dataSource
          .getRepository(RespondentManager)
          .find({ where: { respondentId: r.id }, order: { level: 'ASC' } })
      ).map((m) => m.managerEmail);
    };
    expect(await chain(finished.id, 'staff3@northwind.demo.test')).toEqual([
      'leo.walsh@northwind.demo.test',
      'ava.lewis@northwind.demo.test',
      'mia.turner@northwind.demo.test',
      'oscar.reid@northwind.demo.test',
    ]);
    expect(await chain(finished.id, 'oscar.reid@northwind.demo.test')).toEqual([]);
    const counts = async (inquiryId: number) =>
      (
        (await t.dataSource.query(
          'SELECT manager_email AS m, COUNT(*) AS n FROM respondent_managers WHERE inquiry_id = ? AND level = 1 GROUP BY manager_email ORDER BY manager_email',
          [inquiryId],
        )) as { m: string; n: unknown }[]
      ).map((r) => `${r.m.split('@')[0]} ${Number(r.n)}`);
    // Direct reports per manager among the respondents.
    expect(await counts(finished.id)).toEqual([
      'ava.lewis 2',
      'leo.walsh 2',
      'mia.turner 7',
      'noah.price 7',
      'oscar.reid 6',
    ]);
    expect(await counts(earlier.id)).toEqual([]);
    const collecting = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Digital readiness baseline' });
    expect(await chain(collecting.id, 'staff1@northwind.demo.test')).toEqual([
      'noah.price@northwind.demo.test',
      'oscar.reid@northwind.demo.test',
    ]);
  });

  it("shows each head's team in the manager views, and Leo Walsh's team of three only rolled up into Ava Lewis's Finance", async () => {
    type Group = { Manager: string; N: number };
    type View = { RolledUp: boolean; Team: Group | null; DirectReports: Group[]; RestOfTeam: Group | null };
    const view = async (client: Client, manager?: string) => {
      const query = manager ? `?manager=${manager}@northwind.demo.test` : '';
      const v = (await client.get(`/api/Insights/Team/${finished.id}${query}`).expect(200)).body as View;
      return {
        RolledUp: v.RolledUp,
        Team: v.Team?.N ?? null,
        DirectReports: v.DirectReports.map((d) => `${d.Manager.split('@')[0]} ${d.N}`),
        Rest: v.RestOfTeam?.N ?? null,
      };
    };
    expect(await view(admin, 'oscar.reid')).toEqual({
      RolledUp: false,
      Team: 25,
      DirectReports: ['mia.turner 12', 'noah.price 8'],
      Rest: 5,
    });
    expect(await view(admin, 'mia.turner')).toEqual({
      RolledUp: false,
      Team: 12,
      DirectReports: ['ava.lewis 5'],
      Rest: 7,
    });
    expect(await view(admin, 'noah.price')).toEqual({ RolledUp: false, Team: 8, DirectReports: [], Rest: null });
    // Ava Lewis signed in reads her Finance team (Leo Walsh's three included, not shown apart).
    const ava = await api.asUser('ava.lewis@northwind.demo.test');
    expect(await view(ava)).toEqual({ RolledUp: false, Team: 5, DirectReports: [], Rest: null });
    expect(await view(admin, 'leo.walsh')).toEqual({ RolledUp: true, Team: null, DirectReports: [], Rest: null });
  });
});
