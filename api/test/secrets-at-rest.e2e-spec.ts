import { ConsoleLogger, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiKey } from '../src/api-keys/api-key.entity';
import { withoutSecrets } from '../src/idempotency/idempotency.service';
import { IdempotencyKey } from '../src/idempotency/idempotency-key.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { createOpenApiDocument } from '../src/openapi-document';
import { Webhook } from '../src/webhooks/webhook.entity';
import { Client, personas, Personas } from './support/personas';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/** Every table of the test database, and the ones with a row of which some column holds `text`. */
async function tablesHolding(ds: DataSource, text: string): Promise<{ tables: number; holding: string[] }> {
  const sqlite = ds.options.type === 'better-sqlite3';
  const names = sqlite
    ? ((await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as { name: string }[]).map((r) => r.name)
    : (
        (await ds.query(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
        )) as { name: string }[]
      ).map((r) => r.name);
  const holding: string[] = [];
  for (const name of names) {
    const rows = (await ds.query(`SELECT * FROM ${sqlite ? `"${name}"` : `\`${name}\``}`)) as Record<string, unknown>[];
    const cells = rows.flatMap((row) =>
      Object.values(row).map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : String(v))),
    );
    if (cells.some((cell) => cell.includes(text))) holding.push(name);
  }
  return { tables: names.length, holding };
}

/**
 * Secrets shown once (an API key, a webhook's signing secret) are nowhere at rest in the clear: not in
 * the idempotency record kept for a replay, not in the audit log, not in the webhook's own row (sealed),
 * not in the API's log output. A replay with the same Idempotency-Key answers 409 naming the record and
 * creates nothing.
 */
describe('secrets shown once are not kept', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  const logged: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL_MS: '0' } });
    // Every level of the API's logger (the testing logger drops all but errors), and anything else written to the process's output, is read (and not printed).
    t.app.useLogger(new ConsoleLogger({ logLevels: ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] }));
    for (const stream of [process.stdout, process.stderr]) {
      spies.push(
        jest
          .spyOn(stream, 'write')
          .mockImplementation(((chunk: unknown) => (logged.push(String(chunk)), true)) as typeof stream.write),
      );
    }
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      spies.push(
        jest
          .spyOn(console, level)
          .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
      );
    api = await personas(t);
    admin = api.as('northwindAdmin');
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await t.close();
  });

  it('reads what the API logs (the capture works)', () => {
    new Logger('Probe').debug('probe line');
    expect(logged.some((line) => line.includes('probe line'))).toBe(true);
  });

  const expectNowhere = async (secret: string) => {
    const { tables, holding } = await tablesHolding(t.dataSource, secret);
    expect(tables).toBeGreaterThan(30);
    expect(holding).toEqual([]);
    expect(logged.filter((line) => line.includes(secret))).toEqual([]);
  };

  it('API key: the key is in no table and no log line; a replay answers 409 without it and creates nothing', async () => {
    const create = () =>
      admin
        .post('/api/ApiKeys')
        .set('Idempotency-Key', 'k-api-key')
        .send({ Name: 'HR system', Scopes: ['results:read'] });
    const first = await create().expect(200);
    const { Id, Key } = first.body as { Id: number; Key: string };
    expect(Key).toMatch(/^dpk_/);
    await expectNowhere(Key);
    // The secret part alone, after dpk_<16 hex lookup>_.
    await expectNowhere(Key.slice('dpk_'.length + 17));
    const count = await t.dataSource.getRepository(ApiKey).count();

    const replay = await create().expect(409);
    expect(replay.body).toEqual({
      status: 409,
      title: 'Conflict',
      errorMessage: [
        `Idempotency-Key: The first request with this key created API key ${Id}; its secret was shown in that answer only and is not kept. If that answer was lost, delete it and create another`,
      ],
    });
    expect(await t.dataSource.getRepository(ApiKey).count()).toBe(count);
    await expectNowhere(Key);
  });

  it('API key: two concurrent creates with one key create one key, and only one answer shows it', async () => {
    const count = await t.dataSource.getRepository(ApiKey).count();
    const create = () =>
      admin
        .post('/api/ApiKeys')
        .set('Idempotency-Key', 'k-api-key-2')
        .send({ Name: 'BI', Scopes: ['results:read'] });
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.dataSource.getRepository(ApiKey).count()).toBe(count + 1);
    await expectNowhere(answers.find((a) => a.status === 200)!.body.Key);
  });

  it('webhook: the signing secret is in no table (sealed at rest) and no log line; a replay answers 409 without it', async () => {
    const create = () =>
      admin
        .post('/api/Webhooks')
        .set('Idempotency-Key', 'k-webhook')
        .send({ Url: 'http://127.0.0.1:9/portal', Events: ['form.completed'] });
    const first = await create().expect(200);
    const { Id, Secret } = first.body as { Id: number; Secret: string };
    expect(Secret).toMatch(/^whsec_/);
    await expectNowhere(Secret);
    await expectNowhere(Secret.slice('whsec_'.length));
    const count = await t.dataSource.getRepository(Webhook).count();

    const replay = await create().expect(409);
    expect(replay.body.errorMessage).toEqual([
      `Idempotency-Key: The first request with this key created webhook ${Id}; its secret was shown in that answer only and is not kept. If that answer was lost, delete it and create another`,
    ]);
    expect(JSON.stringify(replay.body)).not.toContain(Secret);
    expect(await t.dataSource.getRepository(Webhook).count()).toBe(count);
    await expectNowhere(Secret);
  });

  it('other creates still replay their first answer', async () => {
    const hook = (await admin.get('/api/Webhooks').expect(200)).body.data[0] as { Id: number };
    const test = () => admin.post(`/api/Webhooks/${hook.Id}/Test`).set('Idempotency-Key', 'k-test-delivery');
    const a = await test().expect(200);
    const b = await test().expect(200);
    expect(b.body).toEqual(a.body);
  });

  it('every create whose documented answer holds a secret keeps none of it for a replay', () => {
    const doc = createOpenApiDocument(t.app);
    const schemas = (doc.components?.schemas ?? {}) as Record<
      string,
      { properties?: Record<string, { type?: string }> }
    >;
    const unguarded: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const post = item.post;
      if (!post) continue;
      const header = post.parameters?.find((p) => 'name' in p && p.name === 'Idempotency-Key') as
        { description?: string } | undefined;
      const shownOnce = header?.description?.includes('secret shown once') ?? false;
      for (const answer of Object.values(post.responses ?? {}) as {
        content?: Record<string, { schema?: { $ref?: string } }>;
      }[]) {
        const ref = answer.content?.['application/json']?.schema?.$ref;
        const properties = (ref && schemas[ref.split('/').pop()!]?.properties) || {};
        // Text fields only: a flag such as HasClientSecret holds no secret.
        const secrets = Object.keys(properties).filter(
          (f) => properties[f].type === 'string' && /^(Key|Code)$|(Secret|Token|Password)$/.test(f),
        );
        // Kept only if the route does not withhold its answer and the kept copy would still hold the field.
        const kept = secrets.filter((f) => !shownOnce && f in (withoutSecrets({ [f]: 'x' }) as object));
        if (kept.length) unguarded.push(`POST ${path}: ${kept.join(', ')}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('a one-time code sent with an Idempotency-Key cannot be guessed back from the kept record', async () => {
    await t.users.update({ email: DEMO.northwindStaff }, { isVerified: false });
    const staff = api.as('northwindStaff');
    await staff.post('/api/Customer/EmailVerification/SendCode').expect(200);
    const mail = await t.dataSource
      .getRepository(OutboundMail)
      .findOneByOrFail({ to: DEMO.northwindStaff, subject: 'Verify your email address' });
    const code = /^(\d{6})$/m.exec(mail.text)![1];
    const path = '/api/Customer/EmailVerification/Verify';
    await staff.post(path).set('Idempotency-Key', 'k-verify').send({ Code: code }).expect(200);
    const kept = await t.dataSource.getRepository(IdempotencyKey).findOneByOrFail({ key: 'k-verify' });
    // The attack hashes each of the million codes as the request was hashed; the real code tells in one try whether it would succeed.
    const attack = (c: string) =>
      createHash('sha256')
        .update(`POST ${path}\n${JSON.stringify({ Code: c })}`)
        .digest('hex');
    expect(kept.requestHash).not.toBe(attack(code));
    expect(JSON.stringify(kept)).not.toContain(code);
  });
});
