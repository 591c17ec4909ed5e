import { ConfigError, loadConfig } from './app-config';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStorage } from './storage-url';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-storage-config-'));

describe('STORAGE_URL, REDIS_URL and TRUST_PROXY', () => {
  it('keeps files on local disk under DATA_DIR/files when STORAGE_URL is unset, and no Redis', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.storage).toEqual({ type: 'disk', root: join(dir, 'files') });
    expect(config.redisUrl).toBeNull();
  });

  it('reads an S3-compatible bucket with endpoint, region, path style and a key prefix', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE_URL: 's3://portal-files/prod/eu?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=true',
    });
    expect(config.storage).toEqual({
      type: 's3',
      bucket: 'portal-files',
      prefix: 'prod/eu/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(describeStorage(config.storage)).toBe('s3://portal-files/prod/eu/ at http://minio:9000 (eu-west-1)');
  });

  it('defaults to AWS itself: region from AWS_REGION, virtual-hosted style, no prefix', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), STORAGE_URL: 's3://portal-files', AWS_REGION: 'eu-central-1' });
    expect(config.storage).toEqual({
      type: 's3',
      bucket: 'portal-files',
      prefix: '',
      endpoint: null,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('accepts redis:// and rediss:// URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'rediss://u:p@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://u:p@cache.example:6380/2',
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, loopback', '10.0.0.0/8,loopback'],
  ])('reads TRUST_PROXY=%j as %j', (raw, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...(raw === undefined ? {} : { TRUST_PROXY: raw }) }).trustProxy).toEqual(
      expected,
    );
  });

  it.each([
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY must be a hop count/],
    [{ STORAGE_URL: '/var/lib/files' }, /STORAGE_URL must be empty \(local disk\) or start with s3:\/\//],
    [{ STORAGE_URL: 's3://Bad_Bucket' }, /STORAGE_URL bucket "Bad_Bucket" is not a valid bucket name/],
    [{ STORAGE_URL: 's3://key:secret@files' }, /STORAGE_URL must not carry credentials/],
    [{ STORAGE_URL: 's3://files?endpont=http://minio:9000' }, /unknown option "endpont"/],
    [{ STORAGE_URL: 's3://files?endpoint=minio:9000' }, /STORAGE_URL endpoint must be an http\(s\) URL/],
    [{ STORAGE_URL: 's3://files?forcePathStyle=yes' }, /forcePathStyle must be true or false/],
    [{ REDIS_URL: 'http://redis:6379' }, /REDIS_URL must look like redis:\/\/host:6379/],
  ])('refuses %j with a readable message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
