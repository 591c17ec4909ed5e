import { ValidationPipe } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { validationOptions } from './common/pipes/validation-options';
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
      reply.header('Cache-Control', 'no-store').code(400).send({ status: 400, title: 'Bad Request', errorMessage: ['The request path is not valid'] });
    },
  });
}

/**
 * Everything main.ts and the test harness both need on the HTTP app: security headers,
 * body limits, /api prefix, validation, OpenAPI, shutdown hooks and the two web apps.
 */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', securityHeaders);
  fastify.addHook('onRequest', (req, reply, done) => {
    if (API_PATH.test(req.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
  app.enableCors({ origin: [config.publicUrl], methods: ['GET', 'POST', 'PUT', 'DELETE'] });

  registerBodyParsers(fastify, BODY_LIMIT);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));

  await serveApps(app, config);
}
