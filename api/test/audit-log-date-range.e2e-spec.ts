import { AuditEvent } from '../src/audit/audit-event.entity';
import { Client, personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

// Days within the audit retention, so the writer's pruning keeps the probe.
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const DAY = isoDay(3);
const NEXT_DAY = isoDay(2);

/** GET /api/AuditLog and its export with a from/to range. */
describe('audit log date range', () => {
  let t: TestApp;
  let op: Client;

  beforeAll(async () => {
    t = await createTestApp();
    op = (await personas(t)).as('operator');
    await t.dataSource.getRepository(AuditEvent).insert({
      action: 'range.probe',
      outcome: 'succeeded',
      createdAt: new Date(`${DAY}T10:00:00Z`),
      lastAt: new Date(`${DAY}T10:00:00Z`),
    });
  });
  afterAll(() => t.close());

  const refused = { status: 400, title: 'Validation failed', errorMessage: ['to: Must not be before from'] };

  it.each([
    ['dates', NEXT_DAY, DAY],
    ['times', `${DAY}T12:00:00Z`, `${DAY}T11:59:59Z`],
    ['a time after a whole day', `${NEXT_DAY}T00:00:00Z`, DAY],
  ])('refuses a range whose from is after its to (%s), list and export alike', async (_kind, from, to) => {
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    expect((await op.get(`/api/AuditLog?${query}`).expect(400)).body).toEqual(refused);
    expect((await op.get(`/api/AuditLog/Export?${query}`).expect(400)).body).toEqual(refused);
  });

  it.each([
    ['one whole day', DAY, DAY, 1],
    ['a time inside the to day', `${DAY}T09:00:00Z`, DAY, 1],
    ['the same instant, before which the event was not first seen', `${DAY}T10:00:00Z`, `${DAY}T10:00:00Z`, 0],
  ])('answers a range that is not reversed (%s)', async (_kind, from, to, count) => {
    const res = await op
      .get(`/api/AuditLog?action=range.probe&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
      .expect(200);
    expect(res.body.totalItem).toBe(count);
  });

  it('still names an unreadable date on its own, reversed or not', async () => {
    const res = await op.get(`/api/AuditLog?from=${NEXT_DAY}&to=soon`).expect(400);
    expect(res.body.errorMessage).toEqual(['to: Must be a date (YYYY-MM-DD) or an ISO 8601 time']);
  });
});
