import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  isStorageKey,
  ObjectNotFoundError,
  type StorageDriver,
  type StoredObjectInfo,
} from './storage-driver.js';
import { streamToNewFile } from './new-file-stream.js';

/** S3's own maximum keys per ListObjectsV2 page. */
const LIST_PAGE_SIZE = 1000;

export interface S3DriverOptions {
  client: S3Client;
  bucket: string;
  /** Where this storage's objects start in the bucket (`public/`, `private/`): a key `chat/x` is `private/chat/x`. */
  prefix: string;
  /** This process's upload temp folder: a stream of unknown length is written here before it is sent. */
  tempDir: string;
  /** Keys per ListObjectsV2 page; S3's maximum unless a test asks for less. */
  listPageSize?: number;
}

/**
 * A missing object, not a missing bucket: GetObject answers NoSuchKey, HeadObject (which has no body
 * to name the error) a bare 404. A bucket that is not there was reported at start (files.module.ts).
 */
const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';

/** Objects in one S3 (or S3-compatible) bucket under a key prefix; each method is one S3 call or a few. */
export function createS3Driver({
  client,
  bucket,
  prefix,
  tempDir,
  listPageSize = LIST_PAGE_SIZE,
}: S3DriverOptions): StorageDriver {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  // PutObject needs the length up front (S3 has no chunked uploads without it), which a file has.
  async function putFile(key: string, localPath: string) {
    const { size } = await stat(localPath);
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(localPath), ContentLength: size }),
    );
  }

  async function* listFrom(listPrefix: string): AsyncGenerator<{ key: string } & StoredObjectInfo> {
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: listPrefix,
          MaxKeys: listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        // Names our keys cannot have (a console's `folder/` markers) are not ours to list or sweep.
        if (!key || !isStorageKey(key)) continue;
        // An object without a date is taken as new, so a sweep never counts it as old enough to remove.
        yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  return {
    async put(key, body) {
      const target = objectKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: target, Body: body }));
        return;
      }
      await mkdir(tempDir, { recursive: true });
      const staging = path.join(tempDir, `put-${randomUUID()}`);
      try {
        await streamToNewFile(staging, body);
        await putFile(target, staging);
      } finally {
        await unlink(staging).catch(() => undefined);
      }
    },

    async moveIn(key, localPath) {
      // A failed upload leaves the local file where it was: the caller discards it as usual.
      await putFile(objectKey(key), localPath);
      await unlink(localPath);
    },

    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
        return answer.Body;
      } catch (error) {
        if (isMissingObject(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date() };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return (await this.stat(key)) !== null;
    },

    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    list(listPrefix) {
      // A prefix is a folder, as on disk: `chat` lists `chat/…`, never `chatter/…`.
      const folderKey = listPrefix.replace(/\/+$/u, '');
      return listFrom(folderKey === '' ? prefix : `${objectKey(folderKey)}/`);
    },
  };
}
