import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_ASSET_PREFIX, appForPath, WebApp } from '@portal/contracts';

const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png)$/;
const API_PATH = /^\/api(\/|$)/i;

/**
 * Serves both built apps from this process: hashed assets with a long cache, and the
 * right index.html for every non-API GET by the contracts' route table.
 */
export async function serveApps(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const roots: Record<WebApp, string> = {
    backoffice: config.webRoots.backoffice,
    'survey-app': config.webRoots.surveyApp,
  };

  for (const name of Object.keys(roots) as WebApp[]) {
    await app.register(fastifyStatic, {
      root: roots[name],
      prefix: `${APP_ASSET_PREFIX[name]}/`,
      decorateReply: false,
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Paths nothing else routes: app pages, or a 404 in the API's error shape under /api.
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (req, reply) => {
      const path = req.url.split('?')[0];
      if (API_PATH.test(path)) return reply.callNotFound();
      const name = appForPath(path);
      const index = join(roots[name], 'index.html');
      reply.header('Cache-Control', 'no-cache');
      if (!existsSync(index)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(`The ${name} is not built yet: run "npm run build" at the repository root.`);
      }
      return reply.type('text/html; charset=utf-8').send(createReadStream(index));
    });
}
