import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseStorageUrl, StorageConfig } from '../../src/config/storage-url';

export type S3StorageConfig = Extract<StorageConfig, { type: 's3' }>;

export interface S3Target {
  /** STORAGE_URL for an app under test; its prefix is unique to this test file's run. */
  url: string;
  config: S3StorageConfig;
  /** Why this server was chosen, printed by the suite. */
  source: string;
}

const LOCAL_MINIO = { host: '127.0.0.1', port: 9000 };

/** Whether a TCP port answers, asked synchronously so the suite can decide describe vs describe.skip. */
function portOpen(host: string, port: number): boolean {
  const probe = `require('net').connect(${port}, '${host}').on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(1500, () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/**
 * A real S3-compatible server to run the storage suite against: S3_TEST_URL (credentials from
 * the AWS_* variables), else a MinIO on 127.0.0.1:9000 (MinIO's default credentials unless the
 * AWS_* variables say otherwise). Null when neither is there: the caller skips with a message.
 */
export function findS3Target(): S3Target | null {
  const run = `portal-test-${randomUUID().slice(0, 8)}`;
  let base = process.env.S3_TEST_URL?.trim();
  let source = 'S3_TEST_URL';
  if (!base) {
    if (!portOpen(LOCAL_MINIO.host, LOCAL_MINIO.port)) return null;
    base = `s3://portal-test?endpoint=http://${LOCAL_MINIO.host}:${LOCAL_MINIO.port}&forcePathStyle=true`;
    source = `MinIO at ${LOCAL_MINIO.host}:${LOCAL_MINIO.port}`;
    process.env.AWS_ACCESS_KEY_ID ??= 'minioadmin';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'minioadmin';
  }
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${run}`;
  const problems: string[] = [];
  const config = parseStorageUrl(url.toString(), '/unused', process.env, problems);
  if (problems.length || config.type !== 's3') throw new Error(`S3_TEST_URL is not usable: ${problems.join('; ')}`);
  return { url: url.toString(), config, source };
}

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
  });
}

/** Creates the bucket when it is missing (a fresh MinIO has none). */
export async function ensureBucket(config: S3StorageConfig): Promise<void> {
  const client = s3Client(config);
  try {
    await client
      .send(new HeadBucketCommand({ Bucket: config.bucket }))
      .catch(() => client.send(new CreateBucketCommand({ Bucket: config.bucket })));
  } finally {
    client.destroy();
  }
}

/** Removes every object this run wrote (everything under its prefix). */
export async function emptyPrefix(config: S3StorageConfig): Promise<void> {
  const client = s3Client(config);
  try {
    for (;;) {
      const list = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix }));
      const keys = (list.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (!keys.length) break;
      await client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: keys } }));
      if (!list.IsTruncated) break;
    }
  } finally {
    client.destroy();
  }
}
