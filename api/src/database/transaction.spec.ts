import { DataSource, EntityManager } from 'typeorm';
import { DEADLOCK_RETRIES, isDeadlock, serializedOnSqlite, transaction } from './transaction';

/** A MySQL data source whose transactions fail with the given errors first, then run the work. */
function fakeMysql(failures: unknown[]) {
  const calls: string[] = [];
  const ds = {
    options: { type: 'mariadb' },
    transaction: async (...args: unknown[]) => {
      const work = args[args.length - 1] as (m: EntityManager) => Promise<unknown>;
      calls.push(args.length === 2 ? String(args[0]) : 'default');
      const failure = failures.shift();
      if (failure) throw failure;
      return work({} as EntityManager);
    },
  } as unknown as DataSource;
  return { ds, calls };
}

const deadlock = Object.assign(new Error('Deadlock found when trying to get lock'), { driverError: { errno: 1213 } });

describe('transaction on MySQL/MariaDB', () => {
  it('recognises a deadlock victim by its errno, wrapped by TypeORM or not', () => {
    expect(isDeadlock(deadlock)).toBe(true);
    expect(isDeadlock({ errno: 1213 })).toBe(true);
    expect(isDeadlock({ driverError: { errno: 1062 } })).toBe(false);
    expect(isDeadlock(new Error('other'))).toBe(false);
  });

  it('runs a deadlock victim again by default, at the session isolation (none named per transaction)', async () => {
    const { ds, calls } = fakeMysql([deadlock, deadlock]);
    await expect(transaction(ds, async () => 'saved')).resolves.toBe('saved');
    expect(calls).toEqual(['default', 'default', 'default']);
  });

  it('gives up after DEADLOCK_RETRIES, and never retries other errors', async () => {
    const always = fakeMysql(Array.from({ length: DEADLOCK_RETRIES + 1 }, () => deadlock));
    await expect(transaction(always.ds, async () => 'saved')).rejects.toBe(deadlock);
    expect(always.calls).toHaveLength(DEADLOCK_RETRIES + 1);
    const duplicate = { driverError: { errno: 1062 } };
    const other = fakeMysql([duplicate]);
    await expect(transaction(other.ds, async () => 'saved')).rejects.toBe(duplicate);
    expect(other.calls).toHaveLength(1);
  });
});

/** A SQLite data source whose transactions just run the work. */
function fakeSqlite() {
  const log: string[] = [];
  const ds = {
    options: { type: 'better-sqlite3' },
    transaction: async (work: (m: EntityManager) => Promise<unknown>) => work({} as EntityManager),
  } as unknown as DataSource;
  return { ds, log };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one queue per SQLite data source', () => {
  it('runs overlapping units one after another, a failed one not stopping the next', async () => {
    const { ds, log } = fakeSqlite();
    const unit = (name: string, fail = false) =>
      serializedOnSqlite(ds, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([unit('a', true), transaction(ds, async () => unit('b')), unit('c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('runs a transaction started inside a unit without waiting for that unit, queued behind its siblings', async () => {
    const { ds, log } = fakeSqlite();
    const request = serializedOnSqlite(ds, async () => {
      const inner = (name: string) =>
        transaction(ds, async () => {
          log.push(`${name} start`);
          await tick();
          log.push(`${name} end`);
        });
      await Promise.all([inner('first'), inner('second')]);
      log.push('request end');
    });
    const next = serializedOnSqlite(ds, async () => log.push('next request'));
    await Promise.all([request, next]);
    expect(log).toEqual(['first start', 'first end', 'second start', 'second end', 'request end', 'next request']);
  });

  it('runs work at once on MySQL/MariaDB', async () => {
    const { ds } = fakeMysql([]);
    const log: string[] = [];
    const slow = serializedOnSqlite(ds, async () => {
      await tick();
      log.push('slow');
    });
    await serializedOnSqlite(ds, async () => log.push('fast'));
    await slow;
    expect(log).toEqual(['fast', 'slow']);
  });
});
