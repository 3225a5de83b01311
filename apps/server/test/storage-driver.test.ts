import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskDriver } from '../src/modules/files/local-disk-driver.js';
import { createS3Client } from '../src/modules/files/s3-client.js';
import { createS3Driver } from '../src/modules/files/s3-driver.js';
import { ObjectNotFoundError, type StorageDriver } from '../src/modules/files/storage-driver.js';
import { startS3, type S3StandIn } from './stand-ins/s3.mjs';

/** Two storages on one backing store (public and private), and the folder uploads are staged in. */
interface Backing {
  storage: StorageDriver;
  sibling: StorageDriver;
  tempDir: string;
  close(): Promise<void>;
}

/** Keys per S3 listing page in these tests: small, so that listing crosses pages. */
const PAGE_SIZE = 2;

const freshFolder = (name: string) => mkdtempSync(path.join(tmpdir(), `teamhub-${name}-`));

async function localBacking(): Promise<Backing> {
  const root = freshFolder('storage');
  const tempDir = path.join(root, 'tmp');
  return {
    storage: createLocalDiskDriver({ root: path.join(root, 'public'), tempDir }),
    sibling: createLocalDiskDriver({ root: path.join(root, 'private'), tempDir }),
    tempDir,
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

let s3: S3StandIn;
let s3Client: S3Client;

async function s3Backing(): Promise<Backing> {
  const tempDir = freshFolder('s3-temp');
  const driver = (prefix: string) =>
    createS3Driver({ client: s3Client, bucket: s3.bucket, prefix, tempDir, listPageSize: PAGE_SIZE });
  return {
    storage: driver('public/'),
    sibling: driver('private/'),
    tempDir,
    close: async () => rmSync(tempDir, { recursive: true, force: true }),
  };
}

beforeAll(async () => {
  s3 = await startS3();
  s3Client = createS3Client(s3.storage);
});
afterAll(async () => {
  s3Client?.destroy();
  await s3?.stop();
});

async function bytesOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function keysOf(list: () => AsyncIterable<{ key: string }>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of list()) keys.push(object.key);
  return keys.sort();
}

/** A stream that gives some bytes and then fails, like an upload whose connection dropped. */
function failingStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from('first part'));
      this.destroy(new Error('connection reset'));
    },
  });
}

describe.each([
  { name: 'local disk driver', open: localBacking },
  { name: 'S3 driver (s3rver)', open: s3Backing },
])('$name', ({ open }) => {
  let backing: Backing;
  let storage: StorageDriver;
  let run = 0;
  /** A key no other test of this suite uses (the S3 bucket is shared by the suites). */
  const fresh = (name: string) => `run${run}/${name}`;

  beforeAll(async () => {
    backing = await open();
    storage = backing.storage;
  });
  afterAll(async () => backing?.close());

  it('stores a buffer and answers it whole, its size and that it exists', async () => {
    run += 1;
    const key = fresh('avatar.webp');
    const before = Date.now();
    await storage.put(key, Buffer.from('0123456789'));

    expect(await bytesOf(await storage.read(key))).toBe('0123456789');
    const info = await storage.stat(key);
    expect(info?.size).toBe(10);
    // Whole seconds on S3 (Last-Modified), so a second of slack.
    expect(info?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await storage.exists(key)).toBe(true);
  });

  it('answers a byte range, both ends included', async () => {
    const key = fresh('video.mp4');
    await storage.put(key, Buffer.from('0123456789'));

    expect(await bytesOf(await storage.read(key, { start: 2, end: 5 }))).toBe('2345');
    expect(await bytesOf(await storage.read(key, { start: 9, end: 9 }))).toBe('9');
  });

  it('stores a stream of unknown length and leaves no staging file', async () => {
    const key = fresh('streamed');
    await storage.put(key, Readable.from([Buffer.from('streamed '), Buffer.from('in two parts')]));

    expect(await bytesOf(await storage.read(key))).toBe('streamed in two parts');
    expect(readdirSync(backing.tempDir)).toEqual([]);
  });

  it('replaces an object put again under the same key', async () => {
    const key = fresh('replaced');
    await storage.put(key, Buffer.from('old bytes'));
    await storage.put(key, Buffer.from('new'));

    expect(await bytesOf(await storage.read(key))).toBe('new');
    expect((await storage.stat(key))?.size).toBe(3);
  });

  it('says plainly when there is no such object', async () => {
    const key = fresh('never-stored');

    await expect(storage.read(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.read(key, { start: 0, end: 1 })).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes an object', async () => {
    const key = fresh('deleted');
    await storage.put(key, Buffer.from('bytes'));
    await storage.delete(key);

    expect(await storage.exists(key)).toBe(false);
    await expect(storage.read(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('moves a local file in: the object has its bytes and the file is gone', async () => {
    const key = fresh('moved.mp4');
    const localFile = path.join(freshFolder('upload'), 'upload');
    // Larger than one read buffer, so a body sent in pieces is put back together.
    const bytes = 'frame '.repeat(20_000);
    writeFileSync(localFile, bytes);

    await storage.moveIn(key, localFile);

    expect(await bytesOf(await storage.read(key))).toBe(bytes);
    expect(readdirSync(path.dirname(localFile))).toEqual([]);
    rmSync(path.dirname(localFile), { recursive: true, force: true });
  });

  it('keeps no object and no staging file when the stream being stored fails', async () => {
    const key = fresh('broken-upload');

    await expect(storage.put(key, failingStream())).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
    expect(readdirSync(backing.tempDir)).toEqual([]);
  });

  it('lists the objects under a folder prefix, nested ones too, and nothing beside it', async () => {
    run += 1;
    for (const key of ['chat/a', 'chat/b/c', 'chat/b/d/e', 'chatter/x', 'other/y']) {
      await storage.put(fresh(key), Buffer.from(key));
    }

    const expected = [fresh('chat/a'), fresh('chat/b/c'), fresh('chat/b/d/e')];
    expect(await keysOf(() => storage.list(fresh('chat/')))).toEqual(expected);
    // Without the slash it is still the folder, never `chatter/`.
    expect(await keysOf(() => storage.list(fresh('chat')))).toEqual(expected);
    expect(await keysOf(() => storage.list(fresh('b')))).toEqual([]);
    const listed = [];
    for await (const object of storage.list(fresh('chat/b/d'))) listed.push(object);
    expect(listed).toEqual([{ key: fresh('chat/b/d/e'), size: 10, modifiedAt: expect.any(Date) }]);
  });

  it(`lists every object when there are more than a listing page holds (${PAGE_SIZE} on S3 here)`, async () => {
    run += 1;
    const keys = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, index) => fresh(`many/${index}`));
    for (const key of keys) await storage.put(key, Buffer.from('x'));

    expect(await keysOf(() => storage.list(fresh('many/')))).toEqual(keys.sort());
  });

  it('keeps the other storage on the same disk or bucket apart', async () => {
    run += 1;
    const key = fresh('document.pdf');
    await backing.sibling.put(key, Buffer.from('private'));

    expect(await storage.exists(key)).toBe(false);
    expect(await keysOf(() => storage.list(fresh('')))).toEqual([]);
    expect(await keysOf(() => backing.sibling.list(fresh('')))).toEqual([key]);
    await backing.sibling.delete(key);
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a\\b', ''])('refuses the key %j', async (key) => {
    const refused = /Not a storage key/;
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(refused);
    await expect(storage.read(key)).rejects.toThrow(refused);
    await expect(storage.stat(key)).rejects.toThrow(refused);
    await expect(storage.exists(key)).rejects.toThrow(refused);
    await expect(storage.delete(key)).rejects.toThrow(refused);
    const localFile = path.join(backing.tempDir, 'not-moved');
    writeFileSync(localFile, 'x');
    await expect(storage.moveIn(key, localFile)).rejects.toThrow(refused);
    rmSync(localFile);
    if (key !== '') await expect(keysOf(() => storage.list(key))).rejects.toThrow(refused);
  });
});

describe('S3 driver in its bucket', () => {
  it('keeps public objects under public/ and private ones under private/', async () => {
    const backing = await s3Backing();
    await backing.storage.put('avatars/placed.webp', Buffer.from('public bytes'));
    await backing.sibling.put('chat/placed', Buffer.from('private bytes'));

    const read = async (objectKey: string) => {
      const answer = await s3Client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      return answer.Body?.transformToString();
    };
    expect(await read('public/avatars/placed.webp')).toBe('public bytes');
    expect(await read('private/chat/placed')).toBe('private bytes');
    await backing.close();
  });
});
