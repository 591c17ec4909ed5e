import { setTimeout as pause } from 'node:timers/promises';
import { Controller, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../src/common/decorators/public.decorator';
import { Customer } from '../src/customers/customer.entity';
import { ReadDatabase } from '../src/database/read-database';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** A request that holds a transaction open with a new customer in it, then rolls it back. */
@Controller('probe-reads')
class OpenTransactionProbeController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Post('open-transaction')
  async open() {
    await this.dataSource
      .transaction(async (m) => {
        await m.insert(Customer, {
          name: 'Uncommitted Ltd',
          industry: 'Probe',
          address: '',
          country: '',
          state: '',
          city: '',
          website: '',
        });
        await pause(1000);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    return { done: true };
  }
}

describe('hot reads see committed data only and wait for no writer', () => {
  let t: TestApp;
  let api: Personas;
  const total = async () =>
    Number(((await t.app.get(ReadDatabase).query('SELECT COUNT(*) AS n FROM customers', [])) as { n: number }[])[0].n);

  beforeAll(async () => {
    t = await createTestApp({ controllers: [OpenTransactionProbeController] });
    api = await personas(t);
  });
  afterAll(() => t.close());

  it("a read made while another request's transaction is open neither sees its rows nor waits for it", async () => {
    const before = await total();
    const writer = t.http().post('/api/probe-reads/open-transaction');
    const writing = writer.then((res) => res);
    await pause(150);
    const started = Date.now();
    const page = await api.as('operator').get('/api/Customer?pageSize=-1&currentPage=1').expect(200);
    const waited = Date.now() - started;
    expect(page.body.data.map((c: { CustomerName: string }) => c.CustomerName)).not.toContain('Uncommitted Ltd');
    expect(await total()).toBe(before);
    // The writer holds its turn for a second; the read answered well before it ended.
    expect(waited).toBeLessThan(500);
    expect((await writing).status).toBe(201);
    expect(await total()).toBe(before);
  });

  it('sees a write as soon as it is committed', async () => {
    const before = await total();
    await t.dataSource
      .getRepository(Customer)
      .insert({ name: 'Committed Ltd', industry: 'Probe', address: '', country: '', state: '', city: '', website: '' });
    expect(await total()).toBe(before + 1);
    const page = await api.as('operator').get('/api/Customer?pageSize=-1&currentPage=1').expect(200);
    expect(page.body.data.map((c: { CustomerName: string }) => c.CustomerName)).toContain('Committed Ltd');
  });
});
