import { readFileSync } from 'node:fs';
import { DEFAULT_STORY_FILTERS, LIMITS, type ApiSuccess, type StoryView } from '@teamhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApi, en, expectFailure, multipartPayload, vi } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { makeImage, makeSidewaysJpeg, pixelAt } from './helpers/images.js';
import { makeMov, makeMp4, makeWebm } from './helpers/media.js';
import { smallImage } from './helpers/posts.js';
import { createStory, shareStory, storyFiles, storyStrip, uploadedFile } from './helpers/stories.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const IMAGE_URL = /^\/uploads\/stories\/[0-9a-f-]{36}\.webp$/;
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('creating stories', ({ database }) => {
  const built = testAppWithUser(database);

  /** The caller's own stories on the strip. */
  const ownStories = async () => (await storyStrip(built.app, built.me))[0]?.stories ?? [];
  const shared = (response: Awaited<ReturnType<typeof shareStory>>) => {
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<ApiSuccess<{ story: StoryView }> & { message: string }>();
    expect(body).toMatchObject({ success: true, message: en('story.created') });
    return body.data.story;
  };

  it('shares a picture with its details and answers the StoryView', async () => {
    const filters = { brightness: 20, contrast: -10, blur: 2, sepia: true, clarendon: true };
    const overlays = [{ text: '  Hello  ', x: 10, y: 90, fontSize: 48, color: '#ff0000', fontFamily: 'Georgia' }];
    const fields = {
      content: '  Team lunch  ',
      duration: '30',
      filters: JSON.stringify(filters),
      textOverlays: JSON.stringify(overlays),
    };
    const story = shared(await shareStory(built.app, built.me.token, await makeImage('jpeg', 2000, 1000), { fields }));
    expect(story).toMatchObject({
      _id: story.id,
      user: {
        _id: built.me.user.id,
        id: built.me.user.id,
        username: built.me.user.username,
        avatar: '',
        verified: false,
      },
      mediaType: 'image',
      content: 'Team lunch',
      duration: 30,
      filters: { ...DEFAULT_STORY_FILTERS, ...filters, normal: false },
      textOverlays: [{ ...overlays[0], text: 'Hello' }],
      hasViewed: false,
      viewersCount: 0,
    });
    expect(story.mediaUrl).toMatch(IMAGE_URL);
    expect(Date.parse(story.expiresAt) - Date.parse(story.createdAt)).toBe(DAY_MS);
    expect(Math.abs(Date.now() - Date.parse(story.createdAt))).toBeLessThan(60_000);

    const display = await sharp(readFileSync(uploadedFile(built.uploadsDir, story.mediaUrl))).metadata();
    expect(display).toMatchObject({ format: 'webp', width: LIMITS.story.displayWidthPx, height: 540 });
    const served = await built.app.inject({ method: 'GET', url: story.mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await ownStories()).map((item) => item.id)).toContain(story.id);
  });

  it('defaults the details: no caption, 15 seconds, neutral filters, no texts', async () => {
    const story = shared(await shareStory(built.app, built.me.token, await smallImage(), { fields: { duration: '' } }));
    expect(story).toMatchObject({ content: '', duration: 15, filters: DEFAULT_STORY_FILTERS, textOverlays: [] });
    expect(story.filters.normal).toBe(true);
  });

  it('defaults each overlay field it is not given, and accepts every duration', async () => {
    const fields = { textOverlays: JSON.stringify([{ text: 'Hi' }]), duration: '10' };
    const story = shared(await shareStory(built.app, built.me.token, await smallImage(), { fields }));
    expect(story.duration).toBe(10);
    expect(story.textOverlays).toEqual([
      { text: 'Hi', x: 50, y: 50, fontSize: 32, color: 'white', fontFamily: 'Arial' },
    ]);
    expect((await createStory(built.app, built.me, { duration: '15' })).duration).toBe(15);
  });

  it('turns pictures upright and drops their metadata', async () => {
    const story = shared(await shareStory(built.app, built.me.token, await makeSidewaysJpeg(), { type: 'image/jpeg' }));
    const stored = readFileSync(uploadedFile(built.uploadsDir, story.mediaUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect((await pixelAt(stored, 200, 100))[0]).toBeGreaterThan(200);
    expect((await pixelAt(stored, 200, 700))[2]).toBeGreaterThan(200);
  });

  it.each<[string, () => Buffer, string, string]>([
    ['an MP4', () => makeMp4(64 * 1024), 'clip.mp4', 'video/mp4'],
    ['a MOV', () => makeMov(8 * 1024), 'IMG_0001.MOV', 'video/quicktime'],
    ['a WebM', () => makeWebm(8 * 1024), 'screen.webm', 'video/webm'],
  ])('stores %s as uploaded', async (_label, make, filename, contentType) => {
    const bytes = make();
    const story = shared(await shareStory(built.app, built.me.token, bytes, { filename, type: contentType }));
    const extension = filename.split('.').pop()?.toLowerCase();
    expect(story.mediaType).toBe('video');
    expect(story.mediaUrl).toMatch(new RegExp(`^/uploads/stories/[0-9a-f-]{36}\\.${extension}$`));
    expect(readFileSync(uploadedFile(built.uploadsDir, story.mediaUrl)).equals(bytes)).toBe(true);
    const served = await built.app.inject({ method: 'GET', url: story.mediaUrl, headers: { range: 'bytes=0-99' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe(contentType);
  });

  it('answers a refusal in the reader’s language', async () => {
    const response = await shareStory(built.app, built.me.token, await smallImage(), { fields: { duration: '20' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: en('story.durationInvalid') });
    const form = new FormData();
    form.append('duration', '20');
    form.append('media', new Blob([await smallImage()], { type: 'image/png' }), 'a.png');
    const { headers, payload } = await multipartPayload(form);
    const inVietnamese = await built.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { ...headers, authorization: `Bearer ${built.me.token}`, 'accept-language': 'vi' },
      payload,
    });
    expect(inVietnamese.json()).toMatchObject({ success: false, message: vi('story.durationInvalid') });
  });

  it('accepts a caption of exactly 500 characters', async () => {
    expect((await createStory(built.app, built.me, { content: 'c'.repeat(LIMITS.storyCaption) })).content).toHaveLength(
      500,
    );
  });

  describe('refusals leave no story, no file and no temporary file behind', () => {
    const overlay = (changes: Record<string, unknown>) => JSON.stringify([{ text: 'Hi', ...changes }]);
    const cases: [string, Record<string, string>, Parameters<typeof en>[0]][] = [
      ['a caption of 501 characters', { content: 'c'.repeat(501) }, 'story.captionTooLong'],
      ['a duration of 20', { duration: '20' }, 'story.durationInvalid'],
      ['a duration that is no number', { duration: 'long' }, 'story.durationInvalid'],
      ['filters that are not JSON', { filters: '{brightness: 1' }, 'story.filtersNotJson'],
      ['filters that are a list', { filters: '[]' }, 'story.filtersInvalid'],
      ['an effect that is not a flag', { filters: '{"sepia":"yes"}' }, 'story.filtersInvalid'],
      ['texts that are not JSON', { textOverlays: '[{' }, 'story.overlaysNotJson'],
      ['texts that are not a list', { textOverlays: '{}' }, 'story.overlaysInvalid'],
      ['a text that is not an object', { textOverlays: '["Hi"]' }, 'story.overlaysInvalid'],
      ['a blank text', { textOverlays: overlay({ text: '   ' }) }, 'story.overlayTextRequired'],
      ['a text of 201 characters', { textOverlays: overlay({ text: 't'.repeat(201) }) }, 'story.overlayTextTooLong'],
      ['x over 100', { textOverlays: overlay({ x: 101 }) }, 'story.overlayPositionInvalid'],
      ['x under 0', { textOverlays: overlay({ x: -1 }) }, 'story.overlayPositionInvalid'],
      ['y over 100', { textOverlays: overlay({ y: 100.5 }) }, 'story.overlayPositionInvalid'],
      ['y under 0', { textOverlays: overlay({ y: -0.5 }) }, 'story.overlayPositionInvalid'],
      ['a font size of 11', { textOverlays: overlay({ fontSize: 11 }) }, 'story.overlayFontSizeInvalid'],
      ['a colour by name', { textOverlays: overlay({ color: 'red' }) }, 'story.overlayColorInvalid'],
      ['a colour of 5 digits', { textOverlays: overlay({ color: '#12345' }) }, 'story.overlayColorInvalid'],
      ['an unknown font', { textOverlays: overlay({ fontFamily: 'Comic Sans MS' }) }, 'story.overlayFontInvalid'],
      [
        'eleven texts',
        { textOverlays: JSON.stringify(Array.from({ length: 11 }, () => ({ text: 'Hi' }))) },
        'story.tooManyOverlays',
      ],
      ['two presets', { filters: '{"clarendon":true,"moon":true}' }, 'story.onePreset'],
    ];
    const sliders: [string, number, number, Parameters<typeof en>[0]][] = [
      ['brightness', -50, 50, 'story.brightnessInvalid'],
      ['contrast', -50, 50, 'story.contrastInvalid'],
      ['saturation', -50, 50, 'story.saturationInvalid'],
      ['blur', 0, 10, 'story.blurInvalid'],
      ['hueRotate', 0, 360, 'story.hueRotateInvalid'],
      ['opacity', 10, 100, 'story.opacityInvalid'],
    ];
    for (const [name, min, max, message] of sliders) {
      cases.push([`${name} below ${min}`, { filters: JSON.stringify({ [name]: min - 1 }) }, message]);
      cases.push([`${name} above ${max}`, { filters: JSON.stringify({ [name]: max + 1 }) }, message]);
    }

    it.each(cases)('refuses %s with 400 and its own message', async (_label, fields, message) => {
      const [filesBefore, storiesBefore] = [storyFiles(built.uploadsDir), (await ownStories()).length];
      const response = await shareStory(built.app, built.me.token, await smallImage(), { fields });
      const body = expectFailure(response, 400, en(message));
      expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ msg: en(message) })]));
      expect(storyFiles(built.uploadsDir)).toEqual(filesBefore);
      expect(await ownStories()).toHaveLength(storiesBefore);
    });

    it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
      ['a text file', () => Buffer.from('only words here\n'.repeat(40)), 'notes.txt', 'text/plain'],
      ['a text file named .mp4', () => Buffer.from('not a video at all\n'.repeat(40)), 'clip.mp4', 'video/mp4'],
      ['a TIFF picture', () => makeImage('tiff', 32, 32), 'scan.tiff', 'image/tiff'],
      [
        'a PNG header over a broken body',
        () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300)]),
        'x.png',
        'image/png',
      ],
    ])('refuses %s with 400 story.mediaUnsupported', async (_label, make, filename, type) => {
      const [filesBefore, storiesBefore] = [storyFiles(built.uploadsDir), (await ownStories()).length];
      const response = await shareStory(built.app, built.me.token, await make(), {
        filename,
        type,
        fields: { content: 'x' },
      });
      expectFailure(response, 400, en('story.mediaUnsupported'));
      expect(storyFiles(built.uploadsDir)).toEqual(filesBefore);
      expect(await ownStories()).toHaveLength(storiesBefore);
    });

    it('answers 400 story.mediaRequired without a file', async () => {
      const storiesBefore = (await ownStories()).length;
      expectFailure(
        await shareStory(built.app, built.me.token, null, { fields: { content: 'hi' } }),
        400,
        en('story.mediaRequired'),
      );
      expectFailure(await shareStory(built.app, built.me.token, new Uint8Array(0)), 400, en('story.mediaRequired'));
      const otherField = await shareStory(built.app, built.me.token, await smallImage(), { field: 'image' });
      expectFailure(otherField, 400, en('story.mediaRequired'));
      expectFailure(
        await callApi(built.app, 'POST', '/api/stories', built.me.token, { content: 'x' }),
        400,
        en('story.mediaRequired'),
      );
      expect(await ownStories()).toHaveLength(storiesBefore);
      expect(storyFiles(built.uploadsDir).filter((name) => name.startsWith('tmp/'))).toEqual([]);
    });
  });
});
