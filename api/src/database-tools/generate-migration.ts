/**
 * Writes a migration for each engine from the difference between the entities and the
 * schema the existing migrations build. Run from api/: npm run migration:generate -- Name
 * MariaDB comes from TEST_DATABASE_URL (default mysql://root@127.0.0.1:3306/test); a scratch
 * database is created beside it and dropped afterwards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { serverFlavor } from '../database/open-database';
import { ENTITIES } from '../entities';
import { withScratchMysqlDatabase } from './scratch-mysql-database';

const srcDir = join(__dirname, '..', '..', 'src', 'database', 'migrations');

async function pendingQueries(db: DatabaseConfig) {
  const ds = new DataSource(
    dataSourceOptions(db, ENTITIES, db.type === 'mysql' ? await serverFlavor(db.url) : undefined),
  );
  await ds.initialize();
  try {
    await ds.runMigrations();
    return await ds.driver.createSchemaBuilder().log();
  } finally {
    await ds.destroy();
  }
}

function render(className: string, up: { query: string }[], down: { query: string }[]): string {
  const lines = (qs: { query: string }[]) =>
    qs.map((q) => `    await queryRunner.query(${JSON.stringify(q.query)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...down].reverse())}
  }
}
`;
}

function register(engine: 'mysql' | 'sqlite', file: string, className: string) {
  const indexFile = join(srcDir, engine, 'index.ts');
  const exportName = engine === 'mysql' ? 'MYSQL_MIGRATIONS' : 'SQLITE_MIGRATIONS';
  const index = readFileSync(indexFile, 'utf8');
  const imports = [...index.matchAll(/^import .*$/gm)].map((m) => m[0]);
  const names = [...index.matchAll(/^\s+(\w+),$/gm)].map((m) => m[1]);
  imports.push(`import { ${className} } from './${file}';`);
  names.push(className);
  writeFileSync(
    indexFile,
    `${imports.join('\n')}\n\n/** Applied in this order. */\nexport const ${exportName}: MigrationClass[] = [\n${names.map((n) => `  ${n},`).join('\n')}\n];\n`,
  );
}

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('usage: generate-migration PascalCaseName');
  const stamp = Date.now();
  const className = `${name}${stamp}`;
  const file = `${stamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

  const dir = mkdtempSync(join(tmpdir(), 'migration-'));
  const sqlite = await pendingQueries({ type: 'sqlite', file: join(dir, 'gen.sqlite') });
  rmSync(dir, { recursive: true, force: true });
  const mysql = await withScratchMysqlDatabase(process.env.TEST_DATABASE_URL, 'gen', (url) =>
    pendingQueries({ type: 'mysql', url }),
  );

  for (const [engine, sql] of [
    ['sqlite', sqlite],
    ['mysql', mysql],
  ] as const) {
    if (!sql.upQueries.length) {
      console.log(`${engine}: schema already matches the entities`);
      continue;
    }
    writeFileSync(join(srcDir, engine, `${file}.ts`), render(className, sql.upQueries, sql.downQueries));
    register(engine, file, className);
    console.log(`${engine}: wrote ${file}.ts (${sql.upQueries.length} statements)`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
