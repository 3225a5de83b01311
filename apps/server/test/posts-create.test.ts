import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, type ApiSuccess, type PostView } from '@teamhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { authHeaders, callApi, en, expectFailure, multipartPayload, ownProfile } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { makeImage, makeSidewaysJpeg, pixelAt } from './helpers/images.js';
import { makeMov, makeMp4, makeWebm } from './helpers/media.js';
import { createPost, postFiles, sharePost, smallImage } from './helpers/posts.js';
import { registerUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const IMAGE_URL = /^\/uploads\/posts\/[0-9a-f-]{36}\.webp$/;
const THUMB_URL = /^\/uploads\/posts\/[0-9a-f-]{36}-thumb\.webp$/;

describeEachDatabase('creating posts', ({ database }) => {
  const built = testAppWithUser(database);

  const fileOf = (url: string) => path.join(built.uploadsDir, url.slice('/uploads/'.length));
  const shared = (response: Awaited<ReturnType<typeof sharePost>>) => {
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ApiSuccess<PostView> & { message: string }>();
    expect(body).toMatchObject({ success: true, message: en('post.created') });
    return body.data;
  };

  it('answers 401 without a token', async () => {
    expectFailure(await sharePost(built.app, undefined, await smallImage()), 401, en('auth.required'));
  });

  it('shares a picture with its details and answers the PostView', async () => {
    const fields = {
      caption: '  Team lunch  ',
      location: ' Hà Nội ',
      altText: 'Six people at a table',
      hideViewCount: 'true',
      hideLikeCount: 'false',
      turnOffCommenting: 'true',
    };
    const post = shared(await sharePost(built.app, built.me.token, await makeImage('jpeg', 2000, 1000), { fields }));
    expect(post).toMatchObject({
      _id: post.id,
      user: {
        _id: built.me.user.id,
        id: built.me.user.id,
        username: built.me.user.username,
        avatar: '',
        verified: false,
      },
      caption: 'Team lunch',
      location: 'Hà Nội',
      altText: 'Six people at a table',
      mediaType: 'image',
      image: post.mediaUrl,
      hideViewCount: true,
      hideLikeCount: false,
      turnOffCommenting: true,
      likesCount: 0,
      isLiked: false,
      commentsCount: 0,
      comments: [],
    });
    expect(post.mediaUrl).toMatch(IMAGE_URL);
    expect(post.thumbnailUrl).toMatch(THUMB_URL);
    expect(Date.now() - Date.parse(post.createdAt)).toBeLessThan(60_000);

    const display = await sharp(readFileSync(fileOf(post.mediaUrl))).metadata();
    expect(display).toMatchObject({ format: 'webp', width: LIMITS.post.displayWidthPx, height: 540 });
    const thumb = await sharp(readFileSync(fileOf(post.thumbnailUrl))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const served = await built.app.inject({ method: 'GET', url: post.mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('defaults the details: empty texts, every switch off', async () => {
    const post = shared(await sharePost(built.app, built.me.token, await smallImage()));
    expect(post).toMatchObject({ caption: '', location: '', altText: '' });
    expect(post).toMatchObject({ hideViewCount: false, hideLikeCount: false, turnOffCommenting: false });
  });

  it('keeps small pictures small, turns them upright and drops their metadata', async () => {
    const post = shared(await sharePost(built.app, built.me.token, await makeSidewaysJpeg(), { type: 'image/jpeg' }));
    const stored = readFileSync(fileOf(post.mediaUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const [top, bottom] = [await pixelAt(stored, 200, 100), await pixelAt(stored, 200, 700)];
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it.each(['png', 'webp', 'gif'] as const)('accepts a %s picture', async (format) => {
    const post = shared(await sharePost(built.app, built.me.token, await makeImage(format, 300, 200)));
    expect(post.mediaType).toBe('image');
    expect((await sharp(readFileSync(fileOf(post.mediaUrl))).metadata()).format).toBe('webp');
  });

  it('keeps the animation of an animated GIF (as an animated WebP); the thumbnail is its first frame', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const post = shared(await sharePost(built.app, built.me.token, gif, { filename: 'wave.gif', type: 'image/gif' }));
    expect(await sharp(readFileSync(fileOf(post.mediaUrl))).metadata()).toMatchObject({ format: 'webp', pages: 2 });
    expect((await sharp(readFileSync(fileOf(post.thumbnailUrl))).metadata()).pages ?? 1).toBe(1);
  });

  it.each<[string, () => Buffer, string, string]>([
    ['an MP4', () => makeMp4(64 * 1024), 'clip.mp4', 'video/mp4'],
    ['a MOV', () => makeMov(8 * 1024), 'IMG_0001.MOV', 'video/quicktime'],
    ['a WebM', () => makeWebm(8 * 1024), 'screen.webm', 'video/webm'],
  ])('stores %s as uploaded and serves it with range requests', async (_label, make, filename, contentType) => {
    const bytes = make();
    const post = shared(await sharePost(built.app, built.me.token, bytes, { filename, type: contentType }));
    const extension = filename.split('.').pop()?.toLowerCase();
    expect(post).toMatchObject({ mediaType: 'video', thumbnailUrl: post.mediaUrl, image: post.mediaUrl });
    expect(post.mediaUrl).toMatch(new RegExp(`^/uploads/posts/[0-9a-f-]{36}\\.${extension}$`));
    expect(readFileSync(fileOf(post.mediaUrl)).equals(bytes)).toBe(true);

    const whole = await built.app.inject({ method: 'GET', url: post.mediaUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe(contentType);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await built.app.inject({ method: 'GET', url: post.mediaUrl, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await built.app.inject({ method: 'GET', url: post.mediaUrl, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
  });

  it('counts each post on its author (postsCount)', async () => {
    const author = await registerUser(built.app);
    await createPost(built.app, author);
    await createPost(built.app, author);
    expect((await ownProfile(built.app, author.token)).postsCount).toBe(2);
  });

  describe('refusals leave no file and no post behind', () => {
    const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

    it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
      [
        'a text file named .mp4',
        () => Buffer.from('not a video at all, only words\n'.repeat(20)),
        'clip.mp4',
        'video/mp4',
      ],
      ['an HTML page named .png', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
      ['an SVG image', () => Buffer.from(SVG), 'drawing.svg', 'image/svg+xml'],
      ['a TIFF picture', () => makeImage('tiff', 32, 32), 'scan.tiff', 'image/tiff'],
      ['a Matroska video', () => makeWebm(1024, 'matroska'), 'film.mkv', 'video/webm'],
      [
        'a PNG header over a broken body',
        () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300)]),
        'x.png',
        'image/png',
      ],
    ])('refuses %s with 400', async (_label, make, filename, type) => {
      const before = (await ownProfile(built.app, built.me.token)).postsCount;
      const response = await sharePost(built.app, built.me.token, await make(), {
        filename,
        type,
        fields: { caption: 'x' },
      });
      expectFailure(response, 400, en('post.mediaUnsupported'));
      expect(postFiles(built.uploadsDir).filter((name) => name.startsWith('tmp/'))).toEqual([]);
      expect((await ownProfile(built.app, built.me.token)).postsCount).toBe(before);
    });

    it('answers 400 post.mediaRequired without a file', async () => {
      expectFailure(
        await sharePost(built.app, built.me.token, null, { fields: { caption: 'hi' } }),
        400,
        en('post.mediaRequired'),
      );
      expectFailure(await sharePost(built.app, built.me.token, new Uint8Array(0)), 400, en('post.mediaRequired'));
      const otherField = await sharePost(built.app, built.me.token, await smallImage(), { field: 'file' });
      expectFailure(otherField, 400, en('post.mediaRequired'));
      expectFailure(
        await callApi(built.app, 'POST', '/api/posts', built.me.token, { caption: 'x' }),
        400,
        en('post.mediaRequired'),
      );
    });

    it('checks the details and keeps no file when they are refused', async () => {
      const before = postFiles(built.uploadsDir);
      for (const [field, value, message] of [
        ['caption', 'c'.repeat(LIMITS.postCaption + 1), 'validation.captionTooLong'],
        ['location', 'l'.repeat(LIMITS.post.location + 1), 'validation.locationTooLong'],
        ['altText', 'a'.repeat(LIMITS.post.altText + 1), 'validation.altTextTooLong'],
      ] as const) {
        const response = await sharePost(built.app, built.me.token, await smallImage(), { fields: { [field]: value } });
        const body = expectFailure(response, 400, en('common.validationFailed'));
        expect(body.errors).toEqual([{ path: field, msg: en(message) }]);
      }
      expect(postFiles(built.uploadsDir)).toEqual(before);
    });

    it('accepts each detail at its limit', async () => {
      const fields = {
        caption: 'c'.repeat(LIMITS.postCaption),
        location: 'l'.repeat(LIMITS.post.location),
        altText: 'a'.repeat(LIMITS.post.altText),
      };
      const post = await createPost(built.app, built.me, fields);
      expect([post.caption.length, post.location.length, post.altText.length]).toEqual([2200, 120, 500]);
      // A caption of 2,200 characters of four bytes each still fits the form field limit.
      const emoji = await createPost(built.app, built.me, { caption: '😀'.repeat(1100) });
      expect(emoji.caption).toBe('😀'.repeat(1100));
    });

    it('refuses a second file with 413 (one file per post)', async () => {
      const form = new FormData();
      form.append('image', new Blob([await smallImage()]), 'a.png');
      form.append('image', new Blob([await smallImage()]), 'b.png');
      const { headers, payload } = await multipartPayload(form);
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: authHeaders(built.me.token, headers),
        payload,
      });
      expect(response.statusCode).toBe(413);
    });
  });
});
