import { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_ASSET_PREFIX, appForPath, WebApp } from '@portal/contracts';

/**
 * Serves both built apps from this process: hashed assets with a long cache, and the
 * right index.html for every non-API GET by the contracts' route table.
 */
export function serveApps(app: INestApplication, config: AppConfig): void {
  const roots: Record<WebApp, string> = { backoffice: config.webRoots.backoffice, 'survey-app': config.webRoots.surveyApp };

  for (const name of Object.keys(roots) as WebApp[]) {
    app.use(
      APP_ASSET_PREFIX[name],
      express.static(roots[name], {
        index: false,
        fallthrough: true,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (Object.values(APP_ASSET_PREFIX).some((prefix) => req.path.startsWith(`${prefix}/`))) return next();
    const name = appForPath(req.path);
    const index = join(roots[name], 'index.html');
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${name} is not built yet: run "npm run build" at the repository root.`);
      return;
    }
    res.sendFile(index);
  });
}
