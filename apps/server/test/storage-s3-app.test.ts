import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get as httpGet, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AvatarAnswer, DocumentView, PostView } from '@teamhub/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { createS3Client } from '../src/modules/files/s3-client.js';
import { createS3Driver } from '../src/modules/files/s3-driver.js';
import type { StorageDriver } from '../src/modules/files/storage-driver.js';
import { en, expectData, expectFailure, uploadAvatar } from './helpers/api.js';
import { makePdf } from './helpers/chat-files.js';
import { uploaded } from './helpers/documents.js';
import { settledPreview } from './helpers/documents-sharing.js';
import { makeImage } from './helpers/images.js';
import { makeMp4, makeMp4OfSize } from './helpers/media.js';
import { LOWERED_MEDIA_LIMITS } from './helpers/media-share.js';
import { sharePost } from './helpers/posts.js';
import { createTestApp, registerUser, TEST_JWT_SECRET, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { tempFiles } from './helpers/upload-temp.js';
import { startS3, type S3StandIn } from './stand-ins/s3.mjs';

const HOUR = 60 * 60 * 1000;

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('STORAGE=s3: the whole app on an S3-compatible server (s3rver)', () => {
  let s3: S3StandIn;
  let database: DatabaseHandle;
  let built: TestApp;
  let alice: RegisteredUser;
  /** The whole bucket, as one storage with no prefix: what the app's two storages wrote. */
  let bucket: StorageDriver;
  let closeClient: () => void;
  const bucketKeys = async () => {
    const keys: string[] = [];
    for await (const object of bucket.list('')) keys.push(object.key);
    return keys.sort();
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  beforeAll(async () => {
    s3 = await startS3();
    const client = createS3Client(s3.storage);
    closeClient = () => client.destroy();
    bucket = createS3Driver({ client, bucket: s3.bucket, prefix: '', tempDir: tmpdir() });
    database = await openDatabase({ kind: 'pglite-memory' });
    built = await createTestApp(database, { storage: s3.storage, postUploadLimits: LOWERED_MEDIA_LIMITS });
    alice = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
    closeClient?.();
    await s3?.stop();
  });

  it('stores an avatar in the bucket under public/ and serves it at /uploads/ with its type', async () => {
    const avatar = expectData<AvatarAnswer>(await uploadAvatar(built.app, alice.token, await makeImage('png'))).avatar;
    const key = avatar.slice('/uploads/'.length);

    expect(await bucketKeys()).toContain(`public/${key}`);
    // Nothing on the local disk: the folders are there for STORAGE=local only.
    expect(readdirSync(built.uploadsDir)).toEqual([]);
    const response = await get(avatar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const stored = await bucket.read(`public/${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(response.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('serves a posted video in byte ranges: 206, 416 past the end, and HEAD without the bytes', async () => {
    const video = makeMp4(20_000);
    const shared = await sharePost(built.app, alice.token, video, { filename: 'clip.mp4', type: 'video/mp4' });
    expect(shared.statusCode, shared.body).toBe(201);
    const { mediaUrl } = shared.json<{ data: PostView }>().data;

    const whole = await get(mediaUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await get(mediaUrl, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const tail = await get(mediaUrl, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);

    const past = await get(mediaUrl, { range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);

    const head = await built.app.inject({ method: 'HEAD', url: mediaUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('keeps serving while many viewers hold video streams open (more than the S3 client’s default sockets)', async () => {
    const video = `public/posts/${randomUUID()}.mp4`;
    // Big enough that a paused viewer's answer cannot drain into socket buffers and free its S3 connection.
    await bucket.put(video, Buffer.alloc(8 * 1024 * 1024, 7));
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/uploads/${video.slice('public/'.length)}`;
    const requests: ClientRequest[] = [];
    // Each viewer gets the answer's head, then reads no further (a paused video).
    const viewers = Array.from(
      { length: 60 },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = httpGet(url, (response) => {
            response.pause();
            resolve();
          });
          request.once('error', reject);
          requests.push(request);
        }),
    );
    // A pool run dry never answers at all; the limits only end such a hang. They are generous because
    // 60 answers' heads on a busy 2-core CI machine took over 5 s once (a false failure, not a hang).
    try {
      await vi.waitFor(() => Promise.all(viewers), { timeout: 25_000 });
      const missing = await fetch(`${address}/uploads/avatars/${randomUUID()}.webp`, {
        signal: AbortSignal.timeout(25_000),
      });
      expect(missing.status).toBe(404);
    } finally {
      for (const request of requests) request.destroy();
      await bucket.delete(video);
    }
  }, 60_000);

  it('answers the JSON 404 for a missing object, a folder or a name that is not a key', async () => {
    for (const url of [
      `/uploads/avatars/${randomUUID()}.webp`,
      '/uploads/avatars/',
      '/uploads/avatars/.hidden',
      '/uploads/avatars/%2e%2e%2fprivate',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, message: en('common.notFound') });
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('keeps documents and their previews in the private part of the bucket, downloaded whole or in ranges', async () => {
    const pdf = makePdf();
    const [report] = await uploaded(built.app, alice.token, [{ bytes: pdf, name: 'report.pdf' }]);
    expect(await bucketKeys()).toContain(`private/documents/${report?.filename}`);
    // The preview is made from the stored object, after the upload answered.
    const { preview } = await settledPreview(built.app, alice, report as DocumentView);
    expect(preview.status).toBe('ready');
    expect(await bucketKeys()).toContain(`private/document-previews/${report?.id}.webp`);
    // Private objects are never served at /uploads/.
    expect((await get(`/uploads/documents/${report?.filename}`)).statusCode).toBe(404);

    const bearer = { authorization: `Bearer ${alice.token}` };
    const download = await get(`/api/documents/${report?.id}/download`, bearer);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const part = await get(`/api/documents/${report?.id}/download`, { ...bearer, range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(2, 10))).toBe(true);
  });

  it('leaves nothing in the bucket or the temp folder after a refused upload', async () => {
    const before = await bucketKeys();

    const tooLarge = await sharePost(built.app, alice.token, makeMp4OfSize(LOWERED_MEDIA_LIMITS.videoMaxBytes + 1), {
      filename: 'long.mp4',
      type: 'video/mp4',
    });
    expect(tooLarge.statusCode).toBe(413);
    const broken = (await makeImage('png')).subarray(0, 60);
    expectFailure(await uploadAvatar(built.app, alice.token, broken), 400, en('profile.avatarNotImage'));

    expect(await bucketKeys()).toEqual(before);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });

  it('sweeps an object no row refers to from the bucket once it is older than the grace period', async () => {
    const orphan = `public/avatars/${randomUUID()}.webp`;
    await bucket.put(orphan, Buffer.from('left by a crash'));
    const kept = (await bucketKeys()).filter((key) => key !== orphan);

    expect((await built.sweepUploads()).orphans).toEqual([]);
    expect(await bucket.exists(orphan)).toBe(true);

    const report = await built.sweepUploads(new Date(Date.now() + 2 * HOUR));
    expect(report.orphans).toEqual([orphan.slice('public/'.length)]);
    expect(await bucketKeys()).toEqual(kept);
  });

  it('refuses to start, saying why, when the bucket does not exist or cannot be reached', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'teamhub-s3-start-'));
    const start = (storage: ReturnType<S3StandIn['storageFor']>) =>
      buildApp({
        database,
        jwtSecret: TEST_JWT_SECRET,
        logLevel: 'silent',
        uploadsDir: path.join(folder, 'uploads'),
        uploadTempRoot: path.join(folder, 'tmp'),
        storage,
      });

    await expect(start(s3.storageFor('no-such-bucket'))).rejects.toThrow(
      `S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist (STORAGE=s3: check S3_BUCKET)`,
    );
    const nowhere = { ...s3.storage, endpoint: `http://127.0.0.1:${await closedPort()}` };
    await expect(start(nowhere)).rejects.toThrow(
      new RegExp(`^S3 bucket "${s3.bucket}" at http://127\\.0\\.0\\.1:\\d+ cannot be reached: .*ECONNREFUSED`),
    );
    // The failed starts left no temp folder behind.
    expect(readdirSync(path.join(folder, 'tmp'))).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  });
});
