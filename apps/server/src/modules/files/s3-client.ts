import { HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.js';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** How long the start-up check waits for the bucket to answer (the SDK's own retries included). */
const BUCKET_CHECK_TIMEOUT_MS = 15_000;

/** The S3 client of STORAGE=s3, shared by the public and the private driver. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default checksums send streamed bodies as `aws-chunked` with a trailing checksum,
    // which S3-compatible servers that do not know the encoding store as it is (s3rver does: the
    // object then holds the chunk framing). Checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A file being sent holds its S3 connection until the browser has read it, and a paused video
    // reads nothing for minutes. With the SDK's 50 connections, 50 such viewers would hold up every
    // other file; one connection per file in flight is what the viewers' own connections cost anyway.
    requestHandler: { httpAgent: { maxSockets: Infinity }, httpsAgent: { maxSockets: Infinity } },
  });
}

const where = (config: S3StorageConfig) => (config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`);

/**
 * Checks that the bucket exists and answers, so that a wrong S3_BUCKET or S3_ENDPOINT stops the start
 * with a message saying which, instead of failing every upload later.
 */
export async function checkS3Bucket(client: S3Client, config: S3StorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }), {
      abortSignal: AbortSignal.timeout(BUCKET_CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const bucket = `S3 bucket "${config.bucket}"${where(config)}`;
    if (status === 404) throw new Error(`${bucket} does not exist (STORAGE=s3: check S3_BUCKET)`, { cause: error });
    if (status === 403 || status === 401) {
      throw new Error(`${bucket} refused access (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`, { cause: error });
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${bucket} cannot be reached: ${reason} (check S3_ENDPOINT)`, { cause: error });
  }
}
