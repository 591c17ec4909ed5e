import { ANONYMITY_TEXTS } from '@portal/contracts';
import { InsightSnapshot } from '../src/insights/insight-snapshot.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { goodSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, inquiryWithInvitees, prepareFormSave, typeByName } from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface IpaItem {
  Key: string;
  MeanPerformance: number | null;
  MeanImportance: number | null;
  Gap: number | null;
  N: number;
  DkShare: number | null;
}

/** The response, once its status is the expected one (the body shows when it is not). */
function status(res: { status: number; body: unknown }, expected: number) {
  expect({ status: res.status, body: res.status === expected ? undefined : res.body }).toEqual({
    status: expected,
    body: undefined,
  });
  return res as { status: number; body: Record<string, unknown> & { title?: string } };
}

const STAFF = [1, 2, 3, 4, 5, 6].map((n) => `staff${n}@northwind.demo.test`);

/**
 * The anonymity floor against differencing: a customer admin who reads the computed figures, sees in
 * the respondents list who completed next, and reads again must not be able to subtract one person's
 * ratings. Customer figures come only from the snapshot taken when the inquiry closes, refreshed only
 * after MIN_RESPONDENTS more completed forms; the super admin keeps live figures.
 */
function suite(minRespondents: number) {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let typeId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { MIN_RESPONDENTS: String(minRespondents) } });
    api = await personas(t);
    [admin, operator] = [api.as('northwindAdmin'), api.as('operator')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const openInquiry = (description: string, emails: string[]) =>
    inquiryWithInvitees(t, admin, typeId, description, emails);

  /** Saves every question of one form; respondent n rates question k (n + k) mod 5 + 1, importance (2n + k) mod 5 + 1. */
  async function save(inquiryId: number, email: string, n: number, status: 'completed' | 'saveasdraft' = 'completed') {
    // The sixth person (n = 5) answers 1s and 5s only: any figure that counted them would move.
    const send = await prepareFormSave(t, api, typeId, inquiryId, email, status, (_q, k) => [
      String(n === 5 ? 1 : ((n + k) % 5) + 1),
      String(n === 5 ? 5 : ((2 * n + k) % 5) + 1),
    ]);
    return await send();
  }

  const publish = async (inquiryId: number) => {
    const { Inputs: _i, AreaColors: _c, ...sheets } = goodSheets();
    await operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${inquiryId}`)
      .attach('File', await xlsx(sheets), 'results.xlsx')
      .expect(200);
  };
  /** Every computed figure a customer admin can read, without the words around them. */
  const figures = async (inquiryId: number, as: Client) => {
    const ipa = (await as.get(`/api/Insights/ImportancePerformance/${inquiryId}`).expect(200)).body;
    const inputs = (await as.get(`/api/UploadResultDocument/InputResult/${inquiryId}`).expect(200)).body;
    const colors = (await as.get(`/api/UploadResultDocument/AreaColorResult/${inquiryId}`).expect(200)).body;
    const items = (ipa.Items as IpaItem[]).map(({ Key, MeanPerformance, MeanImportance, Gap, N, DkShare }) => ({
      Key,
      MeanPerformance,
      MeanImportance,
      Gap,
      N,
      DkShare,
    }));
    return {
      items,
      overall: ipa.Overall,
      inputs: [inputs.CultureArray, inputs.PeopleArray, inputs.ProcessArray, inputs.StructureArray],
      colors,
    };
  };
  const snapshotOf = (inquiryId: number) => t.dataSource.getRepository(InsightSnapshot).findOneBy({ inquiryId });
  const completedIn = async (inquiryId: number) =>
    (
      (await admin.get(`/api/Inquiry/GetRespondents/${inquiryId}?pageSize=-1`).expect(200)).body.data as {
        Email: string;
        status: string;
      }[]
    )
      .filter((r) => r.status === 'completed')
      .map((r) => r.Email)
      .sort();

  const formOf = async (inquiryId: number, email: string) =>
    (
      await (
        await api.asUser(email)
      )
        .get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=1`)
        .expect(200)
    ).body;

  return {
    ctx: () => ({ t, api, admin, operator }),
    openInquiry,
    save,
    publish,
    figures,
    snapshotOf,
    completedIn,
    formOf,
  };
}

describe('anonymity floor against differencing (MIN_RESPONDENTS=5)', () => {
  const s = suite(5);

  it('published with five completed forms: the sixth completion is refused and the figures do not move', async () => {
    const { admin, operator } = s.ctx();
    const id = await s.openInquiry('Differencing attack', STAFF);
    for (let n = 0; n < 5; n++) status(await s.save(id, STAFF[n], n), 200);
    status(await s.save(id, STAFF[5], 5, 'saveasdraft'), 200);
    expect(await s.formOf(id, STAFF[5])).toMatchObject({ Status: 'saveasdraft', IsExpired: false, IsClosed: false });
    await s.publish(id);
    // The respondent who has not completed is told the form is closed.
    expect(await s.formOf(id, STAFF[5])).toMatchObject({ Status: 'saveasdraft', IsExpired: false, IsClosed: true });
    const snapshot = await s.snapshotOf(id);
    // Taken in the publishing transaction, over the five completed forms.
    expect(snapshot).toMatchObject({ forms: 5, reason: 'published' });

    const before = await s.figures(id, admin);
    expect(before.items.length).toBeGreaterThan(0);
    expect(before.inputs.flat().length).toBeGreaterThan(0);
    expect(before.colors.length).toBeGreaterThan(0);

    const refused = status(await s.save(id, STAFF[5], 5), 409);
    expect(refused.body).toEqual({ status: 409, title: 'Closed', errorMessage: [ANONYMITY_TEXTS.formClosed] });
    const draft = status(await s.save(id, STAFF[5], 5, 'saveasdraft'), 409);
    expect(draft.body.title).toBe('Closed');

    expect(await s.completedIn(id)).toEqual(STAFF.slice(0, 5).sort());
    const after = await s.figures(id, admin);
    expect(after).toEqual(before);
    // The operator's live figures are the same five forms.
    expect((await s.figures(id, operator)).items).toEqual(before.items);
    const gate = (await admin.get(`/api/Insights/Anonymity/${id}`).expect(200)).body;
    expect(gate).toMatchObject({ Gated: false, CompletedForms: 5, SnapshotForms: 5 });
    expect(gate.Message).toBe(ANONYMITY_TEXTS.snapshot(gate.SnapshotTakenAt, 5));
  });

  it('a result template computed before the last completion is refused: its Inputs beside the snapshot would differ by one person', async () => {
    const { t, operator } = s.ctx();
    const id = await s.openInquiry('Stale template', STAFF);
    for (let n = 0; n < 5; n++) status(await s.save(id, STAFF[n], n), 200);
    const download = async () =>
      (
        await operator
          .get(`/api/UploadResultDocument/ResultTemplate/${id}`)
          .buffer(true)
          .parse((res, cb) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body as Buffer;
    const stale = await download();
    status(await s.save(id, STAFF[5], 5), 200);
    const upload = (file: Buffer) =>
      operator.post(`/api/UploadResultDocument/UploadDocumentResults/${id}`).attach('File', file, 'results.xlsx');
    const refused = status(await upload(stale), 409);
    expect(refused.body.errorMessage).toEqual([
      'The Inputs sheet was computed from 5 completed forms and 6 are completed now: download the template again so the inputs match the forms',
    ]);
    expect(await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id })).toMatchObject({
      resultsUploadedAt: null,
    });
    // A template of another inquiry is refused as well; the current one is accepted.
    const other = await s.openInquiry('Other inquiry', STAFF.slice(0, 1));
    const foreign = status(
      await operator
        .post(`/api/UploadResultDocument/UploadDocumentResults/${other}`)
        .attach('File', await download(), 'results.xlsx'),
      409,
    );
    expect(foreign.body.errorMessage).toEqual([
      `This template was made for inquiry ${id}, not inquiry ${other}: download this inquiry's template`,
    ]);
    status(await upload(await download()), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 6 });
  });

  it('all completed closes: figures shown at five never move by the sixth person who completes after a reopen', async () => {
    const { t, admin, operator } = s.ctx();
    const id = await s.openInquiry('Close by all completed', STAFF.slice(0, 5));
    for (let n = 0; n < 4; n++) status(await s.save(id, STAFF[n], n), 200);
    // While collecting, a customer admin gets no figures, whatever the count.
    expect(await s.snapshotOf(id)).toBeNull();
    const collecting = (await admin.get(`/api/Insights/Anonymity/${id}`).expect(200)).body;
    expect(collecting).toMatchObject({ Gated: true, CompletedForms: 4, Needed: 1, SnapshotForms: null });
    // The fifth completion closes the inquiry and takes the snapshot in its own transaction.
    status(await s.save(id, STAFF[4], 4), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 5, reason: 'all-completed' });
    const liveAtFive = (await s.figures(id, operator)).items;

    // New participants reopen it; the sixth completes and closes it again: one more form is no refresh.
    await addParticipants(admin, id, [STAFF[5]]).expect(200);
    status(await s.save(id, STAFF[5], 5), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 5, reason: 'all-completed' });
    await s.publish(id);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 5, reason: 'all-completed' });

    const customer = await s.figures(id, admin);
    expect(customer.items).toEqual(liveAtFive);
    // The operator sees the live figures of six forms, which differ.
    const live = (await s.figures(id, operator)).items;
    expect(live).not.toEqual(liveAtFive);
    expect((await operator.get(`/api/Insights/ImportancePerformance/${id}`).expect(200)).body).toMatchObject({
      CompletedForms: 6,
      Gated: false,
      Message: null,
      SnapshotForms: 5,
    });
    const gate = (await admin.get(`/api/Insights/ImportancePerformance/${id}`).expect(200)).body;
    expect(gate).toMatchObject({ CompletedForms: 6, SnapshotForms: 5, Gated: false });
    expect(gate.Message).toContain('of 5 completed forms');
    void t;
  });

  it('expiry closes: the first read after it takes one snapshot, however many readers race; no completion lands after it', async () => {
    const { t, admin } = s.ctx();
    const id = await s.openInquiry('Close by expiry', STAFF);
    for (let n = 0; n < 5; n++) status(await s.save(id, STAFF[n], n), 200);
    await t.dataSource.getRepository(Inquiry).update({ id }, { expiryDate: new Date(Date.now() - 60_000) });
    const reads = await Promise.all([0, 1, 2, 3, 4].map(() => admin.get(`/api/Insights/Anonymity/${id}`).expect(200)));
    const taken = new Set(reads.map((r) => r.body.SnapshotTakenAt));
    expect(taken.size).toBe(1);
    expect(reads[0].body).toMatchObject({ Gated: false, SnapshotForms: 5 });
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 5, reason: 'expired' });
    const late = status(await s.save(id, STAFF[5], 5), 409);
    expect(late.body).toEqual({ status: 409, title: 'Expired', errorMessage: ['Expired'] });
    expect(await s.formOf(id, STAFF[5])).toMatchObject({ Status: 'expired', IsExpired: true, IsClosed: true });
  });

  it('closed below the floor: nothing is shown, and the customer admin is told why', async () => {
    const { admin, operator } = s.ctx();
    const id = await s.openInquiry('Below the floor', STAFF.slice(0, 4));
    for (let n = 0; n < 4; n++) status(await s.save(id, STAFF[n], n), 200);
    await s.publish(id);
    expect(await s.snapshotOf(id)).toBeNull();
    const ipa = (await admin.get(`/api/Insights/ImportancePerformance/${id}`).expect(200)).body;
    expect(ipa).toMatchObject({
      Gated: true,
      Needed: 1,
      Items: [],
      Overall: null,
      Message: ANONYMITY_TEXTS.closedBelowFloor(5, 4),
    });
    const inputs = (await admin.get(`/api/UploadResultDocument/InputResult/${id}`).expect(200)).body;
    expect(inputs).toMatchObject({
      Gated: true,
      CultureArray: [],
      PeopleArray: [],
      ProcessArray: [],
      StructureArray: [],
    });
    await admin.get(`/api/UploadResultDocument/AreaColorResult/${id}`).expect(200, []);
    expect((await s.figures(id, operator)).items.length).toBeGreaterThan(0);
  });
});

describe('anonymity floor: refresh only after MIN_RESPONDENTS more forms (MIN_RESPONDENTS=2)', () => {
  const s = suite(2);

  it('a snapshot of 2 stays at 3 and is replaced at 4; the customer reads the 4-form figures the operator read live', async () => {
    const { admin, operator } = s.ctx();
    const id = await s.openInquiry('Refresh', STAFF.slice(0, 2));
    for (let n = 0; n < 2; n++) status(await s.save(id, STAFF[n], n), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 2, reason: 'all-completed' });
    await addParticipants(admin, id, [STAFF[2]]).expect(200);
    status(await s.save(id, STAFF[2], 2), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 2 });
    expect((await admin.get(`/api/Insights/Anonymity/${id}`).expect(200)).body).toMatchObject({
      CompletedForms: 3,
      SnapshotForms: 2,
    });
    await addParticipants(admin, id, [STAFF[3]]).expect(200);
    status(await s.save(id, STAFF[3], 3), 200);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 4, reason: 'all-completed' });
    const liveAtFour = await s.figures(id, operator);
    await s.publish(id);
    expect(await s.snapshotOf(id)).toMatchObject({ forms: 4 });
    expect((await s.figures(id, admin)).items).toEqual(liveAtFour.items);
  });
});
