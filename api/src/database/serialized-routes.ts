import type { FastifyInstance, RouteOptions } from 'fastify';
import { DataSource } from 'typeorm';
import { serializedOnSqlite } from './transaction';

/** API requests that never write: the health probe and signed file downloads. */
const UNQUEUED = /^\/api\/(health|files\/)/i;
const API_ROUTE = /^\/api(\/|$)/i;

/** Route config of a read that uses only the read connection (see ReadDatabase) and so needs no turn. */
export interface SerialRouteConfig {
  readOnly?: boolean;
}

/**
 * On the embedded SQLite database, runs each API route's whole handler (guards, pipes, handler, error
 * answer) as one unit of work (see serializedOnSqlite), so each request's writes commit or roll back on
 * their own. Done by wrapping the route's handler when Fastify registers it, which costs the requests
 * nothing beyond the queue itself (a Nest interceptor costs every route its own async resource and
 * observable chain). No effect on MySQL/MariaDB. Must be added before the routes are registered.
 */
export function serializeRoutesOnSqlite(fastify: FastifyInstance, dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (
      !API_ROUTE.test(route.url) ||
      UNQUEUED.test(route.url) ||
      (route.config as SerialRouteConfig | undefined)?.readOnly
    )
      return;
    const handler = route.handler;
    route.handler = function serializedHandler(req, reply) {
      return serializedOnSqlite(dataSource, async () => handler.call(this, req, reply));
    };
  });
}
