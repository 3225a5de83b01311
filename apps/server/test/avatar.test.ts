import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS, type AvatarAnswer, type PublicUser } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { createLocalDiskDriver } from '../src/modules/files/local-disk-driver.js';
import { createAvatarStorage } from '../src/modules/profile/avatar-storage.js';
import type { ProfileEvents } from '../src/modules/profile/profile-events.js';
import type { ProfileRepository } from '../src/modules/profile/profile.repository.js';
import { uploadAvatar as uploadAvatarService } from '../src/modules/profile/profile.service.js';
import {
  authHeaders,
  callApi,
  en,
  expectData,
  expectFailure,
  multipartPayload,
  ownProfile,
  uploadAvatar,
} from './helpers/api.js';
import { makeImage, makeSidewaysJpeg, pixelAt } from './helpers/images.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** File names in a folder; none when it does not exist yet. */
function filesIn(directory: string): string[] {
  try {
    return readdirSync(directory).sort();
  } catch {
    return [];
  }
}

describeEachDatabase('avatar API', ({ database }) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let webDistDir: string;
  let me: RegisteredUser;

  const avatarsDir = () => path.join(uploadsDir, 'avatars');
  const fileOf = (url: string) => path.join(uploadsDir, url.slice('/uploads/'.length));
  const upload = async (user: RegisteredUser, bytes: Uint8Array, options?: Parameters<typeof uploadAvatar>[3]) =>
    expectData<AvatarAnswer>(await uploadAvatar(app, user.token, bytes, options));

  beforeAll(async () => {
    // A built web app is served too, so the tests see that missing uploads do not fall back to it.
    webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
    ({ app, uploadsDir } = await createTestApp(database(), { webDistDir }));
    await app.ready();
    me = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 401 to POST and DELETE without a token', async () => {
    expectFailure(await uploadAvatar(app, undefined, await makeImage('png')), 401, en('auth.required'));
    expectFailure(await callApi(app, 'DELETE', '/api/profile/avatar', undefined), 401, en('auth.required'));
  });

  it('stores a PNG as a 512×512 WebP and answers its URL and the user', async () => {
    const response = await uploadAvatar(app, me.token, await makeImage('png'));
    expect(response.json()).toMatchObject({ success: true, message: en('profile.avatarUpdated') });
    const { avatar, user } = expectData<AvatarAnswer>(response);
    expect(avatar).toMatch(AVATAR_URL);
    expect(user).toMatchObject({ id: me.user.id, avatar });
    expect((await ownProfile(app, me.token)).avatar).toBe(avatar);
    const stored = await sharp(readFileSync(fileOf(avatar))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('stores a JPEG as a 512×512 WebP', async () => {
    const { avatar } = await upload(me, await makeImage('jpeg'), { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(await sharp(readFileSync(fileOf(avatar))).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });

  it('goes by the bytes, not by the name or type the browser claims', async () => {
    const { avatar } = await upload(me, await makeImage('png'), { filename: 'notes.txt', type: 'text/plain' });
    expect(avatar).toMatch(AVATAR_URL);
  });

  it.each(['webp', 'gif'] as const)('accepts a %s image', async (format) => {
    const { avatar } = await upload(me, await makeImage(format, 300, 900), { type: `image/${format}` });
    expect(await sharp(readFileSync(fileOf(avatar))).metadata()).toMatchObject({ format: 'webp', width: 512 });
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    const { avatar } = await upload(me, await makeSidewaysJpeg(), { type: 'image/jpeg' });
    const stored = readFileSync(fileOf(avatar));
    // Upright, red is on top and blue below; unturned, red would be left and blue right.
    const [top, bottom] = [await pixelAt(stored, 400, 10), await pixelAt(stored, 100, 500)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  describe('serving', () => {
    let avatar: string;
    let bytes: Buffer;
    beforeAll(async () => {
      ({ avatar } = await upload(me, await makeImage('png')));
      bytes = readFileSync(fileOf(avatar));
    });

    it('serves the file at its URL to anyone, as image/webp, not sniffable, cached for good', async () => {
      const response = await app.inject({ method: 'GET', url: avatar });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers a Range request with 206 and the asked bytes', async () => {
      const response = await app.inject({ method: 'GET', url: avatar, headers: { range: 'bytes=0-99' } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
      expect(response.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    });

    it('answers 404 JSON, not the web app, for a missing upload', async () => {
      const missing = await app.inject({ method: 'GET', url: `/uploads/avatars/${randomUUID()}.webp` });
      expectFailure(missing, 404, 'Không tìm thấy.');
      // The history fallback is on for app pages, so it is really /uploads/ that is kept out of it.
      const page = await app.inject({ method: 'GET', url: '/profile/someone' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    });

    it('lists no folder and serves no hidden file', async () => {
      writeFileSync(path.join(uploadsDir, '.secret'), 'x');
      for (const url of ['/uploads/avatars/', '/uploads/avatars', '/uploads/', '/uploads/.secret']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });

  describe('refusals leave no file behind', () => {
    it.each<[string, () => Promise<Uint8Array> | Uint8Array, string]>([
      ['a text file named .png', () => Buffer.from('just some text, not an image\n'), 'notes.png'],
      ['an SVG image', () => Buffer.from(SVG), 'picture.png'],
      ['a TIFF image', () => makeImage('tiff', 64, 64), 'picture.tiff'],
      ['random bytes of exactly 5 MB (not too large)', () => randomBytes(LIMITS.avatar.maxBytes), 'big.png'],
    ])('refuses %s with 400', async (_label, bytes, filename) => {
      const before = filesIn(avatarsDir());
      const response = await uploadAvatar(app, me.token, await bytes(), { filename });
      expectFailure(response, 400, en('profile.avatarNotImage'));
      expect(filesIn(avatarsDir())).toEqual(before);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const before = filesIn(avatarsDir());
      const avatarBefore = (await ownProfile(app, me.token)).avatar;
      const response = await uploadAvatar(app, me.token, randomBytes(LIMITS.avatar.maxBytes + 1));
      expectFailure(response, 413, en('profile.avatarTooLarge'));
      expect(filesIn(avatarsDir())).toEqual(before);
      expect((await ownProfile(app, me.token)).avatar).toBe(avatarBefore);
    });

    it('answers 400 when there is no avatar file', async () => {
      const textOnly = new FormData();
      textOnly.append('avatar', 'not a file');
      const { headers, payload } = await multipartPayload(textOnly);
      const noFile = await app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: authHeaders(me.token, headers),
        payload,
      });
      expectFailure(noFile, 400, en('profile.avatarRequired'));
      const json = await callApi(app, 'POST', '/api/profile/avatar', me.token, { avatar: 'x' });
      expectFailure(json, 400, en('profile.avatarRequired'));
      const otherField = await uploadAvatar(app, me.token, await makeImage('png'), { field: 'picture' });
      expectFailure(otherField, 400, en('profile.avatarRequired'));
      const empty = await uploadAvatar(app, me.token, new Uint8Array(0));
      expectFailure(empty, 400, en('profile.avatarRequired'));
    });
  });

  it('deletes the replaced file when a new avatar is uploaded', async () => {
    const user = await registerUser(app);
    const first = await upload(user, await makeImage('png'));
    const second = await upload(user, await makeImage('jpeg'), { type: 'image/jpeg' });
    const names = filesIn(avatarsDir());
    expect(names).not.toContain(path.basename(first.avatar));
    expect(names).toContain(path.basename(second.avatar));
    expectFailure(await app.inject({ method: 'GET', url: first.avatar }), 404, 'Không tìm thấy.');
  });

  it('keeps exactly one file when two uploads of one user race', async () => {
    const user = await registerUser(app);
    const before = filesIn(avatarsDir());
    const [png, jpeg] = [await makeImage('png'), await makeImage('jpeg')];
    const answers = await Promise.all([upload(user, png), upload(user, jpeg, { type: 'image/jpeg' })]);
    const final = (await ownProfile(app, user.token)).avatar;
    expect(answers.map((answer) => answer.avatar)).toContain(final);
    expect(filesIn(avatarsDir()).filter((name) => !before.includes(name))).toEqual([path.basename(final)]);
  });

  it('DELETE clears the avatar and deletes its file; again is harmless', async () => {
    const user = await registerUser(app);
    const { avatar } = await upload(user, await makeImage('png'));
    const response = await callApi(app, 'DELETE', '/api/profile/avatar', user.token);
    expect(response.json()).toMatchObject({ success: true, message: en('profile.avatarRemoved') });
    expect(expectData<{ user: PublicUser }>(response).user.avatar).toBe('');
    expect((await ownProfile(app, user.token)).avatar).toBe('');
    expect(filesIn(avatarsDir())).not.toContain(path.basename(avatar));
    expectFailure(await app.inject({ method: 'GET', url: avatar }), 404, 'Không tìm thấy.');
    const again = await callApi(app, 'DELETE', '/api/profile/avatar', user.token);
    expect(expectData<{ user: PublicUser }>(again).user.avatar).toBe('');
  });
});

describe('uploadAvatar service', () => {
  let uploadsDir: string;
  const diskAt = (root: string) => createLocalDiskDriver({ root, tempDir: path.join(uploadsDir, 'tmp') });
  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'teamhub-uploads-'));
  });
  afterAll(() => {
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('deletes the new file when the database update fails', async () => {
    const profiles = {
      replaceAvatar: () => Promise.reject(new Error('database unavailable')),
    } as unknown as ProfileRepository;
    const avatars = createAvatarStorage(diskAt(uploadsDir), { warn: () => undefined });
    // The service opens the transaction now; this one hands the work its own stand-in.
    const db = { transaction: (work: (tx: unknown) => unknown) => work({}) } as unknown as Database;
    const deps = { db, profiles, avatars, events: {} as ProfileEvents, logError: () => undefined };
    await expect(uploadAvatarService(deps, randomUUID(), await makeImage('png'))).rejects.toThrow(
      'database unavailable',
    );
    expect(filesIn(path.join(uploadsDir, 'avatars'))).toEqual([]);
  });

  it('never deletes files outside the avatars folder', async () => {
    const outside = path.join(uploadsDir, 'keep.webp');
    writeFileSync(outside, 'x');
    const avatars = createAvatarStorage(diskAt(path.join(uploadsDir, 'nested')), { warn: () => undefined });
    await avatars.remove('/uploads/avatars/../../keep.webp');
    await avatars.remove('/uploads/avatars/..%2f..%2fkeep.webp');
    expect(readFileSync(outside, 'utf8')).toBe('x');
  });
});
