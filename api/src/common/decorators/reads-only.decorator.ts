import { RouteConfig } from '@nestjs/platform-fastify';
import type { SerialRouteConfig } from '../../database/serialized-routes';

/**
 * Marks a route whose every statement (its guards' included) goes through ReadDatabase and none writes:
 * on SQLite it then runs outside the queue of units of work, beside the one that may be writing.
 */
export const ReadsOnly = () => RouteConfig({ readOnly: true } satisfies SerialRouteConfig);
