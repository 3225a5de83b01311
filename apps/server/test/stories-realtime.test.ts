import {
  SOCKET_NAMESPACES,
  type ApiSuccess,
  type MessageView,
  type StoryRef,
  type StoryReplyAnswer,
  type StoryView,
} from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { callApi, en, expectFailure } from './helpers/api.js';
import { collect, conversationsOf, historyOf, nextEvent, registerUsers, socketPool } from './helpers/chat.js';
import { HOUR_MS, createStory, testClock, viewStory } from './helpers/stories.js';
import { createTestApp, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

type Viewed = StoryRef & { viewersCount: number };

describeEachDatabase('live stories and replies', ({ database }) => {
  const clock = testClock();
  let built: TestApp;
  const sockets = socketPool(() => built);
  const notificationsOf = (user: RegisteredUser) => sockets.connect(user, SOCKET_NAMESPACES.notifications);
  const reply = (user: RegisteredUser, storyId: string, text: unknown) =>
    callApi(built.app, 'POST', `/api/stories/${storyId}/reply`, user.token, { text });

  beforeAll(async () => {
    built = await createTestApp(database(), { now: clock.now });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    sockets.disconnectAll();
    await vi.waitFor(async () => expect(await built.realtime.presence.onlineUserIds()).toEqual([]));
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('sends new-story to the others, not to the author; story-deleted to everyone', async () => {
    const [author, other] = await registerUsers(built.app, 2);
    const [authorSocket, otherSocket] = [await notificationsOf(author), await notificationsOf(other)];
    const authorNewStories = collect<StoryView>(authorSocket, 'new-story');

    const otherHears = nextEvent<StoryView>(otherSocket, 'new-story');
    const story = await createStory(built.app, author, { content: 'live' });
    expect(await otherHears).toEqual({ ...story, hasViewed: false, viewersCount: null });

    const deleted = [authorSocket, otherSocket].map((socket) => nextEvent<StoryRef>(socket, 'story-deleted'));
    expect((await callApi(built.app, 'DELETE', `/api/stories/${story.id}`, author.token)).statusCode).toBe(200);
    for (const payload of await Promise.all(deleted))
      expect(payload).toEqual({ storyId: story.id, userId: author.user.id });
    // Events arrive in order: had the author got new-story, it would have come before story-deleted.
    expect(authorNewStories).toEqual([]);
  });

  it('tells the author of each first view by someone else, with the count', async () => {
    const [author, first, second] = await registerUsers(built.app, 3);
    const story = await createStory(built.app, author);
    const authorSocket = await notificationsOf(author);
    const firstSocket = await notificationsOf(first);
    const heard = collect<Viewed>(authorSocket, 'story-viewed');
    const othersHeard = collect<Viewed>(firstSocket, 'story-viewed');

    await viewStory(built.app, first, story.id);
    await vi.waitFor(() => expect(heard).toEqual([{ storyId: story.id, userId: author.user.id, viewersCount: 1 }]));
    // Again, and the author's own view: nothing new to tell.
    await viewStory(built.app, first, story.id);
    await viewStory(built.app, author, story.id);
    await viewStory(built.app, second, story.id);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[1]).toEqual({ storyId: story.id, userId: author.user.id, viewersCount: 2 });
    expect(othersHeard).toEqual([]);
  });

  it('a failing emit does not fail the request', async () => {
    const [author, other] = await registerUsers(built.app, 2);
    const boom = () => {
      throw new Error('socket layer down');
    };
    vi.spyOn(built.realtime.notifications, 'emit').mockImplementation(boom);
    vi.spyOn(built.realtime.notifications, 'except').mockImplementation(boom);
    vi.spyOn(built.realtime.notifications, 'to').mockImplementation(boom);
    const story = await createStory(built.app, author);
    expect((await viewStory(built.app, other, story.id)).statusCode).toBe(200);
    expect((await callApi(built.app, 'DELETE', `/api/stories/${story.id}`, author.token)).statusCode).toBe(200);
  });

  it('replies in the direct conversation with the author, quoting the story, live to both', async () => {
    const [author, replier] = await registerUsers(built.app, 2);
    const caption = 'A caption that is certainly longer than fifty characters, to be cut';
    const story = await createStory(built.app, author, { content: caption });
    const authorChat = await sockets.connect(author);
    const replierChat = await sockets.connect(replier);
    const authorHears = nextEvent<MessageView>(authorChat, 'new-message');
    const replierHears = nextEvent<MessageView>(replierChat, 'new-message');

    const response = await reply(replier, story.id, '  Love it!  ');
    expect(response.statusCode, response.body).toBe(201);
    const { conversationId, message } = response.json<ApiSuccess<StoryReplyAnswer>>().data;
    const quote = {
      storyId: story.id,
      mediaType: 'image',
      mediaUrl: story.mediaUrl,
      content: `${caption.slice(0, 50)}…`,
      expiresAt: story.expiresAt,
    };
    expect(message).toMatchObject({
      conversationId,
      content: 'Love it!',
      messageType: 'text',
      sender: { id: replier.user.id },
      replyTo: null,
      story: quote,
    });
    expect(await authorHears).toEqual(message);
    expect(await replierHears).toEqual(message);

    const conversation = (await conversationsOf(built.app, author)).find((item) => item.id === conversationId);
    expect(conversation).toMatchObject({
      type: 'direct',
      lastMessage: { id: message.id, story: quote },
      unreadCount: 1,
    });
    expect((await historyOf(built.app, author, conversationId)).messages).toEqual([message]);

    // A second reply, to a short caption, goes to the same conversation and quotes it whole.
    const short = await createStory(built.app, author, { content: 'Short' });
    const again = (await reply(replier, short.id, 'Again')).json<ApiSuccess<StoryReplyAnswer>>().data;
    expect(again.conversationId).toBe(conversationId);
    expect(again.message.story).toMatchObject({ storyId: short.id, content: 'Short' });
    const plain = (await historyOf(built.app, replier, conversationId)).messages;
    expect(plain.map((item) => item.story?.storyId ?? null)).toEqual([story.id, short.id]);
  });

  it('refuses a reply to one’s own story, a blank one, and one to an expired story', async () => {
    const [author, other] = await registerUsers(built.app, 2);
    const story = await createStory(built.app, author);
    expectFailure(await reply(author, story.id, 'me'), 400, en('story.cannotReplyToOwn'));
    expectFailure(await reply(other, story.id, '   '), 400, en('story.replyRequired'));
    expectFailure(await reply(other, story.id, undefined), 400, en('story.replyRequired'));
    expectFailure(await reply(other, story.id, 'x'.repeat(2001)), 400, en('chat.contentTooLong'));
    expect(await conversationsOf(built.app, other)).toEqual([]);
    clock.advance(24 * HOUR_MS);
    try {
      expectFailure(await reply(other, story.id, 'late'), 404, en('story.notFound'));
    } finally {
      clock.advance(-24 * HOUR_MS);
    }
    expect(await conversationsOf(built.app, other)).toEqual([]);
  });
});
