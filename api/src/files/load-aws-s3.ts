import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';

export type AwsS3 = typeof ClientS3 & Pick<typeof LibStorage, 'Upload'>;

/**
 * The AWS SDK, loaded when a bucket is first used (at start, by the storage check, when STORAGE_URL names one):
 * requiring it costs about 0.1 s of CPU that a start on disk storage (and every test file that boots the API) need
 * not pay.
 */
export async function loadAwsS3(): Promise<AwsS3> {
  const [client, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...client, Upload: storage.Upload };
}
