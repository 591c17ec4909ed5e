import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { AnswerTotal } from '../src/answers/answer-total.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { Client, personas, Personas } from './support/personas';
import {
  addParticipants,
  FormQuestion as Q,
  inquiryWithInvitees,
  prepareFormSave,
  typeByName,
} from './support/survey-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The figures the services keep instead of counting rows (inquiry counters, respondent positions,
 * answer totals) must always equal what the rows say: after concurrent completions, concurrent
 * additions, drafts and refused saves alike.
 */
describe('Kept inquiry figures', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let typeId: number;
  const staffEmails = [1, 2, 3, 4, 5, 6].map((n) => `staff${n}@northwind.demo.test`);

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, operator] = [api.as('northwindAdmin'), api.as('operator')];
    typeId = (await typeByName(t, 'Organisational Health Check')).id;
  });
  afterAll(() => t.close());

  const openInquiry = (description: string, emails: string[]) =>
    inquiryWithInvitees(t, admin, typeId, description, emails);

  /**
   * Prepares a save of every question of the form (rating k of respondent n is (n + k) mod 6, 0 being
   * DK) and answers a function that sends it, so that several prepared saves can be sent at once.
   */
  async function prepareSave(inquiryId: number, email: string, n: number, status: 'completed' | 'saveasdraft') {
    const send = await prepareFormSave(t, api, typeId, inquiryId, email, status, (_q, k) => [
      String((n + k) % 6),
      String((n * 2 + k) % 6),
    ]);
    return async () => (await send()).status;
  }
  const saveForm = async (inquiryId: number, email: string, n: number, status: 'completed' | 'saveasdraft') =>
    (await prepareSave(inquiryId, email, n, status))();

  const totalsOf = (inquiryId: number) =>
    t.dataSource
      .getRepository(AnswerTotal)
      .find({ where: { inquiryId }, order: { isCustomQuestion: 'ASC', questionId: 'ASC' } });
  const inquiryRow = (id: number) => t.dataSource.getRepository(Inquiry).findOneByOrFail({ id });

  it('totals kept by concurrent completing saves equal the totals recomputed from the stored answers', async () => {
    const id = await openInquiry('Kept totals', staffEmails);
    // Two drafts first: they must not count.
    expect(await saveForm(id, staffEmails[0], 0, 'saveasdraft')).toBe(200);
    expect(await saveForm(id, staffEmails[1], 1, 'saveasdraft')).toBe(200);
    expect(await totalsOf(id)).toEqual([]);

    // Five forms completed at once, the sixth stays a draft.
    const saves = await Promise.all(staffEmails.slice(0, 5).map((email, n) => prepareSave(id, email, n, 'completed')));
    expect(await Promise.all(saves.map((send) => send()))).toEqual([200, 200, 200, 200, 200]);
    expect(await saveForm(id, staffEmails[5], 5, 'saveasdraft')).toBe(200);

    const kept = await totalsOf(id);
    const inputs = (await operator.get(`/api/UploadResultDocument/InputResultForPortalAdmin/${id}`).expect(200)).body;
    const ipa = (await operator.get(`/api/Insights/ImportancePerformance/${id}`).expect(200)).body;
    expect(await inquiryRow(id)).toMatchObject({ respondentCount: 6, completedCount: 5 });
    expect((await admin.get(`/api/Inquiry/${id}`).expect(200)).body).toMatchObject({ Participants: 6, Progress: 80 });

    await rebuildInquiryStatistics(t.dataSource.manager, id);
    expect(await totalsOf(id)).toEqual(kept);
    expect(await inquiryRow(id)).toMatchObject({ respondentCount: 6, completedCount: 5 });
    expect((await operator.get(`/api/UploadResultDocument/InputResultForPortalAdmin/${id}`).expect(200)).body).toEqual(
      inputs,
    );
    expect((await operator.get(`/api/Insights/ImportancePerformance/${id}`).expect(200)).body).toEqual(ipa);

    // One figure by hand: the first area rating question (k = its index) over respondents n = 0..4.
    const form = (
      await (
        await api.asUser(staffEmails[0])
      )
        .get(`/api/SurveyAnswer/${typeId}/${id}/SurveyFormQuestions?pageSize=-1`)
        .expect(200)
    ).body;
    const k = (form.data as Q[]).findIndex((q) => q.Type === 'Rating' && q.Area !== 'Other');
    const q = (form.data as Q[])[k];
    const perf = [0, 1, 2, 3, 4].map((n) => (n + k) % 6).filter((v) => v > 0);
    const imp = [0, 1, 2, 3, 4].map((n) => (n * 2 + k) % 6).filter((v) => v > 0);
    const total = kept.find((r) => r.questionId === q.Id && !r.isCustomQuestion)!;
    expect(total).toMatchObject({
      answers: 5,
      sumPerformance: perf.reduce((s, v) => s + v, 0),
      nPerformance: perf.length,
      sumImportance: imp.reduce((s, v) => s + v, 0),
      nImportance: imp.length,
      dkPerformance: 5 - perf.length,
      dkImportance: 5 - imp.length,
    });
  });

  it('a form completed twice at once is counted once', async () => {
    const id = await openInquiry('Double submit', [staffEmails[0]]);
    const twice = await Promise.all([
      prepareSave(id, staffEmails[0], 3, 'completed'),
      prepareSave(id, staffEmails[0], 3, 'completed'),
    ]);
    expect((await Promise.all(twice.map((send) => send()))).sort()).toEqual([200, 409]);
    expect(await inquiryRow(id)).toMatchObject({ respondentCount: 1, completedCount: 1 });
    expect((await totalsOf(id)).every((r) => r.answers === 1)).toBe(true);
    // A refused save (the form is completed) changes nothing.
    const before = await totalsOf(id);
    expect(await saveForm(id, staffEmails[0], 4, 'completed')).toBe(409);
    expect(await totalsOf(id)).toEqual(before);
  });

  it('numbers respondents 1…n across calls, also concurrent ones, and pages them as ranges of that number', async () => {
    const id = await openInquiry('Positions', [staffEmails[0], staffEmails[1]]);
    const batch = (prefix: string) => Array.from({ length: 6 }, (_, i) => `${prefix}${i}@invitees.example`);
    const [x, y] = await Promise.all([
      addParticipants(admin, id, batch('x'), { NoOfParticipants: 20 }),
      addParticipants(admin, id, batch('y'), { NoOfParticipants: 20 }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    // Adding someone already there adds nobody.
    await addParticipants(admin, id, [staffEmails[0], 'z0@invitees.example'], { NoOfParticipants: 20 }).expect(200);

    const rows = await t.dataSource.getRepository(Respondent).find({ where: { inquiryId: id }, order: { id: 'ASC' } });
    expect(rows).toHaveLength(15);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(await inquiryRow(id)).toMatchObject({ respondentCount: 15, completedCount: 0 });

    const newestFirst = [...rows].reverse().map((r) => r.email);
    const page = async (n: number, size: number) =>
      (await admin.get(`/api/Inquiry/GetRespondents/${id}?pageSize=${size}&currentPage=${n}`).expect(200)).body;
    const pages = await Promise.all([1, 2, 3].map((n) => page(n, 6)));
    expect(pages.map((p) => p.data.map((r: { Email: string }) => r.Email))).toEqual([
      newestFirst.slice(0, 6),
      newestFirst.slice(6, 12),
      newestFirst.slice(12),
    ]);
    expect(pages[2]).toMatchObject({ currentPage: 3, pageSize: 6, totalItem: 15, totalPage: 3 });
    expect((await page(4, 6)).data).toEqual([]);
    const all = (await admin.get(`/api/Inquiry/GetRespondents/${id}?pageSize=-1`).expect(200)).body;
    expect(all.data.map((r: { Email: string }) => r.Email)).toEqual(newestFirst);
    expect(all).toMatchObject({ currentPage: 1, totalItem: 15, totalPage: 1 });

    // A rebuild from the rows changes nothing.
    await rebuildInquiryStatistics(t.dataSource.manager, id);
    expect(
      (await t.dataSource.getRepository(Respondent).find({ where: { inquiryId: id }, order: { id: 'ASC' } })).map(
        (r) => r.position,
      ),
    ).toEqual(rows.map((r) => r.position));
  });
});
