import { Job } from '../src/jobs/job.entity';
import { JOB_INTERRUPTED, JOB_STALE_MS, JobsService } from '../src/jobs/jobs.service';
import { prefersRespondAsync } from '../src/jobs/job.interceptor';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { ResultFinding } from '../src/results/result-finding.entity';
import { User } from '../src/users/user.entity';
import { goodSheets, xlsx } from './results-fixtures';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Jobs (docs/architecture.md, "Jobs"): a route that offers one answers `Prefer: respond-async` with 202 and the job
 * at once; the job's progress, result and error are read at GET /api/Jobs/{id} by the user who started it only.
 */
describe('Jobs', () => {
  let t: TestApp;
  let api: Personas;
  let operator: Client;
  let finished: Inquiry;

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    operator = api.as('operator');
    finished = await t.dataSource
      .getRepository(Inquiry)
      .findOneByOrFail({ description: 'Annual organisational health check 2026' });
  });
  afterAll(() => t.close());

  const validateAsync = (file: Buffer) =>
    operator
      .post('/api/UploadResultDocument/DocumentValidate')
      .set('Prefer', 'respond-async')
      .attach('File', file, 'results.xlsx');

  /** Polls the job until it ends; answers every state seen on the way. */
  async function follow(id: string, as = operator) {
    const seen: { Status: string; Progress: number }[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await as.get(`/api/Jobs/${id}`).expect(200);
      seen.push({ Status: res.body.Status, Progress: res.body.Progress });
      if (res.body.Status !== 'Running') return { job: res.body, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Job ${id} did not end`);
  }

  it('reads the Prefer header as RFC 7240 writes it', () => {
    expect(prefersRespondAsync('respond-async')).toBe(true);
    expect(prefersRespondAsync('return=minimal, Respond-Async; wait=10')).toBe(true);
    expect(prefersRespondAsync(['handling=strict', 'respond-async'])).toBe(true);
    expect(prefersRespondAsync(undefined)).toBe(false);
    expect(prefersRespondAsync('return=representation')).toBe(false);
    expect(prefersRespondAsync('respond-asynchronously')).toBe(false);
  });

  it('answers 202 with the job at once, and the job ends with the body the call answers without one', async () => {
    const file = await xlsx(goodSheets());
    const sync = await operator
      .post('/api/UploadResultDocument/DocumentValidate')
      .attach('File', file, 'results.xlsx')
      .expect(200);

    const started = await validateAsync(file).expect(202);
    expect(started.headers.location).toBe(`/api/Jobs/${started.body.Id}`);
    expect(started.headers['preference-applied']).toBe('respond-async');
    expect(started.body).toMatchObject({
      Kind: 'result-workbook-validate',
      Status: 'Running',
      Progress: 0,
      Result: null,
    });

    const { job, seen } = await follow(started.body.Id);
    expect(job).toMatchObject({ Status: 'Done', Progress: 1, Result: sync.body, Error: null });
    expect(job.FinishedAt).not.toBeNull();
    // Progress never goes back.
    const progress = seen.map((s) => s.Progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('runs the answers export and the reports as jobs, each ending with its signed link', async () => {
    for (const path of [`/api/PDFReport/ExportAnswers/${finished.id}`, `/api/PDFReport/ExportData/${finished.id}`]) {
      const started = await operator.get(path).set('Prefer', 'respond-async').expect(202);
      const { job } = await follow(started.body.Id);
      expect(job.Status).toBe('Done');
      expect(job.Result.DocPath).toMatch(/^\/api\/files\//);
    }
    const customer = api.as('northwindAdmin');
    for (const kind of ['Pdf', 'Figures']) {
      const started = await customer
        .get(`/api/CustomerReport/${kind}/${finished.id}`)
        .set('Prefer', 'respond-async')
        .expect(202);
      const { job } = await follow(started.body.Id, customer);
      expect(job.Status).toBe('Done');
      expect(job.Result.DocPath).toMatch(/^\/api\/files\//);
    }
  });

  it("answers an API key's call as it always did: a key reads no jobs", async () => {
    const key = await api
      .as('northwindAdmin')
      .post('/api/ApiKeys')
      .send({ Name: 'Jobs', Scopes: ['results:read'] })
      .expect(200);
    const res = await api
      .withToken(key.body.Key)
      .get(`/api/CustomerReport/Figures/${finished.id}`)
      .set('Prefer', 'respond-async')
      .expect(200);
    expect(res.body.DocPath).toMatch(/^\/api\/files\//);
  });

  it('keeps the error the call would have answered, in the error shape, and the upload changes nothing', async () => {
    const before = await t.dataSource.getRepository(ResultFinding).count();
    const { Findings: _findings, ...sheets } = goodSheets();
    const started = await operator
      .post(`/api/UploadResultDocument/UploadDocumentResults/${finished.id}`)
      .set('Prefer', 'respond-async')
      .attach('File', await xlsx(sheets), 'results.xlsx')
      .expect(202);
    const { job } = await follow(started.body.Id);
    expect(job.Status).toBe('Failed');
    expect(job.Result).toBeNull();
    expect(job.Error).toEqual({
      status: 400,
      title: 'Invalid result workbook',
      errorMessage: ['Sheet Findings: the sheet is missing'],
    });
    expect(await t.dataSource.getRepository(ResultFinding).count()).toBe(before);
  });

  it('fails a job whose pipes refuse the request, as the call would answer', async () => {
    const started = await operator
      .post('/api/UploadResultDocument/UploadDocumentResults/not-a-number')
      .set('Prefer', 'respond-async')
      .attach('File', await xlsx(goodSheets()), 'results.xlsx')
      .expect(202);
    const { job } = await follow(started.body.Id);
    expect(job.Status).toBe('Failed');
    expect(job.Error.status).toBe(400);
  });

  it('refuses a caller the route refuses at once, without a job', async () => {
    const before = await t.dataSource.getRepository(Job).count();
    await api
      .as('northwindAdmin')
      .post('/api/UploadResultDocument/DocumentValidate')
      .set('Prefer', 'respond-async')
      .attach('File', await xlsx(goodSheets()), 'results.xlsx')
      .expect(403);
    await api
      .anonymous()
      .post('/api/UploadResultDocument/DocumentValidate')
      .set('Prefer', 'respond-async')
      .attach('File', await xlsx(goodSheets()), 'results.xlsx')
      .expect(401);
    expect(await t.dataSource.getRepository(Job).count()).toBe(before);
  });

  it("answers 404 for another user's job, an unknown id and a malformed one; 401 without a token", async () => {
    const started = await validateAsync(await xlsx(goodSheets())).expect(202);
    await follow(started.body.Id);
    for (const who of ['northwindAdmin', 'contosoAdmin', 'northwindStaff'] as const)
      await api.as(who).get(`/api/Jobs/${started.body.Id}`).expect(404);
    await operator.get('/api/Jobs/6f1c0a5e-0000-4000-8000-000000000000').expect(404);
    await operator.get(`/api/Jobs/${encodeURIComponent("x' OR 1=1 --")}`).expect(404);
    await api.anonymous().get(`/api/Jobs/${started.body.Id}`).expect(401);
  });

  it('answers an ended job from its row once it left memory, as it was', async () => {
    const started = await validateAsync(await xlsx(goodSheets())).expect(202);
    const { job } = await follow(started.body.Id);
    const row = await t.dataSource.getRepository(Job).findOneByOrFail({ id: started.body.Id });
    expect(row).toMatchObject({ status: 'Done', progress: 1 });
    // As another instance, or this one a minute later, reads it.
    (t.app.get(JobsService) as unknown as { live: Map<string, unknown> }).live.delete(started.body.Id);
    expect((await operator.get(`/api/Jobs/${started.body.Id}`).expect(200)).body).toEqual(job);
  });

  it('reports a job whose instance stopped as failed, with what to do', async () => {
    const operatorId = (await t.dataSource.getRepository(User).findOneByOrFail({ email: DEMO.operator })).id;
    const id = '0b0e5b4a-1f7e-4c55-9a59-5d0a2f1c9e11';
    const long = new Date(Date.now() - JOB_STALE_MS - 5_000);
    await t.dataSource.getRepository(Job).insert({
      id,
      userId: operatorId,
      customerId: null,
      kind: 'answers-export',
      status: 'Running',
      progress: 0.4,
      result: null,
      error: null,
      heartbeatAt: long,
      finishedAt: null,
    });
    const res = await operator.get(`/api/Jobs/${id}`).expect(200);
    expect(res.body).toMatchObject({
      Status: 'Failed',
      Progress: 0.4,
      Error: { status: 503, title: 'Service Unavailable', errorMessage: [JOB_INTERRUPTED] },
    });
    // A running job written recently is still running.
    await t.dataSource.getRepository(Job).update({ id }, { heartbeatAt: new Date() });
    expect((await operator.get(`/api/Jobs/${id}`).expect(200)).body.Status).toBe('Running');
  });
});
