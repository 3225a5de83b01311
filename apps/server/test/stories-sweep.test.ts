import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SOCKET_NAMESPACES, type StoryRef } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { collect, registerUsers, socketPool } from './helpers/chat.js';
import { HOUR_MS, createStory, storyFiles, storyStrip, testClock, uploadedFile, viewStory } from './helpers/stories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('the story sweep', ({ database }) => {
  const clock = testClock();
  let built: TestApp;
  const sockets = socketPool(() => built);

  beforeAll(async () => {
    built = await createTestApp(database(), { now: clock.now });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    sockets.disconnectAll();
    await vi.waitFor(async () => expect(await built.realtime.presence.onlineUserIds()).toEqual([]));
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('deletes expired stories with their views and files, tells everyone, and keeps the others', async () => {
    const [author, reader] = await registerUsers(built.app, 2);
    const listener = await sockets.connect(reader, SOCKET_NAMESPACES.notifications);
    const deleted = collect<StoryRef>(listener, 'story-deleted');
    const old = [await createStory(built.app, author), await createStory(built.app, author)];
    await viewStory(built.app, reader, old[0]?.id ?? '');
    clock.advance(12 * HOUR_MS);
    const fresh = await createStory(built.app, author);
    clock.advance(12 * HOUR_MS);

    expect(await built.sweepStories()).toEqual(
      expect.arrayContaining(old.map((story) => ({ storyId: story.id, userId: author.user.id }))),
    );
    await vi.waitFor(() => expect(deleted).toHaveLength(2));
    expect(deleted.map((ref) => ref.storyId).sort()).toEqual(old.map((story) => story.id).sort());
    for (const story of old) expect(existsSync(uploadedFile(built.uploadsDir, story.mediaUrl))).toBe(false);
    expect(existsSync(uploadedFile(built.uploadsDir, fresh.mediaUrl))).toBe(true);
    expect((await storyStrip(built.app, author))[0]?.stories.map((story) => story.id)).toEqual([fresh.id]);
    // Nothing is left to sweep.
    expect(await built.sweepStories()).toEqual([]);
  });

  it('handles each expired story once when two sweeps run at the same time', async () => {
    const authors = await registerUsers(built.app, 3);
    const listener = await sockets.connect(authors[0], SOCKET_NAMESPACES.notifications);
    const deleted = collect<StoryRef>(listener, 'story-deleted');
    const made: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      made.push((await createStory(built.app, authors[index % 3] ?? authors[0])).id);
    }
    clock.advance(25 * HOUR_MS);

    const [first, second] = await Promise.all([built.sweepStories(), built.sweepStories()]);
    const handled = [...first, ...second].map((ref) => ref.storyId);
    expect(handled.filter((id) => made.includes(id)).sort()).toEqual([...made].sort());
    expect(new Set(handled).size).toBe(handled.length);
    await vi.waitFor(() => expect(deleted.filter((ref) => made.includes(ref.storyId))).toHaveLength(made.length));
    expect(new Set(deleted.map((ref) => ref.storyId)).size).toBe(deleted.length);
    expect(storyFiles(built.uploadsDir).filter((name) => name.startsWith('stories/'))).toEqual([]);
  });

  it('leaves stray story files to the upload sweep, which keeps those a story needs', async () => {
    const [author] = await registerUsers(built.app, 1);
    const kept = await createStory(built.app, author);
    const stray = path.join(built.uploadsDir, 'stories', '11111111-1111-4111-8111-111111111111.webp');
    mkdirSync(path.dirname(stray), { recursive: true });
    writeFileSync(stray, 'left behind by a crash');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    utimesSync(stray, twoHoursAgo, twoHoursAgo);
    utimesSync(uploadedFile(built.uploadsDir, kept.mediaUrl), twoHoursAgo, twoHoursAgo);

    const report = await built.sweepUploads();
    expect(report.orphans).toContain('stories/11111111-1111-4111-8111-111111111111.webp');
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(uploadedFile(built.uploadsDir, kept.mediaUrl))).toBe(true);
  });
});
