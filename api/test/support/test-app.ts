import { Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource, Repository } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { TokenService } from '../../src/auth/token.service';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { configureApp, createHttpAdapter } from '../../src/configure-app';
import { ENTITIES } from '../../src/entities';
import { openDatabase } from '../../src/database/open-database';
import { checkReadOnlyRoutes } from '../../src/database/read-only-check';
import { seedDemo } from '../../src/database-tools/seeds/demo-seed';
import { User } from '../../src/users/user.entity';
import { copyTemplateDatabase } from './template-databases';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Seed the demo of decisions.md §8 (default true). */
  demo?: boolean;
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Extra controllers/modules mounted for a test (probes of guards and helpers). */
  controllers?: Type[];
  imports?: Type[];
  /** Adjust the loaded config (for example webRoots). */
  config?: (config: AppConfig) => void;
  /**
   * Migrate (and seed) a new database instead of copying the run's template (see
   * template-databases.ts): for a file whose test depends on that path itself.
   */
  fresh?: boolean;
}

export interface TestApp {
  app: NestFastifyApplication;
  /** METHOD and path of every route Fastify registered (HEAD and OPTIONS included). */
  routes: { method: string; url: string }[];
  http: () => TestAgent;
  dataSource: DataSource;
  config: AppConfig;
  users: Repository<User>;
  /** A valid bearer token for a seeded user, without going through the throttled login. */
  tokenFor: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Boots the real app (same configureApp as main.ts) on a fresh database of the engine under test:
 * a copy of the run's template, else migrated (and seeded) here.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  const demo = options.demo !== false;
  const copy = options.fresh ? undefined : await copyTemplateDatabase(demo ? 'demo' : 'bare');
  const { db, drop } = copy ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_THROTTLE_PER_MINUTE: '10000',
    SEED: 'none',
    // The workers' lower priority is for a server's busy cores; beside the suite's other processes at nice 0 it
    // left PDF, workbook and team work a tenth of a core (docs/performance.md, "The test suite").
    WORKER_NICE: '0',
    ...options.env,
  });
  config.database = db;
  options.config?.(config);

  const dataSource = await openDatabase(config.database, ENTITIES, { migrate: !copy });
  // A route marked @ReadsOnly that writes fails the spec that calls it (see read-only-check.ts).
  checkReadOnlyRoutes(dataSource);
  if (!copy && demo) await seedDemo(dataSource);

  const moduleRef = await Test.createTestingModule({
    // Test-only controllers may inject any entity's repository.
    imports: [AppModule.forRoot(config, dataSource), TypeOrmModule.forFeature(ENTITIES), ...(options.imports ?? [])],
    controllers: options.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    bodyParser: false,
    logger: ['error'],
  });
  const routes: TestApp['routes'] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const users = app.get<Repository<User>>(getRepositoryToken(User));
  const tokens = app.get(TokenService);
  return {
    app,
    routes,
    http: () => request(app.getHttpServer()),
    dataSource,
    config,
    users,
    tokenFor: async (email) => tokens.issue(await users.findOneByOrFail({ email })),
    close: async () => {
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = {
  operator: 'operator@demo.test',
  northwindAdmin: 'admin@northwind.demo.test',
  northwindStaff: 'staff1@northwind.demo.test',
  contosoAdmin: 'admin@contoso.demo.test',
  contosoStaff: 'staff1@contoso.demo.test',
  password: 'Demo#Pass2026',
} as const;
