import { Controller, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../src/common/decorators/public.decorator';
import { Customer } from '../src/customers/customer.entity';
import { ReadDatabase } from '../src/database/read-database';
import { personas, Personas } from './support/personas';
import { createTestApp, TestApp } from './support/test-app';

/** Signals between the test and the probe: the row is in, and the test has read and lets the writer go. */
const writerTurn = { inserted: () => undefined as void, release: Promise.resolve() };

/** A request that holds a transaction open with a new customer in it until the test lets it go, then rolls it back. */
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
        writerTurn.inserted();
        await writerTurn.release;
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
    let letGo = () => undefined as void;
    writerTurn.release = new Promise<void>((resolve) => (letGo = resolve));
    const inserted = new Promise<void>((resolve) => (writerTurn.inserted = resolve));
    const writing = t
      .http()
      .post('/api/probe-reads/open-transaction')
      .then((res) => res);
    await inserted;
    // The writer holds its transaction until this read has answered: a read that waited for it would never answer.
    const read = api
      .as('operator')
      .get('/api/Customer?pageSize=-1&currentPage=1')
      .then((res) => res);
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<'still waiting'>(
      (resolve) => (timer = setTimeout(() => resolve('still waiting'), 20_000)),
    );
    const outcome = await Promise.race([read, giveUp]);
    clearTimeout(timer);
    letGo();
    expect(outcome).not.toBe('still waiting');
    const page = await read;
    expect(page.status).toBe(200);
    expect(page.body.data.map((c: { CustomerName: string }) => c.CustomerName)).not.toContain('Uncommitted Ltd');
    expect(await total()).toBe(before);
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
