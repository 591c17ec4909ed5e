import type { FastifyInstance, RouteOptions } from 'fastify';
import { DataSource } from 'typeorm';
import { isMysqlFamily } from './engine';
import { asReadOnlyRoute, isReadOnlyChecked, noteReadOnlyRoute } from './read-only-check';
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
 * observable chain). No queue on MySQL/MariaDB. A route marked @ReadsOnly takes no turn; where the check
 * is on (checkReadOnlyRoutes, in the tests, on both engines) its handler is wrapped so that a write it
 * issues is caught. Must be added before the routes are registered.
 */
export function routesAsUnitsOfWork(fastify: FastifyInstance, dataSource: DataSource): void {
  const queued = !isMysqlFamily(dataSource);
  if (!queued && !isReadOnlyChecked(dataSource)) return;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!API_ROUTE.test(route.url) || UNQUEUED.test(route.url)) return;
    const handler = route.handler;
    if ((route.config as SerialRouteConfig | undefined)?.readOnly) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      if (noteReadOnlyRoute(dataSource, name))
        route.handler = function readOnlyHandler(req, reply) {
          return asReadOnlyRoute(dataSource, name, async () => handler.call(this, req, reply));
        };
      return;
    }
    if (!queued) return;
    route.handler = function serializedHandler(req, reply) {
      return serializedOnSqlite(dataSource, async () => handler.call(this, req, reply));
    };
  });
}
