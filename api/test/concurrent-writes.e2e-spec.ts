import { setTimeout as pause } from 'node:timers/promises';
import { Controller, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Public } from '../src/common/decorators/public.decorator';
import { createTestApp, TestApp } from './support/test-app';

/** Two requests that overlap: one writes and then fails inside its transaction, the other writes and succeeds. */
@Controller('probe-writes')
class WritesProbeController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Post('failing-transaction')
  async failing() {
    await this.dataSource.transaction(async (m) => {
      await m.insert(AuditEvent, { action: 'probe.rolled-back' });
      await pause(300);
      throw new Error('fails after writing');
    });
  }

  @Public()
  @Post('plain-write')
  async plain() {
    await pause(50);
    await this.dataSource.getRepository(AuditEvent).insert({ action: 'probe.kept' });
    return { ok: true };
  }
}

describe('overlapping requests keep their writes apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, controllers: [WritesProbeController] });
  });
  afterAll(() => t.close());

  it("a request's rollback never undoes another request's committed write", async () => {
    const [failed, kept] = await Promise.all([
      t.http().post('/api/probe-writes/failing-transaction'),
      t.http().post('/api/probe-writes/plain-write'),
    ]);
    expect(failed.status).toBe(500);
    expect(kept.status).toBe(201);
    const actions = (await t.dataSource.getRepository(AuditEvent).find()).map((e) => e.action);
    expect(actions).toContain('probe.kept');
    expect(actions).not.toContain('probe.rolled-back');
  });
});
