import { AuditEvent } from '../src/audit/audit-event.entity';
import { Person } from '../src/people/person.entity';
import { RespondentManager } from '../src/respondents/respondent-manager.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { buildTree, rollUpTeams, TeamForm, TeamTree } from '../src/team-insights/team-tree';
import { teamGroupSets } from '../src/team-insights/team-view';
import { ConfPerson, createConfFixture, SMALL_TYPE } from './confidentiality-fixture';
import { audit, Fact } from './support/confidentiality-auditor';
import { Auditing, startAuditing } from './support/confidentiality-harness';
import { confidentialityFindings, loadTruth } from './support/confidentiality-reads';
import { groupOf, TeamBody, viewFacts } from './support/team-view-facts';
import { Client, personas } from './support/personas';
import { DEMO } from './support/test-app';

jest.setTimeout(300_000);

interface Member {
  name: string;
  chain: string[];
  department: string;
  rating?: [number, number];
}

/**
 * A hierarchy an admin could choose to single people out: a team of five beside one of six plus its manager
 * (siblings that differ by one or two), a chain of ten single reports, teams of one to four people, one person of
 * a team of seven in another department than the rest of it, and five people outside any hierarchy.
 */
function hostileMembers(): Member[] {
  const out: Member[] = [];
  const add = (name: string, chain: string[], department: string) =>
    out.push({ name, chain, department, rating: [1 + (out.length % 5), 1 + ((out.length * 3) % 5)] });
  for (const vp of ['vp1', 'vp2', 'vp3']) add(vp, ['ceo'], vp === 'vp1' ? 'Sales' : vp === 'vp2' ? 'Ops' : 'Support');
  for (let i = 0; i < 5; i++) add(`a${i}`, ['m1', 'vp1', 'ceo'], 'Sales');
  add('m2', ['vp1', 'ceo'], 'Sales');
  for (let i = 0; i < 6; i++) add(`b${i}`, ['m2', 'vp1', 'ceo'], 'Sales');
  let chain = ['vp2', 'ceo'];
  for (let i = 0; i < 10; i++) {
    add(`c${i}`, chain, 'Ops');
    chain = [`c${i}`, ...chain];
  }
  for (let t = 1; t <= 4; t++) for (let i = 0; i < t; i++) add(`s${t}${i}`, [`t${t}`, 'vp3', 'ceo'], 'Support');
  for (let i = 0; i < 7; i++) add(`g${i}`, ['t7', 'vp3', 'ceo'], i === 6 ? 'Ops' : 'Support');
  for (let i = 0; i < 5; i++) add(`solo${i}`, [], 'Support');
  return out;
}

describe('manager views and report shares', () => {
  let a: Auditing;
  let admin: Client;
  let staff: Client;
  let otherTenant: Client;
  let inquiryId: number;
  let plainInquiryId: number;
  const emailOf = new Map<string, string>();
  let people: TeamForm[];
  let tree: TeamTree;

  beforeAll(async () => {
    a = await startAuditing();
    const api = await personas(a.t);
    admin = a.readers.admin;
    staff = api.as('northwindStaff');
    otherTenant = api.as('contosoStaff');
    const members = hostileMembers();
    const f = await createConfFixture(
      a.t,
      SMALL_TYPE,
      members.map((m): ConfPerson => ({ attributes: { Department: m.department }, rating: m.rating })),
      'Manager views',
    );
    inquiryId = f.inquiry.id;
    const ds = a.t.dataSource;
    const forms = await ds.getRepository(Respondent).find({ where: { inquiryId }, order: { id: 'ASC' } });
    // vp1 is the demo's staff user: a user of the organisation with people under them.
    const nameOf = (name: string) => (name === 'vp1' ? DEMO.northwindStaff : `${name}-${inquiryId}@example.test`);
    for (const m of members) emailOf.set(m.name, nameOf(m.name));
    for (const n of ['ceo', 'm1', 't1', 't2', 't3', 't4', 't7']) emailOf.set(n, nameOf(n));
    for (const [i, m] of members.entries())
      await ds.getRepository(Respondent).update({ id: forms[i].id }, { email: emailOf.get(m.name)! });
    const rows = members.flatMap((m, i) =>
      m.chain.map((c, level) => ({
        respondentId: forms[i].id,
        level: level + 1,
        managerEmail: emailOf.get(c)!,
        inquiryId,
      })),
    );
    await ds.getRepository(RespondentManager).insert(rows);
    people = members.map((m, i) => ({
      id: forms[i].id,
      email: emailOf.get(m.name)!,
      chain: m.chain.map((c) => emailOf.get(c)!),
    }));
    tree = buildTree(people);
    plainInquiryId = (
      await createConfFixture(
        a.t,
        SMALL_TYPE,
        Array.from({ length: 6 }, () => ({ attributes: {} })),
        'No hierarchy',
      )
    ).inquiry.id;
  });
  afterAll(() => a.close());

  const teamOf = async (c: Client, id: number, manager?: string, status = 200) =>
    (
      await c
        .get(`/api/Insights/Team/${id}${manager === undefined ? '' : `?manager=${encodeURIComponent(manager)}`}`)
        .expect(status)
    ).body as TeamBody;

  it('gives a manager their own subtree, rolls up small teams and never shows a sibling that the others would reveal', async () => {
    const mine = await teamOf(staff, inquiryId);
    expect(mine).toMatchObject({ Gated: false, Access: 'Manager', Manager: DEMO.northwindStaff, RolledUp: false });
    expect(mine.Team!.N).toBe(tree.forms.get(DEMO.northwindStaff)!.length);
    // m1 (5) and m2 (7, with m2) under vp1 who answered too: both shown would leave vp1 alone as the rest.
    expect(mine.DirectReports.map((r) => [r.Manager, r.N])).toEqual([[emailOf.get('m2'), 7]]);
    expect(mine.RestOfTeam!.N).toBe(6);
    // Teams of one to four are never shown alone; their manager's view says so.
    for (const t of ['t1', 't2', 't3', 't4']) {
      const small = await teamOf(admin, inquiryId, emailOf.get(t));
      expect(small).toMatchObject({ RolledUp: true, Team: null, DirectReports: [], RestOfTeam: null });
    }
    // t7's team holds one person of another department: alone, that person's answers would follow from
    // Department:Ops minus the rest of Ops, so the team is rolled up too.
    expect((await teamOf(admin, inquiryId, emailOf.get('t7'))).RolledUp).toBe(true);
    const org = await teamOf(admin, inquiryId);
    // The whole organisation: the ceo's subtree is rolled up (t7's person of Ops), so Overall alone.
    expect(org.DirectReports).toEqual([]);
    expect(org.RestOfTeam).toBeNull();
    expect(org).toMatchObject({ Access: 'Admin', Manager: '', RolledUp: false });
    expect(org.Team!.N).toBe(people.length);
  });

  it('passes the confidentiality auditor with every manager view beside every other customer read', async () => {
    const { gathered } = await a.audit(inquiryId);
    const truth = gathered.truths.get(inquiryId)!;
    const facts = gathered.facts.get(inquiryId)!;
    const views: TeamBody[] = [await teamOf(admin, inquiryId)];
    for (const node of tree.parent.keys())
      if ((tree.children.get(node) ?? []).length) views.push(await teamOf(admin, inquiryId, node));
    const teamFacts = viewFacts(tree, truth, views, (v) => v.SnapshotForms ?? 0);
    expect(teamFacts.length).toBeGreaterThan(20);
    gathered.facts.set(inquiryId, [...facts, ...teamFacts]);
    expect(confidentialityFindings(gathered).map((f) => `${f.check}: ${f.message}`)).toEqual([]);
  });

  it('fails the auditor when the roll-up is switched off (a group recovered by difference)', async () => {
    const truth = await loadTruth(a.t, inquiryId, a.min);
    const off = rollUpTeams(tree, a.min, new Set(), false);
    const facts: Fact[] = [];
    for (const node of [...tree.parent.keys(), '']) {
      const sets = teamGroupSets(tree, off, node);
      if (!sets.whole) continue;
      for (const ids of [sets.whole, ...sets.reports.map((r) => r.forms), sets.rest])
        if (ids.length)
          facts.push({ kind: 'group', read: 'Team (no roll-up)', group: groupOf(truth, ids, people.length) });
    }
    const findings = audit(truth, facts);
    expect(findings.filter((f) => f.check === 'atoms').length).toBeGreaterThan(0);
  });

  it("refuses another tenant's user (404), a user with no team and no share (403), and a customer user naming a manager (403)", async () => {
    const other = (await otherTenant.get(`/api/Insights/Team/${inquiryId}`).expect(404)).body;
    expect(other).toEqual({ status: 404, title: 'Not Found', errorMessage: ['Inquiry not found'] });
    const none = (await staff.get(`/api/Insights/Team/${plainInquiryId}`).expect(403)).body;
    expect(none).toMatchObject({ status: 403, title: 'Forbidden' });
    await staff.get(`/api/Insights/Team/${inquiryId}?manager=${encodeURIComponent(emailOf.get('m1')!)}`).expect(403);
    const unknown = (await admin.get(`/api/Insights/Team/${inquiryId}?manager=nobody@example.test`).expect(400)).body;
    expect(unknown.errorMessage).toEqual(['manager: Nobody invited to this inquiry reports to this person']);
    // A directory person's id names them too, within the admin's own organisation only.
    const people = a.t.dataSource.getRepository(Person);
    const northwind = (await a.t.users.findOneByOrFail({ email: DEMO.northwindAdmin })).customerId!;
    const contoso = (await a.t.users.findOneByOrFail({ email: DEMO.contosoAdmin })).customerId!;
    const vp2 = await people.save({ customerId: northwind, email: emailOf.get('vp2')! });
    const byId = await teamOf(admin, inquiryId, String(vp2.id));
    expect(byId).toMatchObject({ Manager: emailOf.get('vp2'), Access: 'Admin' });
    expect(byId).toEqual(await teamOf(admin, inquiryId, emailOf.get('vp2')));
    const elsewhere = await people.save({ customerId: contoso, email: `vp2-elsewhere-${inquiryId}@example.test` });
    await admin.get(`/api/Insights/Team/${inquiryId}?manager=${elsewhere.id}`).expect(400);
  });

  it('shares, lists and revokes; a revoked share opens nothing; every share and shared read is audited', async () => {
    const path = `/api/Inquiry/${plainInquiryId}/ReportShares`;
    const bad = (
      await admin
        .post(path)
        .send({ Email: 'stranger@example.test', Scope: 'Team', ManagerEmail: 'x@example.test' })
        .expect(400)
    ).body;
    expect(bad.errorMessage).toEqual([
      'Email: No user of this organisation has this address',
      'ManagerEmail: Nobody invited to this inquiry reports to this person',
    ]);
    await admin.post(path).send({ Email: DEMO.contosoStaff, Scope: 'Organisation' }).expect(400);
    expect((await admin.get(path).expect(200)).body).toEqual([]);
    await otherTenant.post(path).send({ Email: DEMO.northwindStaff, Scope: 'Organisation' }).expect(403);

    const share = (await admin.post(path).send({ Email: DEMO.northwindStaff, Scope: 'Organisation' }).expect(200)).body;
    expect(share).toMatchObject({ Email: DEMO.northwindStaff, Scope: 'Organisation', ManagerEmail: null });
    expect((await admin.get(path).expect(200)).body).toEqual([share]);
    const shared = await teamOf(staff, plainInquiryId);
    expect(shared).toMatchObject({ Access: 'Share', Manager: '', Gated: false });
    expect(shared.Team!.N).toBe(6);

    await admin.delete(`${path}/${share.Id}`).expect(200);
    await admin.delete(`${path}/${share.Id}`).expect(404);
    expect((await admin.get(path).expect(200)).body).toEqual([]);
    await staff.get(`/api/Insights/Team/${plainInquiryId}`).expect(403);

    const events = await a.t.dataSource
      .getRepository(AuditEvent)
      .find({ where: { target: `inquiry:${plainInquiryId}` } });
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['report-share.create', 'report-share.revoke', 'team-insights.read']),
    );
    const read = events.find((e) => e.action === 'team-insights.read')!;
    expect(JSON.parse(read.detail!)).toEqual({ manager: 'organisation', access: 'Share' });
    expect(events.filter((e) => e.action === 'report-share.create')).toHaveLength(1);
  });

  it("opens a manager's subtree to the person a Team share names, and only that subtree", async () => {
    const path = `/api/Inquiry/${inquiryId}/ReportShares`;
    const m1 = emailOf.get('vp2')!;
    const share = (
      await admin.post(path).send({ Email: DEMO.northwindStaff, Scope: 'Team', ManagerEmail: m1 }).expect(200)
    ).body;
    const view = await teamOf(staff, inquiryId, m1);
    expect(view).toMatchObject({ Access: 'Share', Manager: m1 });
    // The reader finds what was shared with them, and who shared it; nobody else sees it.
    const sharer = await a.t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
    const mine = (await staff.get('/api/ReportShares/Mine').expect(200)).body;
    expect(mine).toEqual([
      {
        Id: share.Id,
        InquiryId: inquiryId,
        InquiryTypeName: SMALL_TYPE,
        Description: expect.stringContaining('Manager views'),
        Scope: 'Team',
        ManagerEmail: m1,
        ManagerName: null,
        Published: true,
        SharedBy: `${sharer.firstName} ${sharer.lastName}`.trim(),
        CreatedAt: share.CreatedAt,
      },
    ]);
    expect(share.SharedBy).toBe(mine[0].SharedBy);
    expect((await otherTenant.get('/api/ReportShares/Mine').expect(200)).body).toEqual([]);
    expect((await admin.get('/api/ReportShares/Mine').expect(200)).body).toEqual([]);
    await staff.get(`/api/Insights/Team/${inquiryId}?manager=${encodeURIComponent(emailOf.get('vp3')!)}`).expect(403);
    await admin.delete(`${path}/${share.Id}`).expect(200);
    await staff.get(`/api/Insights/Team/${inquiryId}?manager=${encodeURIComponent(m1)}`).expect(403);
    expect((await staff.get('/api/ReportShares/Mine').expect(200)).body).toEqual([]);
  });
});
