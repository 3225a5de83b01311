import type { Readable } from 'node:stream';

/** What a stored object is: enough to answer a download (size, for ranges) and to judge its age. */
export interface StoredObjectInfo {
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Objects are named by keys (`avatars/<uuid>.webp`, `chat/<uuid>`), never by
 * file-system paths, so that an S3 bucket can stand in for the local disk: every method maps onto one
 * S3 call (PutObject, GetObject with Range, HeadObject, DeleteObject, ListObjectsV2).
 */
export interface StorageDriver {
  /** Stores `body` under `key`; readers never see a partly written object. Replaces an existing one. */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /**
   * Moves a finished local file (an upload in this process's temp folder) into storage under `key`;
   * the local file is gone afterwards. On disk a rename, for S3 an upload from the file.
   */
  moveIn(key: string, localPath: string): Promise<void>;
  /** The object's bytes, or only `range` of them; throws ObjectNotFoundError when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and modification time, or null when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder such as `chat/`), in no particular order. */
  list(prefix: string): AsyncIterable<{ key: string } & StoredObjectInfo>;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

// Keys are made by our own code from random ids; this refuses anything that could climb out of the
// storage root or be read differently by another driver ("..", empty segments, backslashes, dot files).
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/u;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
