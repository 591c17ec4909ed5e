import { load } from 'js-yaml';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, repoRoot } from '../src/config/app-config';

/**
 * The deployment files (docs/deploying.md). docker-compose.yml must validate with Debian's docker-compose
 * (no Docker engine is needed for `config`), and what it hands the API must be a configuration
 * the API accepts. The Dockerfile is checked for what a build needs, without building it.
 */
const composeFile = join(repoRoot, 'docker-compose.yml');
const envExample = join(repoRoot, '.env.example');
const hasCompose = spawnSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' }).stdout.trim() !== '';

// Only the variables compose should see: PATH for the binary, nothing that could stand in for .env.
const compose = (...args: string[]) =>
  spawnSync('docker-compose', ['-f', composeFile, ...args], {
    encoding: 'utf8',
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: (string | { source: string; target: string })[];
  ports?: unknown[];
}

if (!hasCompose)
  console.log('docker-compose config SKIPPED: docker-compose is not installed (apt-get install -y docker-compose)');

(hasCompose ? describe : describe.skip)('docker-compose.yml with .env.example', () => {
  let services: Record<string, Service>;
  beforeAll(() => {
    const run = compose('--env-file', envExample, 'config');
    if (run.status !== 0) throw new Error(`docker-compose config failed:\n${run.stderr}`);
    services = (load(run.stdout) as { services: Record<string, Service> }).services;
  });

  it('validates and defines the database, the API, the object store with its bucket job, Redis and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailpit', 'minio', 'minio-init', 'mysql', 'redis']);
    expect(services.mysql.image).toMatch(/^mysql:8/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-init'].image).toMatch(/^minio\/mc/);
  });

  it('keeps MySQL and MinIO data in volumes and checks their health', () => {
    for (const name of ['mysql', 'minio']) {
      expect(services[name].healthcheck).toBeDefined();
      const targets = (services[name].volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[1] : v.target));
      expect(targets).toContain(name === 'mysql' ? '/var/lib/mysql' : '/data');
    }
  });

  it('starts the API from the Dockerfile once MySQL is healthy, Redis is up and the bucket exists', () => {
    expect(services.api.build).toBeDefined();
    expect(services.api.depends_on).toEqual({
      mysql: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
  });

  it('hands the API a configuration it accepts: MySQL, the MinIO bucket, Redis, the mail catcher', () => {
    const env = Object.fromEntries(Object.entries(services.api.environment ?? {}).map(([k, v]) => [k, v ?? '']));
    const config = loadConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-compose-')) });
    expect(config.database).toEqual({
      type: 'mysql',
      url: 'mysql://portal:change-me-database-password@mysql:3306/portal',
    });
    expect(config.storage).toEqual({
      type: 's3',
      bucket: 'portal-files',
      prefix: '',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.smtpUrl).toBe('smtp://mailpit:1025');
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.AWS_ACCESS_KEY_ID).toBe('portal-api');
    expect(env.NODE_ENV).toBe('production');
  });

  it('documents in .env.example every variable the compose file reads', () => {
    const used = new Set([...readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    const documented = new Set([...readFileSync(envExample, 'utf8').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...used].filter((v) => !documented.has(v))).toEqual([]);
  });

  it('refuses to start without the secrets, naming the first one missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-compose-env-'));
    writeFileSync(join(dir, '.env'), 'MYSQL_ROOT_PASSWORD=x\n');
    const run = compose('--env-file', join(dir, '.env'), 'config');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/set [A-Z_]+ in \.env/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const workspaces: string[] = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;

  it('builds in stages on node:20-bookworm-slim and runs the API as a non-root user with a health check', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\} AS (\w[\w-]*)$/gm)).toEqual([
      'FROM ${NODE_IMAGE} AS build',
      'FROM ${NODE_IMAGE} AS prod-deps',
      'FROM ${NODE_IMAGE} AS runtime',
    ]);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace=api/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "api\/dist\/main\.js"\]$/m);
  });

  it('copies every workspace manifest before npm ci (a missing one breaks the install)', () => {
    for (const ws of workspaces) expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it('copies the built apps where the API serves them from', () => {
    for (const dir of ['packages/contracts/dist', 'api/dist', 'backoffice/dist', 'survey-app/dist'])
      expect(dockerfile).toContain(`COPY --from=build /app/${dir} ${dir}`);
  });

  it('keeps dependencies, builds and local data out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
