import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseStorageUrl, StorageConfig } from '../files/storage-url';

export type DatabaseConfig =
  | { type: 'sqlite'; file: string }
  | { type: 'mysql'; url: string };

export type SeedMode = 'auto' | 'demo' | 'none';

/** The validated, typed configuration of one API process. Built only by loadConfig. */
export interface AppConfig {
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  tokenLifetimeSeconds: number;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** How often the mail worker looks for due mail (MAIL_POLL_INTERVAL_MS, 0 = no worker in this process). */
  mailPollIntervalMs: number;
  admin: { email: string; password: string } | null;
  seed: SeedMode;
  authThrottlePerMinute: number;
  /** File bytes: DATA_DIR/files on disk unless STORAGE_URL names an S3-compatible bucket. */
  storage: StorageConfig;
  /** REDIS_URL: rate-limit counters shared by every API instance; null = per process. */
  redisUrl: string | null;
  /** Where the built apps live; not an environment variable, tests point it elsewhere. */
  webRoots: { backoffice: string; surveyApp: string };
}

export class ConfigError extends Error {}

/** Repository root: api/src/config or api/dist/config, three levels up. */
export const repoRoot = resolve(__dirname, '..', '..', '..');

const PASSWORD_RULE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,}$/;

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. Every problem is collected so one start
 * tells the operator everything that is wrong, in one readable message.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const port = integer(value('PORT') ?? '3000', 'PORT', 1, 65535, problems);
  const dataDir = resolve(repoRoot, value('DATA_DIR') ?? 'data');

  const database = parseDatabaseUrl(value('DATABASE_URL'), dataDir, problems);

  const publicUrl = (value('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);

  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push(`SMTP_URL must start with smtp:// or smtps://`);

  const adminEmail = value('ADMIN_EMAIL');
  const adminPassword = value('ADMIN_PASSWORD');
  let admin: AppConfig['admin'] = null;
  if (adminEmail || adminPassword) {
    if (!adminEmail || !adminPassword) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an email address');
    else if (!PASSWORD_RULE.test(adminPassword))
      problems.push('ADMIN_PASSWORD needs at least 8 characters, a number, 1 upper, 1 lower and 1 special character');
    else admin = { email: adminEmail.toLowerCase(), password: adminPassword };
  }

  const seedRaw = (value('SEED') ?? 'auto').toLowerCase();
  if (!['auto', 'demo', 'none'].includes(seedRaw)) problems.push(`SEED must be auto, demo or none, got "${seedRaw}"`);

  const lifetimeHours = number(value('TOKEN_LIFETIME_HOURS') ?? '8', 'TOKEN_LIFETIME_HOURS', problems);
  if (lifetimeHours <= 0 || lifetimeHours > 24 * 30) problems.push('TOKEN_LIFETIME_HOURS must be between 0 and 720');

  const throttle = integer(value('AUTH_THROTTLE_PER_MINUTE') ?? '10', 'AUTH_THROTTLE_PER_MINUTE', 1, 1_000_000, problems);

  const storage = parseStorageUrl(value('STORAGE_URL'), dataDir, env, problems);
  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl && !/^rediss?:\/\/[^/?#]+/.test(redisUrl)) problems.push('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0');

  const mailPollIntervalMs = integer(value('MAIL_POLL_INTERVAL_MS') ?? '5000', 'MAIL_POLL_INTERVAL_MS', 0, 3_600_000, problems);

  const jwtSecretEnv = value('JWT_SECRET');
  if (jwtSecretEnv && jwtSecretEnv.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecretEnv && env.NODE_ENV === 'production') problems.push('JWT_SECRET is required when NODE_ENV=production');

  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    port,
    dataDir,
    database,
    jwtSecret: jwtSecretEnv ?? generatedSecret(dataDir),
    tokenLifetimeSeconds: Math.round(lifetimeHours * 3600),
    publicUrl,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? 'Diagnostic Portal <no-reply@localhost>',
    mailPollIntervalMs,
    admin,
    seed: seedRaw as SeedMode,
    authThrottlePerMinute: throttle,
    storage,
    redisUrl,
    webRoots: {
      backoffice: join(repoRoot, 'backoffice', 'dist'),
      surveyApp: join(repoRoot, 'survey-app', 'dist'),
    },
  };
}

function parseDatabaseUrl(raw: string | undefined, dataDir: string, problems: string[]): DatabaseConfig {
  if (!raw) return { type: 'sqlite', file: join(dataDir, 'portal.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.replace(/^sqlite:(\/\/)?/, '');
    if (!file) problems.push('DATABASE_URL sqlite: needs a file path, e.g. sqlite:///var/lib/portal.sqlite');
    return { type: 'sqlite', file: isAbsolute(file) ? file : resolve(repoRoot, file) };
  }
  if (/^(mysql|mariadb):\/\//.test(raw)) {
    try {
      const url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
      if (!url.hostname || url.pathname.length < 2) throw new Error('missing host or database');
      return { type: 'mysql', url: url.toString() };
    } catch {
      problems.push('DATABASE_URL must look like mysql://user:password@host:3306/database');
      return { type: 'mysql', url: raw };
    }
  }
  problems.push(`DATABASE_URL must start with mysql://, mariadb:// or sqlite: (got "${raw.split(':')[0]}:...")`);
  return { type: 'sqlite', file: '' };
}

/** The embedded default keeps a random secret in DATA_DIR so tokens survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function number(raw: string, name: string, problems: string[]): number {
  const n = Number(raw);
  if (!Number.isFinite(n)) problems.push(`${name} must be a number, got "${raw}"`);
  return n;
}

function integer(raw: string, name: string, min: number, max: number, problems: string[]): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function isHttpUrl(v: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}
