import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { personas, Personas } from './support/personas';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { createTestApp, DEMO, TestApp } from './support/test-app';

/**
 * Database faults, on MariaDB whatever TEST_DB says (the SQLite default has no server to lose and no pool):
 * the app reaches its scratch database through a TCP relay this test controls, so an outage is
 * "the server is gone" (every connection cut, new ones refused) without touching the shared server.
 */
class Relay {
  private server!: Server;
  private sockets = new Set<Socket>();
  private down = false;
  port = 0;

  async start(target: number): Promise<void> {
    this.server = createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = new Socket();
      upstream.connect(target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The database "stops": every open connection is cut and new ones are refused. */
  outage(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async stop(): Promise<void> {
    this.outage();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const previousEngine = process.env.TEST_DB;
process.env.TEST_DB = 'mysql';

describe('database faults (MariaDB)', () => {
  let t: TestApp;
  let api: Personas;
  const relay = new Relay();

  beforeAll(async () => {
    await relay.start(3306);
    t = await createTestApp({
      config: (c) => {
        if (c.database.type !== 'mysql') throw new Error('expected MariaDB');
        const url = new URL(c.database.url);
        url.host = `127.0.0.1:${relay.port}`;
        c.database = { type: 'mysql', url: url.toString() };
      },
    });
    api = await personas(t);
  });
  afterAll(async () => {
    await t?.close();
    await relay.stop();
    process.env.TEST_DB = previousEngine;
  });

  const timed = async <T>(run: () => Promise<T>) => {
    const start = Date.now();
    const value = await run();
    return { value, ms: Date.now() - start };
  };

  it('answers 503 from /api/health during an outage and recovers without a restart', async () => {
    const op = api.as('operator');
    await api.anonymous().get('/api/health').expect(200);
    await op.get('/api/Customer').expect(200);

    relay.outage();
    const during = await timed(() => api.anonymous().get('/api/health'));
    expect(during.value.status).toBe(503);
    expect(during.value.body).toEqual({
      status: 503,
      title: 'Service Unavailable',
      errorMessage: ['The database is not reachable'],
    });
    expect(during.ms).toBeLessThan(6000);
    const call = await timed(() => op.get('/api/Customer'));
    expect(call.value.status).toBe(503);
    expect(call.value.body.errorMessage).toEqual(expect.any(Array));
    expect(call.ms).toBeLessThan(8000);

    relay.restore();
    // The pool drops its dead connections and opens new ones: at most a few failed calls, then healthy.
    const statuses: number[] = [];
    for (let i = 0; i < 10 && statuses[statuses.length - 1] !== 200; i++)
      statuses.push((await api.anonymous().get('/api/health')).status);
    expect(statuses[statuses.length - 1]).toBe(200);
    expect(statuses.length).toBeLessThanOrEqual(3);
    // Every later call works, on every pooled connection.
    const after = await Promise.all(Array.from({ length: 25 }, () => op.get('/api/Customer')));
    expect(after.map((r) => r.status)).toEqual(Array(25).fill(200));
  });

  it('keeps every survey save whole through an outage in the middle of a burst: all its answers or none', async () => {
    const admin = api.as('contosoAdmin');
    const staff = api.as('contosoStaff');
    const staffId = (await t.users.findOneByOrFail({ email: DEMO.contosoStaff })).id;
    const typeId = (await typeByName(t, 'Organisational Health Check')).id;
    const inquiry = await createInquiry(admin, typeId, 'Burst during an outage');
    await submitIntake(t, admin, inquiry.Id, typeId);
    await addParticipants(admin, inquiry.Id, [DEMO.contosoStaff]).expect(200);
    const form = (await staff.get(`/api/SurveyAnswer/${typeId}/${inquiry.Id}/SurveyFormQuestions`).expect(200)).body;
    const ratings = (form.data as { Id: number; Type: string; Area: string }[]).filter((q) => q.Type === 'Rating');
    expect(ratings.length).toBeGreaterThan(5);

    const save = (value: number) => {
      const req = staff.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', 'saveasdraft');
      ratings.forEach((q, i) => {
        req.field(`SurveyAnswerDtos[${i}].DiagnosticId`, String(q.Id));
        req.field(`SurveyAnswerDtos[${i}].InquiryId`, String(inquiry.Id));
        req.field(`SurveyAnswerDtos[${i}].CustomerUserId`, String(staffId));
        req.field(`SurveyAnswerDtos[${i}].IsCustomQuestion`, 'false');
        req.field(`SurveyAnswerDtos[${i}].Answer`, String(value));
        if (q.Area !== 'Other') req.field(`SurveyAnswerDtos[${i}].ValueAnswer`, String(value));
      });
      return req.then((res) => res.status);
    };
    await save(1).then((s) => expect(s).toBe(200));

    const burst: Promise<number>[] = [];
    const cut = setTimeout(() => relay.outage(), 150);
    const back = setTimeout(() => relay.restore(), 900);
    for (let i = 0; i < 24; i++) {
      burst.push(save(1 + (i % 5)));
      await new Promise((r) => setTimeout(r, 40));
    }
    const statuses = await Promise.all(burst);
    clearTimeout(cut);
    clearTimeout(back);
    relay.restore();
    // Every save was answered: stored, or refused as unavailable; none hung, none crashed oddly.
    expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503); // the outage did hit saves in flight

    for (let i = 0; i < 10 && (await api.anonymous().get('/api/health')).status !== 200; i++)
      await new Promise((r) => setTimeout(r, 200));
    const stored = await t.dataSource.getRepository(SurveyAnswer).findBy({ inquiryId: inquiry.Id });
    // One whole save: one answer per rating question, all with the same value.
    expect(stored).toHaveLength(ratings.length);
    expect(new Set(stored.map((a) => a.questionId)).size).toBe(ratings.length);
    const values = new Set(stored.map((a) => a.performance));
    expect(values.size).toBe(1);
    // And the form still saves normally afterwards.
    expect(await save(4)).toBe(200);
  }, 30_000);

  it('answers 503 within a few seconds when every pooled connection is busy, instead of hanging', async () => {
    const op = api.as('operator');
    // Hold every connection of the app's pool with a slow query.
    const held = Array.from({ length: 20 }, () => t.dataSource.query('SELECT SLEEP(8)').catch(() => undefined));
    await new Promise((r) => setTimeout(r, 300));
    const busy = await timed(() => op.get('/api/Customer'));
    expect(busy.value.status).toBe(503);
    expect(busy.value.body).toEqual({ status: 503, title: 'Service Unavailable', errorMessage: expect.any(Array) });
    expect(busy.ms).toBeLessThan(5000);
    const health = await timed(() => api.anonymous().get('/api/health'));
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(5000);
    await Promise.all(held);
    // Once the connections are back, everything answers again.
    await op.get('/api/Customer').expect(200);
    await api.anonymous().get('/api/health').expect(200);
  }, 30_000);

  it('answers 503, not 500, to the requests beyond the pool queue of a burst', async () => {
    const op = api.as('operator');
    const held = Array.from({ length: 20 }, () => t.dataSource.query('SELECT SLEEP(5)').catch(() => undefined));
    await new Promise((r) => setTimeout(r, 300));
    // More callers than the pool's 20 connections and its queue of 200 waiters.
    const burst = await Promise.all(Array.from({ length: 260 }, () => timed(() => op.get('/api/Customer'))));
    const statuses = burst.map((b) => b.value.status);
    expect(statuses.filter((s) => s !== 503)).toEqual([]);
    for (const { value } of burst)
      expect(value.body).toEqual({ status: 503, title: 'Service Unavailable', errorMessage: expect.any(Array) });
    // Those the full queue refused were told at once rather than after the wait.
    expect(burst.filter((b) => b.ms < 2000).length).toBeGreaterThan(0);
    await Promise.all(held);
    await op.get('/api/Customer').expect(200);
  }, 60_000);
});
