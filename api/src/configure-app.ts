import { BadRequestException, INestApplication, ValidationPipe } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import { HttpErrorFilter } from './common/filters/http-error.filter';
import { validationOptions } from './common/pipes/validation-options';
import { AppConfig } from './config/app-config';
import { createOpenApiDocument } from './openapi-document';
import { securityHeaders } from './security-headers';
import { serveApps } from './web/serve-apps';

const JSON_BODY_LIMIT = '1mb';
/** Deeper bodies are refused: recursive validation of a hostile nesting would overflow the stack (500). */
const JSON_MAX_DEPTH = 32;

/** Whether a parsed body nests objects/arrays deeper than max (iterative, so it cannot overflow itself). */
function tooDeep(body: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(value)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Everything main.ts and the test harness both need on the HTTP app: security headers,
 * body limits, /api prefix, validation, OpenAPI, shutdown hooks and the two web apps.
 */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const bodyErrors = new HttpErrorFilter();
  app.use(securityHeaders);
  app.enableCors({ origin: [config.publicUrl], methods: ['GET', 'POST', 'PUT', 'DELETE'] });

  const parsers = [express.json({ limit: JSON_BODY_LIMIT }), express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT })];
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const [json, form] = parsers;
    json(req, res, (err?: unknown) => {
      if (err) return bodyErrors.catch(err, { switchToHttp: () => ({ getResponse: () => res }) } as never);
      form(req, res, (err2?: unknown) => {
        if (err2) return bodyErrors.catch(err2, { switchToHttp: () => ({ getResponse: () => res }) } as never);
        if (tooDeep(req.body, JSON_MAX_DEPTH)) {
          return bodyErrors.catch(new BadRequestException(['The request body is nested too deeply']), { switchToHttp: () => ({ getResponse: () => res }) } as never);
        }
        next();
      });
    });
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.enableShutdownHooks();
  // Behind a load balancer: the client's address (rate limits per address) from X-Forwarded-For.
  if (config.trustProxy !== false) app.getHttpAdapter().getInstance().set('trust proxy', config.trustProxy);

  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));

  serveApps(app, config);
}
