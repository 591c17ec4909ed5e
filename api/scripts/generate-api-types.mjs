// Writes packages/contracts/src/api-types.ts from the OpenAPI document of the built API (dist/):
// the real AppModule on a throw-away SQLite database, created but never listening.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_TYPES_FILE, renderApiTypes } from './api-types.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { AppModule } = require('../dist/app.module');
const { loadConfig } = require('../dist/config/app-config');
const { configureApp, createHttpAdapter } = require('../dist/configure-app');
const { openDatabase } = require('../dist/database/open-database');
const { ENTITIES } = require('../dist/entities');
const { createOpenApiDocument } = require('../dist/openapi-document');

const dataDir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'openapi-generation-only-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    SEED: 'none',
  });
  const dataSource = await openDatabase(config.database, ENTITIES);
  const app = await NestFactory.create(AppModule.forRoot(config, dataSource), createHttpAdapter(config), {
    bodyParser: false,
    logger: ['error'],
  });
  await configureApp(app, config);
  // Through JSON, as /api/docs-json serves it (and as the drift test reads it).
  const types = await renderApiTypes(JSON.parse(JSON.stringify(createOpenApiDocument(app))));
  await app.close();
  if (dataSource.isInitialized) await dataSource.destroy();
  writeFileSync(API_TYPES_FILE, types);
  console.log(`Wrote ${API_TYPES_FILE}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
