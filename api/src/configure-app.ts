import { ValidationPipe } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applyIdempotencyToPosts } from './idempotency/idempotent-posts';
import { validationOptions } from './common/pipes/validation-options';
import { provideAuditRequestContext } from './audit/audit-request-context';
import { routesAsUnitsOfWork } from './database/serialized-routes';
import { AppConfig } from './config/app-config';
import { registerBodyParsers } from './body-parsers';
import { createOpenApiDocument } from './openapi-document';
import { securityHeaders } from './security-headers';
import { serveApps } from './web/serve-apps';

/** JSON and form bodies (bytes); the parsers of body-parsers.ts enforce it. */
export const BODY_LIMIT = 1024 * 1024;

const API_PATH = /^\/api(\/|\?|$)/i;

/** The Fastify adapter main.ts and the test harness both build the app on. */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer: the client's address (rate limits per address) from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Paths match as they did under Express: any letter case, with or without a trailing slash.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Refusals before routing (a malformed percent-encoding in the path) in the API's error shape.
    frameworkErrors: (_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      reply
        .header('Cache-Control', 'no-store')
        .code(400)
        .send({ status: 400, title: 'Bad Request', errorMessage: ['The request path is not valid'] });
    },
  });
}

/**
 * Everything main.ts and the test harness both need on the HTTP app: security headers,
 * body limits, /api prefix, validation, OpenAPI, shutdown hooks and the two web apps; initialises the app.
 */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Route wrappers first: they apply to the routes registered after them (at app.init()).
  provideAuditRequestContext(fastify);
  routesAsUnitsOfWork(fastify, app.get(DataSource));
  fastify.addHook('onRequest', securityHeaders);
  fastify.addHook('onRequest', (req, reply, done) => {
    if (API_PATH.test(req.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
  app.enableCors({ origin: [config.publicUrl], methods: ['GET', 'POST', 'PUT', 'DELETE'] });

  registerBodyParsers(fastify, BODY_LIMIT);

  // SCIM clients are configured with a base URL of /scim/v2 (docs/features/scim.md).
  app.setGlobalPrefix('api', { exclude: ['scim/v2/{*path}'] });
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));

  await serveApps(app, config);

  applyIdempotencyToPosts(app);
  // The routes are registered now, with the interceptors just set (a later app in this process sets its own).
  await app.init();
}
