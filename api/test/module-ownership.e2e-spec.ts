import { Injectable, Module } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DataSource, Repository } from 'typeorm';
import { ENTITIES } from '../src/entities';
import { User } from '../src/users/user.entity';
import {
  declaringFolders,
  foreignTableUses,
  moduleOwnership,
  sourceFiles,
  splitSource,
  sqlTables,
  SRC,
} from './support/module-ownership';
import { createTestApp, TestApp } from './support/test-app';

@Injectable()
class ForeignRepositoryProbe {
  constructor(@InjectRepository(User) readonly users: Repository<User>) {}
}

/** A module that breaks both rules: it registers and injects the users module's entity. */
@Module({ imports: [TypeOrmModule.forFeature([User])], providers: [ForeignRepositoryProbe] })
class ForeignEntityProbeModule {}

/**
 * Each entity belongs to the module of its folder: only that module registers it in
 * TypeOrmModule.forFeature and injects its repository; others call the owner's exported service.
 */
describe('Modules own their tables', () => {
  let t: TestApp;
  const folders = declaringFolders();
  beforeAll(async () => {
    t = await createTestApp({ demo: false, imports: [ForeignEntityProbeModule] });
  });
  afterAll(() => t.close());

  it('no module registers or injects an entity of another module, and no entity is registered twice', () => {
    const { registeredBy, problems } = moduleOwnership(t.app.get(ModulesContainer), ENTITIES, folders);
    expect(problems).toEqual([]);
    expect(registeredBy.get('User')).toEqual(['UsersModule']);
    expect(registeredBy.get('SurveyAnswer')).toEqual(['AnswersModule']);
    expect(registeredBy.get('AnswerTotal')).toEqual(['AnswersModule']);
  });

  it("reports a module that registers and injects another module's entity", () => {
    const withProbe = new Map(folders).set(ForeignEntityProbeModule, 'probe');
    const { problems } = moduleOwnership(t.app.get(ModulesContainer), ENTITIES, withProbe);
    expect(problems).toEqual([
      'ForeignEntityProbeModule registers User (owned by users/) in TypeOrmModule.forFeature',
      'ForeignRepositoryProbe in ForeignEntityProbeModule injects the repository of User (owned by users/)',
      'User is registered by UsersModule, ForeignEntityProbeModule',
    ]);
  });
});

/** Value imports of another resource folder's entity class (type-only imports, the entities' own relations and read-models/ are fine). */
function foreignEntityUses(): string[] {
  const uses: string[] = [];
  const ground = /^(database|database-tools|common|config|read-models)\//;
  for (const file of sourceFiles(SRC, '.ts')) {
    const path = relative(SRC, file);
    if (!path.includes('/') || ground.test(path) || /\.(entity|spec)\.ts$/.test(path)) continue;
    const folder = path.split('/')[0];
    const source = readFileSync(file, 'utf8');
    for (const [, names, target] of source.matchAll(/^import \{([^}]*)\} from '\.\.\/([a-z-]+)\/[a-z-]+\.entity';/gm)) {
      if (target === folder) continue;
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type ')))
        uses.push(`${path} → ${target}/${name}`);
    }
  }
  return uses.sort();
}

describe('Entities reached across modules', () => {
  it('are none: a read across modules lives in read-models/', () => {
    expect(foreignEntityUses()).toEqual([]);
  });
});

/** Files whose SQL or EntityManager calls may reach other modules' tables: the named read models. */
const READ_MODELS = /^read-models\//;

describe('Tables named across modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  /** Table names and entity class names → the top src/ folder that declares the entity. */
  function tableOwners(): Map<string, string> {
    const folders = declaringFolders();
    const owners = new Map<string, string>();
    for (const { target, tableName } of t.app.get(DataSource).entityMetadatas) {
      const folder = typeof target === 'function' ? folders.get(target) : undefined;
      if (typeof target !== 'function' || folder === undefined) continue;
      const owner = folder.split('/')[0];
      owners.set(tableName, owner).set(target.name, owner);
    }
    return owners;
  }

  const scanned = () =>
    sourceFiles(SRC, '.ts').filter(
      (f) => !/\.spec\.ts$/.test(f) && !/^(database\/migrations|database-tools)\//.test(relative(SRC, f)),
    );

  it('the table map comes from the data source', () => {
    const owners = tableOwners();
    expect(owners.get('respondents')).toBe(owners.get('Respondent'));
    expect(owners.get('survey_answers')).toBe('answers');
    expect(owners.get('users')).toBe('users');
  });

  it('only read-models/ names tables of other modules', () => {
    const found = foreignTableUses(scanned(), tableOwners())
      .filter((u) => !READ_MODELS.test(u.file))
      .map((u) => `${u.file} → ${u.table} (${u.owner}/)`);
    expect(found).toEqual([]);
  });
});

describe('The SQL reader', () => {
  it('finds tables after FROM, JOIN, INTO, UPDATE with quotes, aliases, schemas and comma joins', () => {
    expect(sqlTables('SELECT a.id FROM `survey_answers` a JOIN respondents AS r ON r.id = a.respondent_id')).toEqual([
      'survey_answers',
      'respondents',
    ]);
    expect(sqlTables('DELETE FROM "main"."users" WHERE id IN (SELECT id FROM customers c, inquiries i)')).toEqual([
      'users',
      'customers',
      'inquiries',
    ]);
    expect(sqlTables('INSERT INTO answer_totals (x) SELECT 1; UPDATE [segment_totals] SET x = 1')).toEqual([
      'answer_totals',
      'segment_totals',
    ]);
    expect(sqlTables('FROM t WHERE a, b')).toEqual(['t']);
    expect(sqlTables('the answers from users are kept')).toEqual([]);
  });

  it('reads strings and templates but not comments', () => {
    const { code, strings } = splitSource(
      [
        '// SELECT * FROM users',
        '/* JOIN customers */ const re = /["`]/g;',
        "const q = `SELECT x FROM ${table} t JOIN respondents r ON ${cond(`a`)} WHERE 'it''s'`;",
        "m.getRepository(Customer).find(); qb.innerJoin('survey_answers', 'a');",
      ].join('\n'),
    );
    expect(code).not.toContain('users');
    expect(code).not.toContain('customers');
    expect(strings.flatMap(sqlTables)).toEqual(['respondents']);
    expect(code).toContain('getRepository(Customer)');
    expect(code).toContain("innerJoin('survey_answers'");
  });
});
