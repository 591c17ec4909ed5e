import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The folders of src by level. Ground folders hold what every module may import, so they import
 * only each other (spreadsheets: the formula guard and the xlsx package guard; questions: the rules of
 * every kind of question). Resources sit on top of them. database-tools/ (seeds, CLIs) and the files at
 * the root of src (app module, entity and module lists, main) assemble everything: nothing below
 * imports them.
 */
const GROUND = new Set(['common', 'config', 'database', 'questions', 'spreadsheets']);
const ASSEMBLY = 'database-tools';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports, re-exports or requires. */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\(\s*)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]);
}

/** The top folder of src a path lies in, or '' for a file at the root of src. */
function topFolder(path: string): string {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? parts[0] : '';
}

interface Edge {
  from: string;
  to: string;
}

function relativeImports(): Edge[] {
  return sourceFiles(SRC).flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => ({ from: file, to: resolve(dirname(file), s) })),
  );
}

const show = ({ from, to }: Edge) => `${relative(SRC, from)} imports ${relative(SRC, to)}`;

describe('import levels of src', () => {
  const edges = relativeImports();

  it('reads the import statements of the tree', () => {
    expect(edges.map(show)).toContain('database/serialized-routes.ts imports database/transaction');
    expect(edges.map(show)).toContain('app.module.ts imports feature-modules');
  });

  it('ground folders import nothing above them', () => {
    const upward = edges.filter((e) => GROUND.has(topFolder(e.from)) && !GROUND.has(topFolder(e.to)));
    expect(upward.map(show)).toEqual([]);
  });

  it('resources and ground folders never import the seeds, the CLIs or the root assembly files', () => {
    const assembly = (path: string) => topFolder(path) === ASSEMBLY || topFolder(path) === '';
    const upward = edges.filter((e) => !assembly(e.from) && assembly(e.to));
    expect(upward.map(show)).toEqual([]);
  });

  // Where a child's entity holds a relation to its parent's, the parent learns of the child through a
  // listener the child registers (PathwaysService.onRemove, CustomersService.onDeactivate,
  // RespondentRemovalHooks), never by importing it.
  it('no two resource folders import each other', () => {
    // read-models/ has a level of its own (below): the resources import it, it imports their entity files.
    const resource = (folder: string) =>
      folder !== '' && folder !== ASSEMBLY && folder !== 'read-models' && !GROUND.has(folder);
    const imports = new Map<string, Edge[]>();
    for (const e of edges) {
      const [from, to] = [topFolder(e.from), topFolder(e.to)];
      if (from === to || !resource(from) || !resource(to)) continue;
      const key = `${from} → ${to}`;
      imports.set(key, [...(imports.get(key) ?? []), e]);
    }
    const cycles = [...imports.keys()]
      .map((key) => key.split(' → '))
      .filter(([from, to]) => from < to && imports.has(`${to} → ${from}`))
      .map(
        ([a, b]) =>
          `${a} ⇄ ${b}: ${[...imports.get(`${a} → ${b}`)!, ...imports.get(`${b} → ${a}`)!].map(show).join('; ')}`,
      );
    expect(cycles).toEqual([]);
  });
});

/** read-models/ sits between the ground and the resources: the named joins across features, over entities only. */
describe('level of read-models/', () => {
  const edges = relativeImports();
  const READ_MODELS = 'read-models';

  it('read models import only ground folders, entity files and each other', () => {
    const wrong = edges.filter(
      (e) =>
        topFolder(e.from) === READ_MODELS &&
        !GROUND.has(topFolder(e.to)) &&
        topFolder(e.to) !== READ_MODELS &&
        !e.to.endsWith('.entity'),
    );
    expect(wrong.map(show)).toEqual([]);
  });
});

/** Folders that may name an engine: the database layer itself and the tools that open databases. */
const ENGINE_AWARE = new Set(['database', ASSEMBLY]);

/** What a file above the database layer must not do: each a way engine knowledge leaks into resource code. */
const ENGINE_LEAKS: [string, RegExp][] = [
  ['imports database/engine', /['"][./]*\/?database\/engine['"]/],
  ['names serializedOnSqlite', /\bserializedOnSqlite\b/],
  ['names isMysqlFamily', /\bisMysqlFamily\b/],
  ['names an isolation level', /\b(READ COMMITTED|READ UNCOMMITTED|REPEATABLE READ|SERIALIZABLE)\b/],
  ['opts into a transaction mode', /\b(REPLACING_ROWS|deadlockRetries)\b/],
  ['checks the engine type', /options\.type\b|['"]better-sqlite3['"]/],
  ['calls .transaction( directly', /\.transaction\(/],
];

describe('engine knowledge stays in database/', () => {
  it('no file outside database/ and database-tools/ queues, checks the engine, names an isolation or opens a transaction itself', () => {
    const leaks = sourceFiles(SRC)
      .filter((file) => !ENGINE_AWARE.has(topFolder(file)) && file !== __filename)
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return ENGINE_LEAKS.filter(([, pattern]) => pattern.test(source)).map(
          ([what]) => `${relative(SRC, file)} ${what}`,
        );
      });
    expect(leaks).toEqual([]);
  });
});

/**
 * Modules whose statements all live in their *.repository.ts (a cross-feature join in read-models/): their
 * services, controllers and helpers call repository functions and write no SQL of their own. A module is
 * added here once its repository holds all of it.
 */
const MODULES_WITH_REPOSITORIES = [
  'actions',
  'answers',
  'api-keys',
  'audit',
  'auth',
  'benchmarks',
  'comments',
  'common/mailed-codes',
  'custom-questions',
  'customers',
  'diagnostic-questions',
  'files',
  'findings',
  'health',
  'idempotency',
  'inquiries',
  'inquiry-types',
  'insights',
  'intake-questions',
  'invitation-limits',
  'library-content',
  'mail',
  'pathways',
  'people',
  'programmes',
  'recommendations',
  'respondents',
  'results',
  'results-studio',
  'roadmaps',
  'scim',
  'signup',
  'sso',
  'translations',
  'users',
  'webhooks',
];

/** What only a repository (or a read model) may do: each a way SQL leaks into a service. */
const SQL_OUTSIDE_REPOSITORY: [string, RegExp][] = [
  ['runs raw SQL', /\.query\s*(<[^>]*>)?\(/],
  ['builds a query', /\bcreateQueryBuilder\b/],
  ['gets a TypeORM repository', /\bgetRepository\b/],
  ['injects a TypeORM repository', /\bInjectRepository\b/],
  [
    'calls the EntityManager or a repository on an entity',
    /\.(?:find\w*|insert|update|delete|upsert|save|remove|count\w*|exists\w*|increment|decrement)\(\s*[A-Z]\w*\s*[,)]/,
  ],
];

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const sqlLeaks = (source: string) =>
  SQL_OUTSIDE_REPOSITORY.filter(([, pattern]) => pattern.test(withoutComments(source))).map(([what]) => what);

describe('SQL stays in repositories', () => {
  it('finds each kind of statement a service might write itself', () => {
    expect(sqlLeaks("return this.dataSource.query('SELECT 1');")).toEqual(['runs raw SQL']);
    expect(sqlLeaks("await this.reads.query<Row>('SELECT id FROM audit_events', []);")).toEqual(['runs raw SQL']);
    expect(sqlLeaks("const qb = this.rows.createQueryBuilder('t');")).toEqual(['builds a query']);
    expect(sqlLeaks('const repo = manager.getRepository(StoredFile);')).toEqual(['gets a TypeORM repository']);
    expect(sqlLeaks('@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>')).toEqual([
      'injects a TypeORM repository',
    ]);
    expect(sqlLeaks('await m.delete(ContentTranslation, id);')).toEqual([
      'calls the EntityManager or a repository on an entity',
    ]);
    expect(sqlLeaks('const row = await m.findOneBy(InvitationDayCount, { customerId });')).toEqual([
      'calls the EntityManager or a repository on an entity',
    ]);
    expect(sqlLeaks("// this.rows.createQueryBuilder('t')\n/* m.query(sql) */ const q = query.action;")).toEqual([]);
  });

  it.each(MODULES_WITH_REPOSITORIES)('%s: no file but its repositories writes SQL', (folder) => {
    const files = sourceFiles(join(SRC, folder)).filter((f) => !/\.spec\.ts$/.test(f));
    expect(files.filter((f) => f.endsWith('.repository.ts')).length).toBeGreaterThan(0);
    const leaks = files
      .filter((f) => !f.endsWith('.repository.ts'))
      .flatMap((f) => sqlLeaks(readFileSync(f, 'utf8')).map((what) => `${relative(SRC, f)} ${what}`));
    expect(leaks).toEqual([]);
  });
});
