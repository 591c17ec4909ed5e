import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file in DATA_DIR, port 3000 and a generated secret kept on disk', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ type: 'sqlite', file: join(dir, 'portal.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.tokenLifetimeSeconds).toBe(8 * 3600);
  });

  it('accepts mysql:// and mariadb:// URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db:3306/portal' }).database).toEqual({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/portal',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mariadb://u@db/portal' }).database.type).toBe('mysql');
  });

  it.each([
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL must start with mysql:\/\//],
    [{ DATABASE_URL: 'mysql://' }, /DATABASE_URL must look like/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ ADMIN_EMAIL: 'root@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'weak' }, /ADMIN_PASSWORD needs at least 8 characters/],
    [{ SEED: 'sometimes' }, /SEED must be auto, demo or none/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ GENERATED_FILE_RETENTION_HOURS: '-1' }, /GENERATED_FILE_RETENTION_HOURS must be a whole number from 0 to 87600/],
    [{ GENERATED_FILE_RETENTION_HOURS: 'a day' }, /GENERATED_FILE_RETENTION_HOURS must be a whole number/],
    [{ WORKER_NICE: '20' }, /WORKER_NICE must be a whole number from 0 to 19/],
  ])('refuses %j with one readable message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('keeps generated files 24 hours unless told otherwise; 0 keeps them for ever', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).generatedFileRetentionHours).toBe(24);
    expect(loadConfig({ DATA_DIR: dataDir(), GENERATED_FILE_RETENTION_HOURS: '0' }).generatedFileRetentionHours).toBe(
      0,
    );
  });

  it('runs the worker threads at nice +10 unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workerNiceIncrement).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKER_NICE: '0' }).workerNiceIncrement).toBe(0);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '0', SEED: 'x' })).toThrow(/PORT .*; SEED/);
  });
});
