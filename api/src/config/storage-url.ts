import { join } from 'node:path';

/** Where file bytes are kept: local disk (the default) or an S3-compatible bucket (decisions.md §1). */
export type StorageConfig =
  | { type: 'disk'; root: string }
  | {
      type: 's3';
      bucket: string;
      /** Key prefix inside the bucket ('' or ending in '/'), from the URL's path. */
      prefix: string;
      /** An S3-compatible server (MinIO, Ceph, ...); unset = AWS itself. */
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
    };

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads STORAGE_URL. Unset: DATA_DIR/files on local disk. `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`:
 * an S3-compatible bucket, credentials from the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, …).
 */
export function parseStorageUrl(
  raw: string | undefined,
  dataDir: string,
  env: Record<string, string | undefined>,
  problems: string[],
): StorageConfig {
  if (!raw) return { type: 'disk', root: join(dataDir, 'files') };
  if (!raw.startsWith('s3://')) {
    problems.push(`STORAGE_URL must be empty (local disk) or start with s3:// (got "${raw.split(':')[0]}:...")`);
    return { type: 'disk', root: join(dataDir, 'files') };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(
      'STORAGE_URL must look like s3://bucket?endpoint=http://minio:9000&region=us-east-1&forcePathStyle=true',
    );
    return { type: 'disk', root: join(dataDir, 'files') };
  }
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket))
    problems.push(
      `STORAGE_URL bucket "${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)`,
    );
  if (url.username || url.password)
    problems.push('STORAGE_URL must not carry credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');

  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  for (const name of url.searchParams.keys())
    if (!known.has(name))
      problems.push(`STORAGE_URL has an unknown option "${name}" (known: endpoint, region, forcePathStyle)`);

  const endpoint = url.searchParams.get('endpoint') || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    problems.push(`STORAGE_URL endpoint must be an http(s) URL, got "${endpoint}"`);

  const style = (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')).toLowerCase();
  if (!['true', 'false'].includes(style))
    problems.push(`STORAGE_URL forcePathStyle must be true or false, got "${style}"`);

  const region =
    url.searchParams.get('region') || env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1';
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (path && !/^[A-Za-z0-9/_.-]+$/.test(path))
    problems.push(`STORAGE_URL prefix "${path}" may use letters, digits, / _ . - only`);

  return { type: 's3', bucket, prefix: path ? `${path}/` : '', endpoint, region, forcePathStyle: style === 'true' };
}

/** A storage description for logs: never a credential. */
export function describeStorage(storage: StorageConfig): string {
  if (storage.type === 'disk') return `local disk ${storage.root}`;
  return `s3://${storage.bucket}/${storage.prefix}${storage.endpoint ? ` at ${storage.endpoint}` : ''} (${storage.region})`;
}
