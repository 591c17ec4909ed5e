import { Inquiry } from '../src/inquiries/inquiry.entity';
import { RespondentManager } from '../src/respondents/respondent-manager.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { Client, personas, Personas } from './support/personas';
import { inquiryWithInvitees } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const csv = (text: string) => Buffer.from(text, 'utf8');

interface Node {
  Email: string;
  Reports: Node[];
}

/** The tree as "email(report, report)" text: easy to compare whole. */
const shape = (nodes: Node[]): string =>
  nodes.map((n) => (n.Reports.length ? `${n.Email}(${shape(n.Reports)})` : n.Email)).join(', ');

describe('People: the reporting hierarchy', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  const upload = (data: string, dryRun = false) =>
    admin.post(`/api/People/Import${dryRun ? '?dryRun=true' : ''}`).attach('File', csv(data), 'people.csv');
  const tree = async () => shape((await admin.get('/api/People/Hierarchy').expect(200)).body.Roots);
  const idOf = async (email: string): Promise<number> =>
    (await admin.get(`/api/People?search=${encodeURIComponent(email)}`).expect(200)).body.data[0].Id;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    admin = api.as('contosoAdmin');
  });
  afterAll(() => t.close());

  it('refuses the tree without a token (401) and to other roles (403)', async () => {
    await api.anonymous().get('/api/People/Hierarchy').expect(401);
    await api.as('operator').get('/api/People/Hierarchy').expect(403);
    await api.as('contosoStaff').get('/api/People/Hierarchy').expect(403);
  });

  it('imports managers from the ManagerEmail column, in any order of rows, and answers the tree', async () => {
    const res = await upload(
      'Email,FirstName,ManagerEmail\n' +
        'ann@h.test,Ann,ceo@h.test\n' +
        'ceo@h.test,Cleo,\n' +
        'bob@h.test,Bob,Ann@H.test\n' +
        'cy@h.test,Cy,ann@h.test\n' +
        'dee@h.test,Dee,ceo@h.test\n',
    ).expect(200);
    expect(res.body).toEqual({ Created: 5, Updated: 0, Unchanged: 0, Rejected: [], RejectedRows: 0 });
    expect(await tree()).toBe('ceo@h.test(ann@h.test(bob@h.test, cy@h.test), dee@h.test)');
    const body = (await admin.get('/api/People/Hierarchy').expect(200)).body;
    expect(body.People).toBe(5);
    expect(body.Roots[0]).toMatchObject({ Email: 'ceo@h.test', FirstName: 'Cleo', Id: await idOf('ceo@h.test') });
    const bob = (await admin.get('/api/People?search=bob@h.test').expect(200)).body.data[0];
    expect(bob.ManagerEmail).toBe('ann@h.test');
    // Another organisation's tree holds none of it.
    const other = (await api.as('northwindAdmin').get('/api/People/Hierarchy').expect(200)).body;
    expect(JSON.stringify(other)).not.toContain('h.test');
    // A manager change alone counts as an update; the same file again changes nothing.
    const moved = await upload('Email,ManagerEmail\nbob@h.test,dee@h.test\ncy@h.test,ann@h.test\n').expect(200);
    expect(moved.body).toMatchObject({ Created: 0, Updated: 1, Unchanged: 1 });
    expect(await tree()).toBe('ceo@h.test(ann@h.test(cy@h.test), dee@h.test(bob@h.test))');
    // A file without the column leaves every manager as it was.
    await upload('Email,FirstName\nbob@h.test,Robert\n').expect(200);
    expect(await tree()).toBe('ceo@h.test(ann@h.test(cy@h.test), dee@h.test(bob@h.test))');
  });

  it('rejects self-management, unknown managers and cycles row by row, and then changes nothing', async () => {
    const before = await tree();
    const res = await upload(
      'Email,ManagerEmail\n' +
        'self@h.test,self@h.test\n' +
        'lost@h.test,nobody@h.test\n' +
        'p1@h.test,p2@h.test\n' +
        'p2@h.test,p1@h.test\n' +
        'q1@h.test,q2@h.test\n' +
        'q2@h.test,q3@h.test\n' +
        'q3@h.test,q1@h.test\n' +
        'fine@h.test,ceo@h.test\n',
    ).expect(200);
    expect(res.body.RejectedRows).toBe(7);
    expect(res.body.Created).toBe(1);
    expect(res.body.Rejected).toEqual([
      { Row: 2, Messages: ['ManagerEmail: A person cannot be their own manager'] },
      { Row: 3, Messages: ['ManagerEmail: nobody@h.test is neither in the directory nor in the file'] },
      { Row: 4, Messages: ['ManagerEmail: This would make a reporting cycle (p1@h.test → p2@h.test → p1@h.test)'] },
      { Row: 5, Messages: ['ManagerEmail: This would make a reporting cycle (p1@h.test → p2@h.test → p1@h.test)'] },
      {
        Row: 6,
        Messages: ['ManagerEmail: This would make a reporting cycle (q1@h.test → q2@h.test → q3@h.test → q1@h.test)'],
      },
      {
        Row: 7,
        Messages: ['ManagerEmail: This would make a reporting cycle (q1@h.test → q2@h.test → q3@h.test → q1@h.test)'],
      },
      {
        Row: 8,
        Messages: ['ManagerEmail: This would make a reporting cycle (q1@h.test → q2@h.test → q3@h.test → q1@h.test)'],
      },
    ]);
    expect(await tree()).toBe(before);
    expect((await admin.get('/api/People?search=fine@h.test').expect(200)).body.totalItem).toBe(0);
  });

  it('rejects a cycle the file closes through the directory (the CEO under someone below them)', async () => {
    const before = await tree();
    const res = await upload('Email,ManagerEmail\nceo@h.test,bob@h.test\n').expect(200);
    expect(res.body.Rejected).toEqual([
      {
        Row: 2,
        Messages: [
          'ManagerEmail: This would make a reporting cycle (ceo@h.test → bob@h.test → dee@h.test → ceo@h.test)',
        ],
      },
    ]);
    expect(await tree()).toBe(before);
    // A bad address in the column is the row's own fault.
    const bad = await upload('Email,ManagerEmail\nann@h.test,not-an-email\n').expect(200);
    expect(bad.body.Rejected).toEqual([{ Row: 2, Messages: ['ManagerEmail: Please enter a valid email address'] }]);
  });

  it('sets, refuses and clears a manager with PUT', async () => {
    const ann = await idOf('ann@h.test');
    const ceo = await idOf('ceo@h.test');
    const put = await admin.put(`/api/People/${ann}`).send({ ManagerEmail: 'DEE@h.test' }).expect(200);
    expect(put.body).toMatchObject({ Email: 'ann@h.test', ManagerEmail: 'dee@h.test' });
    const self = await admin.put(`/api/People/${ann}`).send({ ManagerEmail: 'ann@h.test' }).expect(400);
    expect(self.body.errorMessage).toEqual(['ManagerEmail: A person cannot be their own manager']);
    const unknown = await admin.put(`/api/People/${ann}`).send({ ManagerEmail: 'ghost@h.test' }).expect(400);
    expect(unknown.body.errorMessage).toEqual(['ManagerEmail: ghost@h.test is not in the directory']);
    const cycle = await admin.put(`/api/People/${ceo}`).send({ ManagerEmail: 'cy@h.test' }).expect(400);
    expect(cycle.body.errorMessage).toEqual([
      'ManagerEmail: This would make a reporting cycle (ceo@h.test → cy@h.test → ann@h.test → dee@h.test → ceo@h.test)',
    ]);
    await admin.put(`/api/People/${ann}`).send({ ManagerEmail: 5 }).expect(400);
    // Another organisation's person is not a manager here.
    const northwindPerson = (await api.as('northwindAdmin').get('/api/People?pageSize=1').expect(200)).body.data[0];
    await admin.put(`/api/People/${ann}`).send({ ManagerEmail: northwindPerson.Email }).expect(400);
    expect(await tree()).toBe('ceo@h.test(dee@h.test(ann@h.test(cy@h.test), bob@h.test))');
    const cleared = await admin.put(`/api/People/${ann}`).send({ ManagerEmail: null }).expect(200);
    expect(cleared.body.ManagerEmail).toBeNull();
    expect(await tree()).toBe('ann@h.test(cy@h.test), ceo@h.test(dee@h.test(bob@h.test))');
  });

  it('removing a manager puts their reports at the top', async () => {
    await admin.delete(`/api/People/${await idOf('dee@h.test')}`).expect(200);
    expect(await tree()).toBe('ann@h.test(cy@h.test), bob@h.test, ceo@h.test');
    expect((await admin.get('/api/People?search=bob@h.test').expect(200)).body.data[0].ManagerEmail).toBeNull();
  });

  it('copies the managers of each invitee into the inquiry; later moves and removals never change it', async () => {
    await upload('Email,ManagerEmail\nlead@t2.test,\nmid@t2.test,lead@t2.test\nme@t2.test,mid@t2.test\n').expect(200);
    const typeId = (await t.dataSource.getRepository(Inquiry).find({ take: 1 }))[0].inquiryTypeId;
    const invitees = ['me@t2.test', 'mid@t2.test', 'lead@t2.test', 'outsider@t2.test'];
    const chains = async (inquiryId: number) => {
      const respondents = await t.dataSource.getRepository(Respondent).findBy({ inquiryId });
      const rows = await t.dataSource
        .getRepository(RespondentManager)
        .find({ where: { inquiryId }, order: { respondentId: 'ASC', level: 'ASC' } });
      return Object.fromEntries(
        respondents
          .filter((r) => invitees.includes(r.email))
          .map((r) => [
            r.email,
            rows.filter((m) => m.respondentId === r.id).map((m) => `${m.level}:${m.managerEmail}`),
          ]),
      );
    };
    const first = await inquiryWithInvitees(t, admin, typeId, 'Team baseline', invitees);
    const expected = {
      'me@t2.test': ['1:mid@t2.test', '2:lead@t2.test'],
      'mid@t2.test': ['1:lead@t2.test'],
      'lead@t2.test': [],
      'outsider@t2.test': [],
    };
    expect(await chains(first)).toEqual(expected);
    // The directory changes: me moves under lead, mid leaves.
    await admin
      .put(`/api/People/${await idOf('me@t2.test')}`)
      .send({ ManagerEmail: 'lead@t2.test' })
      .expect(200);
    await admin.delete(`/api/People/${await idOf('mid@t2.test')}`).expect(200);
    expect(await chains(first)).toEqual(expected);
    // A later inquiry copies the directory as it is then.
    const second = await inquiryWithInvitees(t, admin, typeId, 'Team follow-up', invitees);
    expect(await chains(second)).toEqual({
      'me@t2.test': ['1:lead@t2.test'],
      'mid@t2.test': [],
      'lead@t2.test': [],
      'outsider@t2.test': [],
    });
    expect(await chains(first)).toEqual(expected);
  });
});
