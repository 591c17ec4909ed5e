import { createHmac, randomBytes } from 'node:crypto';
import { Respondent } from '../src/respondents/respondent.entity';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { sealWebhookSecret } from '../src/webhooks/webhook-secret';
import { Webhook } from '../src/webhooks/webhook.entity';
import { retryDelayMs, WebhookWorker } from '../src/webhooks/webhook-worker.service';
import { Client, personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';
import { startWebhookReceiver, WebhookReceiver } from './support/webhook-receiver';

/**
 * Signed webhooks (docs/features/integrations.md) against a real local HTTP receiver. WEBHOOK_ALLOW_PRIVATE=true lets the app
 * reach 127.0.0.1 (one test turns it off again); the timer is off and the spec runs the worker's rounds.
 */
describe('Webhooks', () => {
  let t: TestApp;
  let api: Personas;
  let nwAdmin: Client;
  let ctAdmin: Client;
  let rx: WebhookReceiver;
  let worker: WebhookWorker;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL_MS: '0' } });
    api = await personas(t);
    nwAdmin = api.as('northwindAdmin');
    ctAdmin = api.as('contosoAdmin');
    rx = await startWebhookReceiver();
    worker = t.app.get(WebhookWorker);
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  const register = async (admin: Client, path: string, events: string[] = ['form.completed']) =>
    (
      await admin
        .post('/api/Webhooks')
        .send({ Url: rx.url(path), Events: events })
        .expect(200)
    ).body as { Id: number; Secret: string };
  const log = async (admin: Client, id: number) =>
    (await admin.get(`/api/Webhooks/${id}/Deliveries?pageSize=-1`).expect(200)).body.data;
  const deliveries = (webhookId: number) =>
    t.dataSource.getRepository(WebhookDelivery).find({ where: { webhookId }, order: { id: 'ASC' } });

  /** Verifies X-Portal-Signature exactly as docs/features/integrations.md#verifying-a-delivery tells a receiver to. */
  function verify(secret: string, header: string, body: string): boolean {
    const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
    const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
    return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  }

  it('registers an endpoint (secret once), sends a signed test delivery and lists it', async () => {
    const hook = await register(nwAdmin, '/signed', ['inquiry.closed', 'form.completed', 'form.completed']);
    expect(hook.Secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await nwAdmin.get('/api/Webhooks').expect(200);
    expect(list.body.data[0]).toEqual({
      Id: hook.Id,
      Url: rx.url('/signed'),
      Events: ['form.completed', 'inquiry.closed'],
      CreatedAt: expect.any(String),
    });
    expect(JSON.stringify(list.body)).not.toContain(hook.Secret);

    const queued = await nwAdmin.post(`/api/Webhooks/${hook.Id}/Test`).expect(200);
    expect(queued.body).toMatchObject({ Event: 'webhook.test', Status: 'queued', Attempts: 0 });
    expect(await worker.deliverDue()).toBe(1);
    const [got] = rx.received('/signed');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-portal-event']).toBe('webhook.test');
    expect(verify(hook.Secret, String(got.headers['x-portal-signature']), got.body)).toBe(true);
    // A changed body or another secret does not verify.
    expect(
      verify(
        hook.Secret,
        String(got.headers['x-portal-signature']),
        got.body.replace('webhook.test', 'form.completed'),
      ),
    ).toBe(false);
    expect(verify('whsec_other', String(got.headers['x-portal-signature']), got.body)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({ Event: 'webhook.test', Data: { WebhookId: hook.Id } });
    expect(await log(nwAdmin, hook.Id)).toEqual([
      {
        Id: queued.body.Id,
        Event: 'webhook.test',
        Status: 'delivered',
        Attempts: 1,
        LastAnswer: '200 ok',
        NextAttemptAt: null,
        CreatedAt: expect.any(String),
      },
    ]);
  });

  it('refuses bad input, other roles and other tenants (404, never revealed)', async () => {
    const hook = await register(nwAdmin, '/mine');
    const bad: [object, string][] = [
      [{ Events: ['form.completed'] }, 'Url: This field is mandatory'],
      [{ Url: 'ftp://example.com/x', Events: ['form.completed'] }, 'Url: Must be an https:// URL'],
      [
        { Url: 'https://user:pw@example.com/x', Events: ['form.completed'] },
        'Url: Must not contain a user name or password',
      ],
      [{ Url: rx.url('/x'), Events: [] }, 'Events: Choose at least one event'],
      [
        { Url: rx.url('/x'), Events: ['user.deleted'] },
        'Events: Each event must be one of form.completed, inquiry.closed, results.published, people.imported',
      ],
    ];
    for (const [body, line] of bad)
      expect((await nwAdmin.post('/api/Webhooks').send(body).expect(400)).body.errorMessage).toContain(line);
    await api.anonymous().get('/api/Webhooks').expect(401);
    await api.as('northwindStaff').get('/api/Webhooks').expect(403);
    await api
      .as('operator')
      .post('/api/Webhooks')
      .send({ Url: rx.url('/x'), Events: ['form.completed'] })
      .expect(403);
    await ctAdmin.get(`/api/Webhooks/${hook.Id}/Deliveries`).expect(404);
    await ctAdmin.post(`/api/Webhooks/${hook.Id}/Test`).expect(404);
    await ctAdmin.delete(`/api/Webhooks/${hook.Id}`).expect(404);
    expect((await ctAdmin.get('/api/Webhooks').expect(200)).body.data.map((h: { Id: number }) => h.Id)).not.toContain(
      hook.Id,
    );
    expect(await deliveries(hook.Id)).toEqual([]);
    await nwAdmin.delete(`/api/Webhooks/${hook.Id}`).expect(200);
    await nwAdmin.get(`/api/Webhooks/${hook.Id}/Deliveries`).expect(404);
  });

  it('retries a failing endpoint with exponential backoff, then succeeds', async () => {
    let calls = 0;
    rx.on('/flaky', (_req, res) => {
      calls += 1;
      if (calls <= 2) res.writeHead(503).end('busy');
      else res.writeHead(204).end();
    });
    const hook = await register(nwAdmin, '/flaky');
    await nwAdmin.post(`/api/Webhooks/${hook.Id}/Test`).expect(200);
    const start = new Date();
    expect(await worker.deliverDue(start)).toBe(0);
    const [first] = await deliveries(hook.Id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastAnswer: '503 busy' });
    const firstDelay = first.nextAttemptAt.getTime() - start.getTime();
    expect(Math.abs(firstDelay - retryDelayMs(1))).toBeLessThan(1500);
    // Not due yet: nothing is sent.
    expect(await worker.deliverDue(new Date(start.getTime() + firstDelay - 5000))).toBe(0);
    expect(calls).toBe(1);
    const second = new Date(first.nextAttemptAt.getTime() + 1000);
    expect(await worker.deliverDue(second)).toBe(0);
    const [again] = await deliveries(hook.Id);
    expect(again).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Math.abs(again.nextAttemptAt.getTime() - second.getTime() - 2 * retryDelayMs(1))).toBeLessThan(1500);
    expect(await worker.deliverDue(new Date(again.nextAttemptAt.getTime() + 1000))).toBe(1);
    expect(calls).toBe(3);
    expect(await log(nwAdmin, hook.Id)).toMatchObject([{ Status: 'delivered', Attempts: 3, LastAnswer: '204' }]);
    // The same body each time (one event id), each signed anew.
    const bodies = rx.received('/flaky').map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    for (const r of rx.received('/flaky'))
      expect(verify(hook.Secret, String(r.headers['x-portal-signature']), r.body)).toBe(true);
  });

  it('refuses loopback and private targets and http:// unless WEBHOOK_ALLOW_PRIVATE, checking what names resolve to', async () => {
    const hook = await register(nwAdmin, '/private');
    t.config.webhooks.allowPrivate = false;
    try {
      const port = new URL(rx.url('/')).port;
      const cases: [string, string][] = [
        [rx.url('/private'), 'Url: Must be an https:// URL'],
        [`https://127.0.0.1:${port}/private`, 'Url: The host 127.0.0.1 is a loopback, private or link-local address'],
        [`https://localhost:${port}/private`, 'Url: The host localhost is a loopback, private or link-local address'],
        [
          'https://169.254.169.254/latest/meta-data',
          'Url: The host 169.254.169.254 is a loopback, private or link-local address',
        ],
        ['https://[::ffff:10.0.0.1]/x', 'Url: The host ::ffff:a00:1 is a loopback, private or link-local address'],
      ];
      for (const [Url, line] of cases)
        expect(
          (
            await nwAdmin
              .post('/api/Webhooks')
              .send({ Url, Events: ['form.completed'] })
              .expect(400)
          ).body.errorMessage,
        ).toEqual([line]);
      // An endpoint registered before is checked again at delivery: nothing reaches it.
      await nwAdmin.post(`/api/Webhooks/${hook.Id}/Test`).expect(200);
      expect(await worker.deliverDue()).toBe(0);
      expect(rx.received('/private')).toEqual([]);
      expect((await log(nwAdmin, hook.Id))[0]).toMatchObject({
        Status: 'queued',
        Attempts: 1,
        LastAnswer: 'Refused: Must be an https:// URL',
      });
    } finally {
      t.config.webhooks.allowPrivate = true;
    }
  });

  it('sends nothing when the sealed secret does not open with SSO_SECRET_KEY (the key was changed), and says why', async () => {
    const hook = await register(nwAdmin, '/other-key');
    const customerId = (await t.dataSource.getRepository(Webhook).findOneByOrFail({ id: hook.Id })).customerId;
    await t.dataSource
      .getRepository(Webhook)
      .update({ id: hook.Id }, { secretSealed: sealWebhookSecret(randomBytes(32), customerId, hook.Secret) });
    await nwAdmin.post(`/api/Webhooks/${hook.Id}/Test`).expect(200);
    expect(await worker.deliverDue()).toBe(0);
    expect(rx.received('/other-key')).toEqual([]);
    expect((await log(nwAdmin, hook.Id))[0]).toMatchObject({
      Status: 'queued',
      Attempts: 1,
      LastAnswer: 'Not sent: the signing secret does not open with this SSO_SECRET_KEY',
    });
  });

  it('does not follow a redirect, gives up waiting after 5 s and keeps at most 1 KB of an answer', async () => {
    rx.on('/redirect', (_req, res) => res.writeHead(302, { Location: rx.url('/elsewhere') }).end('moved'));
    rx.on('/slow', (_req, res) => setTimeout(() => res.writeHead(200).end('late'), 7000).unref());
    rx.on('/big', (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('é'.repeat(600) + 'x'.repeat(20_000)),
    );
    const redirect = await register(nwAdmin, '/redirect');
    const slow = await register(nwAdmin, '/slow');
    const big = await register(nwAdmin, '/big');
    for (const h of [redirect, slow, big]) await nwAdmin.post(`/api/Webhooks/${h.Id}/Test`).expect(200);
    const started = Date.now();
    expect(await worker.deliverDue()).toBe(1);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(6500);
    expect(rx.received('/elsewhere')).toEqual([]);
    expect((await log(nwAdmin, redirect.Id))[0]).toMatchObject({
      Status: 'queued',
      LastAnswer: `302 redirect to ${rx.url('/elsewhere')} not followed`,
    });
    expect((await log(nwAdmin, slow.Id))[0]).toMatchObject({ Status: 'queued', LastAnswer: 'No answer within 5 s' });
    const answer = (await log(nwAdmin, big.Id))[0];
    expect(answer.Status).toBe('delivered');
    expect(Buffer.byteLength(answer.LastAnswer.slice(4))).toBeLessThanOrEqual(1024);
    expect(answer.LastAnswer.startsWith('200 éé')).toBe(true);
  }, 20_000);

  it('queues form.completed and inquiry.closed in the survey save transaction, with counts and no identity', async () => {
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const hook = await register(ctAdmin, '/events', ['form.completed', 'inquiry.closed']);
    const other = await register(ctAdmin, '/published-only', ['results.published']);
    const inq = await createInquiry(ctAdmin, typeId, 'Webhook events');
    await submitIntake(t, ctAdmin, inq.Id, typeId);
    await addParticipants(ctAdmin, inq.Id, [DEMO.contosoStaff]).expect(200);
    const staff = api.as('contosoStaff');
    const staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inq.Id}/SurveyFormQuestions`).expect(200)).body
      .data as { Id: number; Type: string; Area: string; IsCustomQuestion: boolean }[];
    const save = (items: { q: (typeof form)[number]; Answer: string; ValueAnswer?: string }[]) => {
      const req = staff.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', 'completed');
      items.forEach((it, i) => {
        req
          .field(`SurveyAnswerDtos[${i}].DiagnosticId`, String(it.q.Id))
          .field(`SurveyAnswerDtos[${i}].InquiryId`, String(inq.Id));
        req
          .field(`SurveyAnswerDtos[${i}].CustomerUserId`, String(staffId))
          .field(`SurveyAnswerDtos[${i}].IsCustomQuestion`, String(it.q.IsCustomQuestion));
        req.field(`SurveyAnswerDtos[${i}].Answer`, it.Answer);
        if (it.ValueAnswer) req.field(`SurveyAnswerDtos[${i}].ValueAnswer`, it.ValueAnswer);
      });
      return req;
    };
    const answers = [
      ...form
        .filter((q) => q.Type === 'Rating')
        .map((q) => ({ q, Answer: '4', ValueAnswer: q.Area === 'Other' ? undefined : '4' })),
      ...form.filter((q) => q.Type === 'Textbox').map((q) => ({ q, Answer: 'Fine' })),
    ];
    // An incomplete form is refused whole: no delivery either.
    await save(answers.slice(1)).expect(400);
    expect(await deliveries(hook.Id)).toEqual([]);
    await save(answers).expect(200);
    expect(
      (await t.dataSource.getRepository(Respondent).findOneByOrFail({ inquiryId: inq.Id, userId: staffId })).status,
    ).toBe('completed');
    const queued = await deliveries(hook.Id);
    expect(queued.map((d) => d.event)).toEqual(['form.completed', 'inquiry.closed']);
    expect(await deliveries(other.Id)).toEqual([]);
    expect(await worker.deliverDue()).toBe(2);
    const got = rx.received('/events').map((r) => JSON.parse(r.body));
    expect(got.map((b) => b.Event).sort()).toEqual(['form.completed', 'inquiry.closed']);
    const completed = got.find((b) => b.Event === 'form.completed');
    expect(completed.Data).toEqual({ InquiryId: inq.Id, Completed: 1, Respondents: 1 });
    const raw = rx
      .received('/events')
      .map((r) => r.body)
      .join('\n');
    expect(raw).not.toContain(DEMO.contosoStaff);
    expect(raw).not.toMatch(new RegExp(`"(UserId|CustomerUserId|Email|Answer)"`));
    // Northwind's endpoints heard nothing of Contoso's events.
    expect(rx.received('/signed').every((r) => JSON.parse(r.body).Event === 'webhook.test')).toBe(true);
  });

  it('queues people.imported with counts only when a people:write key imports the directory', async () => {
    const hook = await register(nwAdmin, '/people', ['people.imported']);
    const { Key } = (
      await nwAdmin
        .post('/api/ApiKeys')
        .send({ Name: 'HRIS', Scopes: ['people:write'] })
        .expect(200)
    ).body;
    const csv = Buffer.from(
      'Email,FirstName,LastName,Department\nada.hook@northwind.demo.test,Ada,Hook,Finance\nbo.hook@northwind.demo.test,Bo,Hook,Sales\n',
    );
    const upload = (dryRun: boolean) =>
      api.withToken(Key).post(`/api/People/Import?dryRun=${dryRun}`).attach('File', csv, 'people.csv');
    // A dry run writes nothing, so it announces nothing.
    await upload(true).expect(200);
    expect(await deliveries(hook.Id)).toEqual([]);
    expect((await upload(false).expect(200)).body).toMatchObject({ Created: 2, Updated: 0 });
    // The key's scope is the directory's writes only.
    await api.withToken(Key).get('/api/Inquiry').expect(403);
    expect(await worker.deliverDue()).toBe(1);
    const [got] = rx.received('/people');
    expect(JSON.parse(got.body)).toMatchObject({
      Event: 'people.imported',
      Data: { Created: 2, Updated: 0, Unchanged: 0 },
    });
    expect(got.body).not.toContain('hook@northwind');
    expect(verify(hook.Secret, String(got.headers['x-portal-signature']), got.body)).toBe(true);
  });
});
