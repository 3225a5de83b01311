import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, type ApiSuccess, type PostView } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { postMedia, posts } from '../src/db/schema/index.js';
import { authHeaders, callApi, en, expectFailure, multipartPayload, ownProfile } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { makeImage } from './helpers/images.js';
import { makeMp4 } from './helpers/media.js';
import { fetchFeed, postFiles, smallImage } from './helpers/posts.js';
import { describeEachDatabase } from './helpers/test-databases.js';

interface AlbumFile {
  bytes: Uint8Array;
  name: string;
  type: string;
  field?: string;
}

describeEachDatabase('post albums (issue 30)', ({ database }) => {
  const built = testAppWithUser(database);
  const fileOf = (url: string) => path.join(built.uploadsDir, url.slice('/uploads/'.length));

  /** POST /api/posts with `files` in the repeated field `media` (or each one's own field). */
  async function shareAlbum(files: AlbumFile[], fields: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files)
      form.append(file.field ?? 'media', new Blob([file.bytes], { type: file.type }), file.name);
    const { headers, payload } = await multipartPayload(form);
    return built.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: authHeaders(built.me.token, headers),
      payload,
    });
  }
  const png = async (): Promise<AlbumFile> => ({ bytes: await smallImage(), name: 'a.png', type: 'image/png' });
  const jpeg = async (): Promise<AlbumFile> => ({
    bytes: await makeImage('jpeg', 300, 200),
    name: 'b.jpg',
    type: 'image/jpeg',
  });
  const mp4 = (): AlbumFile => ({ bytes: makeMp4(16 * 1024), name: 'c.mp4', type: 'video/mp4' });
  const shared = (response: LightMyRequestResponse): PostView => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApiSuccess<PostView>>().data;
  };
  const rowsOfPost = async (postId: string) => ({
    posts: await database().db.select().from(posts).where(eq(posts.id, postId)),
    media: await database().db.select().from(postMedia).where(eq(postMedia.postId, postId)),
  });

  it('shares an album of a picture, a video and a picture in order, each with its alt text', async () => {
    const video = mp4();
    const altTexts = JSON.stringify(['  a small square ', 'a clip', '']);
    const post = shared(await shareAlbum([await png(), video, await jpeg()], { caption: 'Trip #albumtrip', altTexts }));
    expect(post.media.map((item) => [item.mediaType, item.altText])).toEqual([
      ['image', 'a small square'],
      ['video', 'a clip'],
      ['image', ''],
    ]);
    // The specification's single media is the first item.
    const [first, second, third] = post.media as [PostView['media'][0], PostView['media'][0], PostView['media'][0]];
    expect(post).toMatchObject({
      mediaUrl: first.url,
      image: first.url,
      mediaType: 'image',
      altText: 'a small square',
    });
    expect(post.thumbnailUrl).toBe(first.thumbnailUrl);
    expect(new Set(post.media.map((item) => item.url)).size).toBe(3);
    expect(second.thumbnailUrl).toBe(second.url);
    expect(readFileSync(fileOf(second.url)).equals(video.bytes)).toBe(true);

    // Each item is served on its own, the video with ranges.
    for (const item of [first, third]) {
      const served = await built.app.inject({ method: 'GET', url: item.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const part = await built.app.inject({ method: 'GET', url: second.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(Buffer.from(video.bytes).subarray(100, 200))).toBe(true);

    // Every view of the post carries the same items: one post, the feed, the author's posts, the tag.
    const one = await callApi(built.app, 'GET', `/api/posts/${post.id}`, built.me.token);
    expect(one.json<ApiSuccess<PostView>>().data.media).toEqual(post.media);
    const feed = await fetchFeed(built.app, built.me);
    expect(feed.find((view) => view.id === post.id)?.media).toEqual(post.media);
    const own = await fetchFeed(built.app, built.me, `?userId=${built.me.user.id}`);
    expect(own.find((view) => view.id === post.id)?.media).toEqual(post.media);
    const tagged = await callApi(built.app, 'GET', '/api/posts/tags/albumtrip', built.me.token);
    expect(tagged.json<ApiSuccess<PostView[]>>().data.map((view) => view.media)).toEqual([post.media]);

    const rows = await rowsOfPost(post.id);
    expect(rows.media.map((row) => row.position).sort()).toEqual([0, 1, 2]);
  });

  it('keeps the single `image` field as it was: one item, its alt text from `altText`', async () => {
    const response = await shareAlbum([{ ...(await png()), field: 'image' }], { altText: 'one picture' });
    const post = shared(response);
    expect(post.media).toEqual([
      { url: post.mediaUrl, thumbnailUrl: post.thumbnailUrl, mediaType: 'image', altText: 'one picture' },
    ]);
  });

  it('takes `altText` for the first item of an album sent without `altTexts`', async () => {
    const post = shared(await shareAlbum([await png(), await png()], { altText: 'first' }));
    expect(post.media.map((item) => item.altText)).toEqual(['first', '']);
  });

  it(`accepts ${LIMITS.post.albumMaxItems} files and refuses one more with 413, keeping nothing`, async () => {
    const ten = await Promise.all(Array.from({ length: LIMITS.post.albumMaxItems }, png));
    expect(shared(await shareAlbum(ten)).media).toHaveLength(10);

    const filesBefore = postFiles(built.uploadsDir);
    const countBefore = (await ownProfile(built.app, built.me.token)).postsCount;
    expectFailure(await shareAlbum([...ten, await png()]), 413, en('post.tooManyMedia'));
    expect(postFiles(built.uploadsDir)).toEqual(filesBefore);
    expect((await ownProfile(built.app, built.me.token)).postsCount).toBe(countBefore);
  });

  it('refuses a bad file among good ones with 400 and writes no row and no file', async () => {
    const filesBefore = postFiles(built.uploadsDir);
    const countBefore = (await ownProfile(built.app, built.me.token)).postsCount;
    const junk = { bytes: Buffer.from('not a picture at all\n'.repeat(40)), name: 'x.png', type: 'image/png' };
    const response = await shareAlbum([await png(), mp4(), junk, await jpeg()], { caption: 'bad album' });
    expectFailure(response, 400, en('post.mediaUnsupported'));
    expect(postFiles(built.uploadsDir)).toEqual(filesBefore);
    expect((await ownProfile(built.app, built.me.token)).postsCount).toBe(countBefore);
    expect(await database().db.select().from(posts).where(eq(posts.caption, 'bad album'))).toEqual([]);
  });

  it('removes the files already stored when a later picture fails to decode', async () => {
    const filesBefore = postFiles(built.uploadsDir);
    // A PNG signature over a broken body passes the sniffing and fails in the encoder, after the
    // first two items were stored.
    const broken = {
      bytes: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300)]),
      name: 'y.png',
      type: 'image/png',
    };
    expectFailure(await shareAlbum([await png(), mp4(), broken]), 400, en('post.mediaUnsupported'));
    expect(postFiles(built.uploadsDir)).toEqual(filesBefore);
  });

  it('refuses `image` and `media` together with 400', async () => {
    const filesBefore = postFiles(built.uploadsDir);
    const response = await shareAlbum([{ ...(await png()), field: 'image' }, await png()]);
    expectFailure(response, 400, en('post.mediaMixed'));
    expect(postFiles(built.uploadsDir)).toEqual(filesBefore);
  });

  it('refuses alt texts that are not a list of texts, or more of them than files', async () => {
    const filesBefore = postFiles(built.uploadsDir);
    for (const altTexts of ['not json', '{"a":1}', '[1, 2]', JSON.stringify(['a', 'b', 'c'])]) {
      const body = expectFailure(
        await shareAlbum([await png(), await png()], { altTexts }),
        400,
        en('common.validationFailed'),
      );
      // '[1, 2]' is refused for each of its entries.
      expect(body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(/^altTexts/) })]),
      );
    }
    const long = JSON.stringify(['x'.repeat(LIMITS.post.altText + 1)]);
    const body = expectFailure(await shareAlbum([await png()], { altTexts: long }), 400, en('common.validationFailed'));
    expect(body.errors).toEqual([{ path: 'altTexts.0', msg: en('validation.altTextTooLong') }]);
    expect(postFiles(built.uploadsDir)).toEqual(filesBefore);
  });

  it("edits the first item's alt text with `altText`", async () => {
    const post = shared(await shareAlbum([await png(), await png()], { altTexts: '["one","two"]' }));
    const response = await callApi(built.app, 'PUT', `/api/posts/${post.id}`, built.me.token, { altText: 'first!' });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<ApiSuccess<PostView>>().data;
    expect(edited.altText).toBe('first!');
    expect(edited.media.map((item) => item.altText)).toEqual(['first!', 'two']);
  });

  it("edits every item's alt text with `altTexts` (a shorter list leaves the rest)", async () => {
    const post = shared(
      await shareAlbum([await png(), await png(), await png()], { altTexts: '["one","two","three"]' }),
    );
    const response = await callApi(built.app, 'PUT', `/api/posts/${post.id}`, built.me.token, {
      altTexts: [' Đồi thông ', 'Hồ'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<ApiSuccess<PostView>>().data;
    expect(edited.altText).toBe('Đồi thông');
    expect(edited.media.map((item) => item.altText)).toEqual(['Đồi thông', 'Hồ', 'three']);
    const rows = await rowsOfPost(post.id);
    expect(rows.posts[0]?.altText).toBe('Đồi thông');
  });

  it('refuses more alt texts than items, and `altText` with `altTexts`, changing nothing', async () => {
    const post = shared(await shareAlbum([await png(), await png()], { altTexts: '["one","two"]' }));
    const before = await rowsOfPost(post.id);
    const tooMany = await callApi(built.app, 'PUT', `/api/posts/${post.id}`, built.me.token, {
      altTexts: ['a', 'b', 'c'],
      caption: 'changed',
    });
    expectFailure(tooMany, 400, en('validation.altTextsInvalid'));
    const both = await callApi(built.app, 'PUT', `/api/posts/${post.id}`, built.me.token, {
      altText: 'a',
      altTexts: ['b'],
    });
    expectFailure(both, 400, en('validation.postEditInvalid'));
    expect(await rowsOfPost(post.id)).toEqual(before);
  });

  it('deletes every file of an album with the post', async () => {
    const post = shared(await shareAlbum([await png(), mp4(), await jpeg()]));
    const files = post.media.flatMap((item) => [item.url, item.thumbnailUrl]).map(fileOf);
    expect(files.every((file) => existsSync(file))).toBe(true);
    const response = await callApi(built.app, 'DELETE', `/api/posts/${post.id}`, built.me.token);
    expect(response.statusCode, response.body).toBe(200);
    await expect.poll(() => files.filter((file) => existsSync(file))).toEqual([]);
    expect(await rowsOfPost(post.id)).toEqual({ posts: [], media: [] });
  });

  describe('a post written without post_media rows (before the migration backfilled it)', () => {
    it('answers its one media as the album', async () => {
      const post = shared(await shareAlbum([{ ...(await png()), field: 'image' }]));
      await database().db.delete(postMedia).where(eq(postMedia.postId, post.id));
      const one = await callApi(built.app, 'GET', `/api/posts/${post.id}`, built.me.token);
      expect(one.json<ApiSuccess<PostView>>().data.media).toEqual(post.media);
    });
  });
});
