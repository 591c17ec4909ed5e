import { INestApplication, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { HttpErrorFilter } from './common/filters/http-error.filter';
import { validationOptions } from './common/pipes/validation-options';
import { AppConfig } from './config/app-config';
import { serveApps } from './web/serve-apps';

export const JSON_BODY_LIMIT = '1mb';

/**
 * Everything main.ts and the test harness both need on the HTTP app: security headers,
 * body limits, /api prefix, validation, OpenAPI, shutdown hooks and the two web apps.
 */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const bodyErrors = new HttpErrorFilter();
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI and emotion inject style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
    }),
  );
  app.enableCors({ origin: [config.publicUrl], methods: ['GET', 'POST', 'PUT', 'DELETE'] });

  const parsers = [express.json({ limit: JSON_BODY_LIMIT }), express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT })];
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const [json, form] = parsers;
    json(req, res, (err?: unknown) => {
      if (err) return bodyErrors.catch(err, { switchToHttp: () => ({ getResponse: () => res }) } as never);
      form(req, res, (err2?: unknown) => (err2 ? bodyErrors.catch(err2, { switchToHttp: () => ({ getResponse: () => res }) } as never) : next()));
    });
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.enableShutdownHooks();
  // Behind a load balancer: the client's address (rate limits per address) from X-Forwarded-For.
  if (config.trustProxy !== false) app.getHttpAdapter().getInstance().set('trust proxy', config.trustProxy);

  const openApi = new DocumentBuilder()
    .setTitle('Diagnostic portal API')
    .setDescription('Every call of the specifications, under /api. Errors: {status, title, errorMessage[]}.')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  serveApps(app, config);
}
