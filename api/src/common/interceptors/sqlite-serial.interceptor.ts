import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { defer, from, lastValueFrom, Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { serializedOnSqlite } from '../../database/transaction';

/** Requests that never write skip the queue: the health probe and signed file downloads. */
const UNQUEUED = /^\/api\/(health|files\/)/;

/**
 * On the embedded SQLite database, handles API requests one at a time (see serializedOnSqlite),
 * so each request's writes commit or roll back on their own. No effect on MySQL/MariaDB.
 */
@Injectable()
export class SqliteSerialInterceptor implements NestInterceptor {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const path = context.switchToHttp().getRequest<FastifyRequest>().url ?? '';
    if (this.dataSource.options.type !== 'better-sqlite3' || UNQUEUED.test(path)) return next.handle();
    return defer(() => from(serializedOnSqlite(this.dataSource, () => lastValueFrom(next.handle(), { defaultValue: undefined }))));
  }
}
