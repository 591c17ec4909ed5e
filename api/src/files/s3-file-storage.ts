import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { FileStorage } from './file-storage';
import type { StorageConfig } from '../config/storage-url';
import { AwsS3, loadAwsS3 } from './load-aws-s3';

type S3Config = Extract<StorageConfig, { type: 's3' }>;

/** S3's smallest part: what a stream upload holds per part. */
export const S3_PART_BYTES = 5 * 1024 * 1024;
/** Parts uploaded at once. */
export const S3_PARTS_IN_FLIGHT = 2;

/** The same key rule as the disk backend, so a key valid on one is valid on the other. */
const KEY = /^[A-Za-z0-9/_.-]+$/;

const isNotFound = (err: unknown) => {
  const e = err as S3ServiceException;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, ...), so every API instance sees the same
 * bytes. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
 * AWS_PROFILE, an instance role); the URL never carries them.
 */
export class S3FileStorage implements FileStorage {
  private sdk?: Promise<{ aws: AwsS3; client: S3Client }>;

  constructor(
    private readonly config: S3Config,
    private readonly givenClient?: S3Client,
  ) {}

  private connect(): Promise<{ aws: AwsS3; client: S3Client }> {
    this.sdk ??= loadAwsS3().then((aws) => ({
      aws,
      client:
        this.givenClient ??
        new aws.S3Client({
          region: this.config.region,
          endpoint: this.config.endpoint ?? undefined,
          forcePathStyle: this.config.forcePathStyle,
          // Some S3-compatible servers reject the newer default checksums on every request.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    }));
    return this.sdk;
  }

  private keyOf(key: string): string {
    if (!KEY.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`Invalid storage key: ${key}`);
    return this.config.prefix + key;
  }

  /** Like the disk backend's exclusive create: an existing key is never overwritten (If-None-Match: *). */
  async put(key: string, data: Buffer | Readable): Promise<void> {
    const Key = this.keyOf(key);
    const { aws, client } = await this.connect();
    if (Buffer.isBuffer(data)) {
      await client.send(
        new aws.PutObjectCommand({
          Bucket: this.config.bucket,
          Key,
          Body: data,
          ContentLength: data.length,
          IfNoneMatch: '*',
        }),
      );
      return;
    }
    // A stream of unknown length: multipart upload. lib-storage reads the next part only when an upload
    // slot is free, so at most (S3_PARTS_IN_FLIGHT + 1) parts of the stream are in memory at once.
    await new aws.Upload({
      client,
      params: { Bucket: this.config.bucket, Key, Body: data, IfNoneMatch: '*' },
      partSize: S3_PART_BYTES,
      queueSize: S3_PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string): Promise<Readable> {
    const { aws, client } = await this.connect();
    const res = await client.send(new aws.GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
    if (!(res.Body instanceof Readable)) throw new Error(`No body for storage key ${key}`);
    return res.Body;
  }

  async delete(key: string): Promise<void> {
    // DeleteObject succeeds for a missing key, like rm --force.
    const { aws, client } = await this.connect();
    await client.send(new aws.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  async exists(key: string): Promise<boolean> {
    const { aws, client } = await this.connect();
    try {
      await client.send(new aws.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (err) {
      // Only "not there" is false: a wrong credential or an unreachable server stays an error.
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** Whether the bucket answers with these credentials; a readable reason when it does not. */
  async check(): Promise<string | null> {
    try {
      const { aws, client } = await this.connect();
      await client.send(new aws.HeadBucketCommand({ Bucket: this.config.bucket }), {
        abortSignal: AbortSignal.timeout(5000),
      });
      return null;
    } catch (err) {
      const e = err as S3ServiceException & { code?: string };
      const status = e?.$metadata?.httpStatusCode;
      if (status === 404) return `bucket "${this.config.bucket}" does not exist`;
      if (status === 403)
        return `access to bucket "${this.config.bucket}" is denied (check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)`;
      return `${e?.code ?? e?.name ?? 'error'} ${(e?.message ?? String(err)).split('\n')[0]}`;
    }
  }

  /** Nest calls this on shutdown (the instance is a provider): closes the SDK's sockets. */
  async onModuleDestroy(): Promise<void> {
    (await this.sdk)?.client.destroy();
  }
}
