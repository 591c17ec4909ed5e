import { PASSWORD_PATTERN } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseStorageUrl, StorageConfig } from './storage-url';

export type DatabaseConfig = { type: 'sqlite'; file: string } | { type: 'mysql'; url: string };

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
  /** MAIL_BODY_RETENTION_MINUTES: how long a sent (or given-up) mail keeps its text and html; 0 = blanked at the next round. */
  mailBodyRetentionMinutes: number;
  admin: { email: string; password: string } | null;
  seed: SeedMode;
  authThrottlePerMinute: number;
  /** AUTH_ACCOUNT_THROTTLE_PER_MINUTE: attempts on one account from all addresses together. */
  authAccountThrottlePerMinute: number;
  /** File bytes: DATA_DIR/files on disk unless STORAGE_URL names an S3-compatible bucket. */
  storage: StorageConfig;
  /** REDIS_URL: rate-limit counters shared by every API instance; null = per process. */
  redisUrl: string | null;
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (Express 'trust proxy'); false = none. */
  trustProxy: boolean | number | string;
  /** Insights, anonymity floor (docs/security.md#anonymity-floor): fewest completed forms before a customer admin sees computed aggregates (MIN_RESPONDENTS). */
  minRespondents: number;
  /** BENCHMARK_MIN_ORGS: fewest organisations in a benchmark pool before it is shown, and fewest changed members before a shown pool is renewed (≥ 3). */
  benchmarkMinOrgs: number;
  /** DK_FLAG_THRESHOLD: a Don't Know share above this (0-1) is flagged beside the averages. */
  dkFlagThreshold: number;
  /** IPA_CROSSHAIR: where the importance-performance quadrants split; mean = grand means of the item means, midpoint = 3. */
  ipaCrosshair: 'mean' | 'midpoint';
  /** REMINDER_DAYS_BEFORE_EXPIRY: automatic reminder this many days before expiry; 0 = off. */
  reminderDaysBeforeExpiry: number;
  /** REMINDER_POLL_INTERVAL_MS: how often the reminder timer looks for due automatic reminders. */
  reminderPollIntervalMs: number;
  /** PROGRAMME_POLL_INTERVAL_MS: how often the programme timer looks for due rounds (0: never). */
  programmePollIntervalMs: number;
  /** INVITATIONS_PER_DAY: invitation, notice and reminder mails one organisation may queue per UTC day (a customer's own limit overrides it). */
  invitationsPerDay: number;
  /** ADD_PARTICIPANTS_PER_MINUTE: AddParticipants calls per organisation per minute. */
  addParticipantsPerMinute: number;
  /** OPEN_LINK_STARTS_PER_HOUR: anonymous forms one address may start through open links per hour. */
  openLinkStartsPerHour: number;
  /** GENERATED_FILE_RETENTION_HOURS: PDF reports and answers exports older than this are removed; 0 = kept for ever. */
  generatedFileRetentionHours: number;
  /** WORKER_NICE: added to the nice value of the worker threads on Linux, so busy cores answer requests first (0-19). */
  workerNiceIncrement: number;
  /** The audit log's bounds: AUDIT_RETENTION_DAYS, AUDIT_MAX_ROWS, and AUDIT_AGGREGATE_SECONDS (repeats within it share one row). */
  audit: { retentionDays: number; maxRows: number; aggregateSeconds: number };
  /** API_KEY_REQUESTS_PER_MINUTE: calls one API key may make per minute (429 beyond). */
  apiKeyRequestsPerMinute: number;
  /** WEBHOOK_ALLOW_PRIVATE admits loopback/private targets and http://; WEBHOOK_POLL_INTERVAL_MS (0 = no worker in this process). */
  webhooks: { allowPrivate: boolean; pollIntervalMs: number };
  /**
   * Single sign-on: SSO_SECRET_KEY (32 bytes, hex or base64) seals client secrets; SSO_ALLOW_HTTP_ISSUER admits http://
   * issuers (tests); SSO_ALLOW_PRIVATE_ISSUER admits issuers on loopback, private or link-local addresses (an on-premises
   * provider; tests), which are otherwise never called, as a tenant types the issuer URL. SSO_DNS_SERVERS (host:port, comma
   * separated) are the resolvers asked for domain proofs (_portal-challenge TXT records); empty: the system's resolvers.
   */
  sso: { secretKey: Buffer; allowHttpIssuer: boolean; allowPrivateIssuer: boolean; dnsServers: string[] };
  /** Where the built apps live; not an environment variable, tests point it elsewhere. */
  webRoots: { backoffice: string; surveyApp: string };
}

export class ConfigError extends Error {}

/** Repository root: api/src/config or api/dist/config, three levels up. */
export const repoRoot = resolve(__dirname, '..', '..', '..');

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
    else if (!PASSWORD_PATTERN.test(adminPassword))
      problems.push('ADMIN_PASSWORD needs at least 8 characters, a number, 1 upper, 1 lower and 1 special character');
    else admin = { email: adminEmail.toLowerCase(), password: adminPassword };
  }

  const seedRaw = (value('SEED') ?? 'auto').toLowerCase();
  if (!['auto', 'demo', 'none'].includes(seedRaw)) problems.push(`SEED must be auto, demo or none, got "${seedRaw}"`);

  const lifetimeHours = number(value('TOKEN_LIFETIME_HOURS') ?? '8', 'TOKEN_LIFETIME_HOURS', problems);
  if (lifetimeHours <= 0 || lifetimeHours > 24 * 30) problems.push('TOKEN_LIFETIME_HOURS must be between 0 and 720');

  const throttle = integer(
    value('AUTH_THROTTLE_PER_MINUTE') ?? '10',
    'AUTH_THROTTLE_PER_MINUTE',
    1,
    1_000_000,
    problems,
  );
  const accountThrottle = integer(
    value('AUTH_ACCOUNT_THROTTLE_PER_MINUTE') ?? '100',
    'AUTH_ACCOUNT_THROTTLE_PER_MINUTE',
    1,
    1_000_000,
    problems,
  );

  const storage = parseStorageUrl(value('STORAGE_URL'), dataDir, env, problems);
  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl && !/^rediss?:\/\/[^/?#]+/.test(redisUrl))
    problems.push('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0');
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);

  const mailPollIntervalMs = integer(
    value('MAIL_POLL_INTERVAL_MS') ?? '5000',
    'MAIL_POLL_INTERVAL_MS',
    0,
    3_600_000,
    problems,
  );
  const mailBodyRetentionMinutes = integer(
    value('MAIL_BODY_RETENTION_MINUTES') ?? '60',
    'MAIL_BODY_RETENTION_MINUTES',
    0,
    525_600,
    problems,
  );

  const minRespondents = integer(value('MIN_RESPONDENTS') ?? '5', 'MIN_RESPONDENTS', 1, 1000, problems);
  const benchmarkMinOrgs = integer(value('BENCHMARK_MIN_ORGS') ?? '5', 'BENCHMARK_MIN_ORGS', 3, 1000, problems);
  const dkFlagThreshold = number(value('DK_FLAG_THRESHOLD') ?? '0.30', 'DK_FLAG_THRESHOLD', problems);
  if (!(dkFlagThreshold >= 0 && dkFlagThreshold <= 1))
    problems.push('DK_FLAG_THRESHOLD must be a share from 0 to 1, e.g. 0.30');
  const ipaCrosshair = (value('IPA_CROSSHAIR') ?? 'mean').toLowerCase();
  if (ipaCrosshair !== 'mean' && ipaCrosshair !== 'midpoint')
    problems.push(`IPA_CROSSHAIR must be mean or midpoint, got "${ipaCrosshair}"`);
  const reminderDaysBeforeExpiry = integer(
    value('REMINDER_DAYS_BEFORE_EXPIRY') ?? '0',
    'REMINDER_DAYS_BEFORE_EXPIRY',
    0,
    365,
    problems,
  );
  const reminderPollIntervalMs = integer(
    value('REMINDER_POLL_INTERVAL_MS') ?? '3600000',
    'REMINDER_POLL_INTERVAL_MS',
    1000,
    86_400_000,
    problems,
  );
  const programmePollIntervalMs = integer(
    value('PROGRAMME_POLL_INTERVAL_MS') ?? '60000',
    'PROGRAMME_POLL_INTERVAL_MS',
    0,
    86_400_000,
    problems,
  );

  const invitationsPerDay = integer(
    value('INVITATIONS_PER_DAY') ?? '500',
    'INVITATIONS_PER_DAY',
    0,
    1_000_000,
    problems,
  );
  const addParticipantsPerMinute = integer(
    value('ADD_PARTICIPANTS_PER_MINUTE') ?? '30',
    'ADD_PARTICIPANTS_PER_MINUTE',
    1,
    1_000_000,
    problems,
  );
  const openLinkStartsPerHour = integer(
    value('OPEN_LINK_STARTS_PER_HOUR') ?? '60',
    'OPEN_LINK_STARTS_PER_HOUR',
    1,
    1_000_000,
    problems,
  );

  const workerNiceIncrement = integer(value('WORKER_NICE') ?? '10', 'WORKER_NICE', 0, 19, problems);

  const generatedFileRetentionHours = integer(
    value('GENERATED_FILE_RETENTION_HOURS') ?? '24',
    'GENERATED_FILE_RETENTION_HOURS',
    0,
    87_600,
    problems,
  );

  const audit = {
    retentionDays: integer(value('AUDIT_RETENTION_DAYS') ?? '180', 'AUDIT_RETENTION_DAYS', 1, 36_500, problems),
    maxRows: integer(value('AUDIT_MAX_ROWS') ?? '200000', 'AUDIT_MAX_ROWS', 100, 100_000_000, problems),
    aggregateSeconds: integer(value('AUDIT_AGGREGATE_SECONDS') ?? '60', 'AUDIT_AGGREGATE_SECONDS', 0, 86_400, problems),
  };

  const apiKeyRequestsPerMinute = integer(
    value('API_KEY_REQUESTS_PER_MINUTE') ?? '120',
    'API_KEY_REQUESTS_PER_MINUTE',
    1,
    1_000_000,
    problems,
  );
  const allowPrivate = (value('WEBHOOK_ALLOW_PRIVATE') ?? 'false').toLowerCase();
  if (allowPrivate !== 'true' && allowPrivate !== 'false')
    problems.push(`WEBHOOK_ALLOW_PRIVATE must be true or false, got "${allowPrivate}"`);
  const webhooks = {
    allowPrivate: allowPrivate === 'true',
    pollIntervalMs: integer(
      value('WEBHOOK_POLL_INTERVAL_MS') ?? '5000',
      'WEBHOOK_POLL_INTERVAL_MS',
      0,
      3_600_000,
      problems,
    ),
  };

  const jwtSecretEnv = value('JWT_SECRET');
  if (jwtSecretEnv && jwtSecretEnv.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecretEnv && env.NODE_ENV === 'production') problems.push('JWT_SECRET is required when NODE_ENV=production');

  const sso = parseSso(
    value('SSO_SECRET_KEY'),
    value('SSO_ALLOW_HTTP_ISSUER'),
    value('SSO_ALLOW_PRIVATE_ISSUER'),
    env.NODE_ENV === 'production',
    dataDir,
    problems,
  );
  sso.dnsServers = parseDnsServers(value('SSO_DNS_SERVERS'), problems);

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
    mailBodyRetentionMinutes,
    admin,
    seed: seedRaw as SeedMode,
    authThrottlePerMinute: throttle,
    authAccountThrottlePerMinute: accountThrottle,
    storage,
    redisUrl,
    trustProxy,
    minRespondents,
    benchmarkMinOrgs,
    dkFlagThreshold,
    ipaCrosshair: ipaCrosshair as AppConfig['ipaCrosshair'],
    reminderDaysBeforeExpiry,
    reminderPollIntervalMs,
    programmePollIntervalMs,
    generatedFileRetentionHours,
    workerNiceIncrement,
    audit,
    apiKeyRequestsPerMinute,
    webhooks,
    sso,
    invitationsPerDay,
    addParticipantsPerMinute,
    openLinkStartsPerHour,
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
function generatedSecret(dataDir: string, name = 'jwt-secret', bytes = 48): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  // Owner-only whatever the umask; 'wx' refuses to follow a file planted in the meantime.
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The SSO sealing key: required in production (like JWT_SECRET); the embedded default keeps a generated one in DATA_DIR. */
function parseSso(
  raw: string | undefined,
  allowHttp: string | undefined,
  allowPrivate: string | undefined,
  production: boolean,
  dataDir: string,
  problems: string[],
): AppConfig['sso'] {
  const flag = (name: string, given: string | undefined) => {
    const v = (given ?? 'false').toLowerCase();
    if (v !== 'true' && v !== 'false') problems.push(`${name} must be true or false, got "${v}"`);
    return v === 'true';
  };
  let secretKey = Buffer.alloc(0);
  if (raw) {
    secretKey = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (secretKey.length !== 32)
      problems.push('SSO_SECRET_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)');
  } else if (production) problems.push('SSO_SECRET_KEY is required when NODE_ENV=production');
  else secretKey = Buffer.from(generatedSecret(dataDir, 'sso-secret-key', 32), 'base64url');
  return {
    secretKey,
    allowHttpIssuer: flag('SSO_ALLOW_HTTP_ISSUER', allowHttp),
    allowPrivateIssuer: flag('SSO_ALLOW_PRIVATE_ISSUER', allowPrivate),
    dnsServers: [],
  };
}

/** SSO_DNS_SERVERS: "1.1.1.1,127.0.0.1:5353,[::1]:53" as node:dns setServers takes them. */
function parseDnsServers(raw: string | undefined, problems: string[]): string[] {
  const servers = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of servers) {
    if (!/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-fA-F:.]+\](:\d{1,5})?|[0-9a-fA-F:]+)$/.test(s))
      problems.push(`SSO_DNS_SERVERS: "${s}" is not an IP address with an optional :port`);
  }
  return servers;
}

/** Behind a load balancer the client address is in X-Forwarded-For; only named proxies may set it. */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (!raw || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.every((p) => /^(loopback|linklocal|uniquelocal)$/.test(p) || /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p)))
    return parts.join(',');
  problems.push('TRUST_PROXY must be a hop count (1), true, or addresses/subnets of the proxies (10.0.0.0/8,loopback)');
  return false;
}

function number(raw: string, name: string, problems: string[]): number {
  const n = Number(raw);
  if (!Number.isFinite(n)) problems.push(`${name} must be a number, got "${raw}"`);
  return n;
}

function integer(raw: string, name: string, min: number, max: number, problems: string[]): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function isHttpUrl(v: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}
