import { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/open-database';
import { ENTITIES } from '../src/entities';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { Respondent } from '../src/respondents/respondent.entity';
import { User } from '../src/users/user.entity';
import { copyTemplateDatabase } from './support/template-databases';

/**
 * A spec's database is a copy of the run's demo template with its times shifted by the template's age
 * (test/support/template-databases.ts). Rows the seed wrote last must not lie in the copy's future: a spec that
 * writes rows at once and lists them newest first would otherwise find the demo's ahead of its own.
 */
describe('Template database copies', () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let copied: number;

  beforeAll(async () => {
    const copy = await copyTemplateDatabase('demo');
    if (!copy) throw new Error('no template database: this spec runs under the jest globalSetup');
    copied = Date.now();
    drop = copy.drop;
    dataSource = await openDatabase(copy.db, ENTITIES, { migrate: false });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await drop?.();
  });

  it.each([
    ['inquiries', Inquiry],
    ['respondents', Respondent],
    ['users', User],
  ])('no %s created after the copy was made', async (_, entity) => {
    const [latest] = await dataSource
      .getRepository<{ createdAt: Date }>(entity)
      .find({ order: { createdAt: 'DESC' }, take: 1 });
    expect(latest.createdAt.getTime()).toBeLessThanOrEqual(copied);
  });
});
