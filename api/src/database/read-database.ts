import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';

/** What a plain-row read needs of a database: DataSource.query's shape, so a read takes either. */
export interface RowReader {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- DataSource.query's own type, so a DataSource is a RowReader
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

/** mysql2's pool, as TypeORM's MySQL driver holds it (guarded by guardPool). */
interface MysqlPool {
  query(sql: string, values: unknown[], callback: (err: unknown, rows: unknown) => void): void;
}

/** Prepared statements kept per read connection; the oldest is dropped first. */
const STATEMENTS_KEPT = 200;

/**
 * Plain-row reads of committed data, for the hot read routes (see ReadsOnly). On the embedded SQLite
 * database these run on a second, read-only connection to the same file: in WAL mode it sees only
 * committed transactions, so a read needs no turn in the request queue (see routesAsUnitsOfWork)
 * and never sees another request's transaction half done, and its prepared statements run without
 * TypeORM's query runner around them. On MySQL/MariaDB the pool's connections already give that: reads
 * go straight to TypeORM's mysql2 pool (the same connections and settings, without a query runner per
 * statement). Statements are reported to the DataSource's logger, as TypeORM's own are. An in-memory
 * SQLite database has no second connection: reads use the DataSource there.
 */
@Injectable()
export class ReadDatabase implements RowReader, OnApplicationShutdown {
  private readonly connection: Database.Database | null;
  private readonly pool: MysqlPool | null;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const options = dataSource.options;
    const file = options.type === 'better-sqlite3' ? options.database : undefined;
    this.connection = file && file !== ':memory:' ? new Database(file, { readonly: true, fileMustExist: true }) : null;
    this.connection?.pragma('busy_timeout = 5000');
    this.pool = (dataSource.driver as unknown as { pool?: MysqlPool }).pool ?? null;
  }

  query<T = Record<string, unknown>>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    if (!this.connection && !this.pool) return this.dataSource.query(sql, parameters);
    this.dataSource.logger.logQuery(sql, parameters);
    if (this.pool) {
      const pool = this.pool;
      return new Promise((resolve, reject) =>
        pool.query(sql, parameters, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
      );
    }
    try {
      // better-sqlite3 binds no booleans (TypeORM's driver turns them into 0/1 too).
      return Promise.resolve(
        this.statement(sql).all(...parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p))) as T[],
      );
    } catch (error) {
      return Promise.reject(error);
    }
  }

  onApplicationShutdown(): void {
    this.connection?.close();
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection!.prepare(sql);
      this.statements.set(sql, statement);
      if (this.statements.size > STATEMENTS_KEPT) this.statements.delete(this.statements.keys().next().value!);
    }
    return statement;
  }
}
