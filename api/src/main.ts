import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { configureApp, createHttpAdapter } from './configure-app';
import { DatabaseUnavailableError, describe, openDatabase } from './database/open-database';
import { runStartupSeed } from './database-tools/seeds/startup-seed';
import { ENTITIES } from './entities';

async function bootstrap() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database, ENTITIES);
  await runStartupSeed(dataSource, config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, dataSource),
    createHttpAdapter(config),
    { bodyParser: false },
  );
  await configureApp(app, config);
  await app.listen(config.port, '::');
  new Logger('Portal').log(
    `Portal on ${config.publicUrl} (port ${config.port}), database ${describe(config.database)}`,
  );
}

bootstrap().catch((err) => {
  // Configuration and database problems are the operator's to fix: one readable line, no stack.
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) console.error(err.message);
  else console.error('The portal could not start:', err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
