import { existsSync } from 'node:fs';
import type { StoryGroup, StoryViewersAnswer } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { registerUsers } from './helpers/chat.js';
import { smallImage } from './helpers/posts.js';
import { HOUR_MS, createStory, shareStory, storyStrip, testClock, uploadedFile, viewStory } from './helpers/stories.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('the story strip', ({ database }) => {
  const clock = testClock();
  let app: FastifyInstance;
  let uploadsDir: string;

  /** Shares a story a second after the previous one, so their order is certain. */
  const storyOf = async (user: RegisteredUser, content = '') => {
    clock.advance(1_000);
    return createStory(app, user, { content });
  };
  /** The strip as `user` sees it, limited to the groups of `among` (other tests' stories are there too). */
  const stripAmong = async (user: RegisteredUser, among: RegisteredUser[]) => {
    const ids = new Set(among.map((member) => member.user.id));
    return (await storyStrip(app, user)).filter((group) => ids.has(group.user.id));
  };
  const summary = (groups: StoryGroup[]) =>
    groups.map((group) => ({
      user: group.user.username,
      status: group.storyStatus,
      stories: group.stories.map((story) => story.content),
    }));

  beforeAll(async () => {
    ({ app, uploadsDir } = await createTestApp(database(), { now: clock.now }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a token on every route', async () => {
    const [author] = await registerUsers(app, 1);
    const story = await storyOf(author);
    expectFailure(await shareStory(app, undefined, await smallImage()), 401, en('auth.required'));
    for (const [method, url] of [
      ['GET', '/api/stories'],
      ['POST', `/api/stories/${story.id}/view`],
      ['GET', `/api/stories/${story.id}/viewers`],
      ['DELETE', `/api/stories/${story.id}`],
      ['POST', `/api/stories/${story.id}/reply`],
    ] as const) {
      expectFailure(
        await callApi(app, method, url, undefined, method === 'POST' ? { text: 'hi' } : undefined),
        401,
        en('auth.required'),
      );
    }
    expectFailure(await callApi(app, 'GET', '/api/stories', 'not-a-token'), 401, en('auth.invalidToken'));
  });

  it('puts the caller’s own group first, even empty, then new before watched, most recent first', async () => {
    const [me, ann, ben, cat, dan] = await registerUsers(app, 5);
    const everyone = [me, ann, ben, cat, dan];
    const empty = (await storyStrip(app, me))[0];
    expect(empty).toEqual({
      user: { _id: me.user.id, id: me.user.id, username: me.user.username, avatar: '', verified: false },
      storyStatus: 'none',
      stories: [],
    });

    await storyOf(ann, 'ann 1');
    await storyOf(ben, 'ben 1');
    await storyOf(cat, 'cat 1');
    await storyOf(ann, 'ann 2');
    await storyOf(dan, 'dan 1');
    expect(summary(await stripAmong(me, everyone))).toEqual([
      { user: me.user.username, status: 'none', stories: [] },
      { user: dan.user.username, status: 'new', stories: ['dan 1'] },
      { user: ann.user.username, status: 'new', stories: ['ann 1', 'ann 2'] },
      { user: cat.user.username, status: 'new', stories: ['cat 1'] },
      { user: ben.user.username, status: 'new', stories: ['ben 1'] },
    ]);

    // Seeing all of Dan's and Ann's stories moves them behind the unseen ones; seeing one of two is not all.
    const groups = await stripAmong(me, everyone);
    const storiesOf = (user: RegisteredUser) => groups.find((group) => group.user.id === user.user.id)?.stories ?? [];
    for (const story of [...storiesOf(dan), ...storiesOf(ann), storiesOf(cat)[0]]) {
      expect(expectData(await viewStory(app, me, story?.id ?? ''))).toEqual({ storyId: story?.id, hasViewed: true });
    }
    await storyOf(cat, 'cat 2');
    await storyOf(me, 'mine');
    const after = await stripAmong(me, everyone);
    expect(summary(after)).toEqual([
      { user: me.user.username, status: 'new', stories: ['mine'] },
      { user: cat.user.username, status: 'new', stories: ['cat 1', 'cat 2'] },
      { user: ben.user.username, status: 'new', stories: ['ben 1'] },
      { user: dan.user.username, status: 'watched', stories: ['dan 1'] },
      { user: ann.user.username, status: 'watched', stories: ['ann 1', 'ann 2'] },
    ]);
    const cats = after[1]?.stories ?? [];
    expect(cats.map((story) => story.hasViewed)).toEqual([true, false]);
    // Others' stories never show their viewer counts; the author's own do.
    expect(cats.map((story) => story.viewersCount)).toEqual([null, null]);
    expect(after[0]?.stories[0]?.viewersCount).toBe(0);

    // The author opening their own story marks it seen for them, and counts for nobody.
    const mine = after[0]?.stories[0]?.id ?? '';
    await viewStory(app, me, mine);
    const own = (await storyStrip(app, me))[0];
    expect(own).toMatchObject({ storyStatus: 'watched', stories: [{ id: mine, hasViewed: true, viewersCount: 0 }] });
    // Others see the same story as unseen until they open it.
    expect((await stripAmong(ann, [me]))[0]?.stories[0]).toMatchObject({
      id: mine,
      hasViewed: false,
      viewersCount: null,
    });
  });

  it('marks a view once however often the story is opened, and counts other viewers for the author', async () => {
    const [author, first, second] = await registerUsers(app, 3);
    const story = await storyOf(author);
    for (let index = 0; index < 3; index += 1) {
      expect(expectData(await viewStory(app, first, story.id.toUpperCase()))).toEqual({
        storyId: story.id,
        hasViewed: true,
      });
    }
    clock.advance(1_000);
    await viewStory(app, second, story.id);
    await viewStory(app, author, story.id);
    expect((await storyStrip(app, author))[0]?.stories[0]?.viewersCount).toBe(2);

    const viewers = expectData<StoryViewersAnswer>(
      await callApi(app, 'GET', `/api/stories/${story.id}/viewers`, author.token),
    );
    expect(viewers.total).toBe(2);
    expect(viewers.viewers.map((viewer) => viewer.user.id)).toEqual([second.user.id, first.user.id]);
    expect(viewers.viewers[0]).toEqual({
      user: { _id: second.user.id, id: second.user.id, username: second.user.username, avatar: '', verified: false },
      viewedAt: expect.stringMatching(/Z$/u),
    });
    expect(Date.parse(viewers.viewers[0]?.viewedAt ?? '')).toBeGreaterThan(
      Date.parse(viewers.viewers[1]?.viewedAt ?? ''),
    );
  });

  it('shows the viewers to the author only', async () => {
    const [author, viewer] = await registerUsers(app, 2);
    const story = await storyOf(author);
    await viewStory(app, viewer, story.id);
    expectFailure(
      await callApi(app, 'GET', `/api/stories/${story.id}/viewers`, viewer.token),
      403,
      en('story.authorOnly'),
    );
    const none = expectData<StoryViewersAnswer>(
      await callApi(app, 'GET', `/api/stories/${(await storyOf(author)).id}/viewers`, author.token),
    );
    expect(none).toEqual({ viewers: [], total: 0 });
  });

  it('answers 404 story.notFound for unknown, malformed and expired ids on every route', async () => {
    const [author, other] = await registerUsers(app, 2);
    const story = await storyOf(author);
    clock.advance(24 * HOUR_MS);
    try {
      for (const id of [UNKNOWN_ID, 'not-an-id', story.id]) {
        expectFailure(await viewStory(app, other, id), 404, en('story.notFound'));
        expectFailure(await callApi(app, 'GET', `/api/stories/${id}/viewers`, author.token), 404, en('story.notFound'));
        expectFailure(await callApi(app, 'DELETE', `/api/stories/${id}`, author.token), 404, en('story.notFound'));
        expectFailure(
          await callApi(app, 'POST', `/api/stories/${id}/reply`, other.token, { text: 'hi' }),
          404,
          en('story.notFound'),
        );
      }
    } finally {
      clock.advance(-24 * HOUR_MS);
    }
  });

  it('lets the author alone delete a story, with its views and its file', async () => {
    const [author, other] = await registerUsers(app, 2);
    const story = await storyOf(author);
    await viewStory(app, other, story.id);
    const file = uploadedFile(uploadsDir, story.mediaUrl);
    expect(existsSync(file)).toBe(true);
    expectFailure(await callApi(app, 'DELETE', `/api/stories/${story.id}`, other.token), 403, en('story.authorOnly'));
    expect(existsSync(file)).toBe(true);

    const response = await callApi(app, 'DELETE', `/api/stories/${story.id}`, author.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: en('story.deleted'),
      data: { storyId: story.id, userId: author.user.id },
    });
    expect(existsSync(file)).toBe(false);
    expect((await app.inject({ method: 'GET', url: story.mediaUrl })).statusCode).toBe(404);
    expect((await storyStrip(app, author))[0]).toMatchObject({ storyStatus: 'none', stories: [] });
    expectFailure(await callApi(app, 'DELETE', `/api/stories/${story.id}`, author.token), 404, en('story.notFound'));
  });

  it('builds the strip in the same number of statements however many stories and viewers', async () => {
    const reader = await registerUser(app);
    // The reader's first request confirms their session in the database; later ones find it remembered.
    await storyStrip(app, reader);
    const count = async () => {
      const statements: string[] = [];
      // The session registry's "seen" write runs in the background now and then: not the strip's work.
      const stop = database().onQuery((sql) => {
        if (!/SET last_seen_at = now\(\)/.test(sql)) statements.push(sql);
      });
      try {
        await storyStrip(app, reader);
      } finally {
        stop();
      }
      return statements.length;
    };
    const before = await count();
    await storyOf(reader);
    const authors = await registerUsers(app, 4);
    for (const author of authors) {
      const story = await storyOf(author);
      await storyOf(author);
      await viewStory(app, reader, story.id);
    }
    expect((await storyStrip(app, reader)).length).toBeGreaterThanOrEqual(5);
    expect(await count()).toBe(before);
  });
});

describe('story expiry', () => {
  describeEachDatabase('with the app’s clock', ({ database }) => {
    const clock = testClock();
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await createTestApp(database(), { now: clock.now }));
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('drops a story from every list 24 hours after it was shared, without the sweep', async () => {
      const [author, reader] = await registerUsers(app, 2);
      const story = await createStory(app, author);
      clock.advance(24 * HOUR_MS - 60_000);
      expect((await storyStrip(app, reader)).find((group) => group.user.id === author.user.id)?.stories).toHaveLength(
        1,
      );
      expect((await viewStory(app, reader, story.id)).statusCode).toBe(200);
      clock.advance(60_000);
      expect((await storyStrip(app, reader)).find((group) => group.user.id === author.user.id)).toBeUndefined();
      expect((await storyStrip(app, author))[0]).toMatchObject({ storyStatus: 'none', stories: [] });
      expectFailure(await viewStory(app, reader, story.id), 404, en('story.notFound'));
    });
  });
});
