import {
  DEFAULT_PROFILE_VISIBILITY,
  SOCKET_NAMESPACES,
  type BirthdayPerson,
  type ChatUserSearchResult,
  type ProfileVisibility,
  type PublicUser,
  type VisibleUser,
} from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure, ownProfile } from './helpers/api.js';
import { openDirect, sendText, socketPool } from './helpers/chat.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, getProfile, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const ALL_HIDDEN: ProfileVisibility = {
  email: 'only-me',
  address: 'only-me',
  dateOfBirth: 'only-me',
  links: 'only-me',
};
const ALL_SHOWN: ProfileVisibility = {
  email: 'everyone',
  address: 'everyone',
  dateOfBirth: 'everyone',
  links: 'everyone',
};
const LINK_FIELDS = ['website', 'facebook', 'instagram', 'telegram'] as const;

/** Today's month and day, 28 years ago: a multiple of four, so it exists on 29 February too. */
function birthdayToday(): string {
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear() - 28}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

describeEachDatabase('profile privacy', ({ database }) => {
  let built: TestApp;
  /** The owner whose fields are private or not; `viewer` is the team member looking. */
  let owner: RegisteredUser;
  let viewer: RegisteredUser;
  const sockets = socketPool(() => built);

  // Values that appear nowhere else, so finding one in an answer means it leaked.
  const details = () => ({
    position: 'Kế toán trưởng',
    address: `Ngõ Riêng Tư ${owner.user.id.slice(0, 8)}, Hà Nội`,
    dateOfBirth: birthdayToday(),
    website: `https://site-${owner.user.id.slice(0, 8)}.example.com`,
    facebook: `https://facebook.com/fb-${owner.user.id.slice(0, 8)}`,
    instagram: `https://instagram.com/ig-${owner.user.id.slice(0, 8)}`,
    telegram: `@tg_${owner.user.id.slice(0, 8)}`,
  });
  const privateValues = () => {
    const { position: _shownAnyway, ...rest } = details();
    return [owner.user.email, ...Object.values(rest)];
  };

  const save = (user: RegisteredUser, body: Record<string, unknown>) =>
    callApi(built.app, 'PUT', '/api/profile', user.token, {
      username: user.user.username,
      email: user.user.email,
      ...body,
    });
  const saveOwner = async (body: Record<string, unknown>) => {
    const response = await save(owner, { ...details(), ...body });
    return expectData<{ user: PublicUser }>(response).user;
  };
  const profileAsSeenBy = async (user: RegisteredUser, userId = owner.user.id) =>
    expectData<{ user: VisibleUser }>(await callApi(built.app, 'GET', `/api/profile/user/${userId}`, user.token)).user;
  const listAsSeenBy = async (user: RegisteredUser) =>
    expectData<{ users: VisibleUser[] }>(await callApi(built.app, 'GET', '/api/profile/users?limit=200', user.token))
      .users;
  const birthdaysAsSeenBy = async (user: RegisteredUser) =>
    expectData<{ users: BirthdayPerson[] }>(await callApi(built.app, 'GET', '/api/profile/birthdays', user.token))
      .users;
  const searchAsViewer = async (query: string) =>
    expectData<ChatUserSearchResult[]>(
      await callApi(built.app, 'GET', `/api/chats/users/search?query=${encodeURIComponent(query)}`, viewer.token),
    );
  /** Fails when any of the owner's private values is anywhere in the answer. */
  const expectNothingPrivate = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    for (const value of privateValues()) expect(response.body).not.toContain(value);
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await registerUser(built.app);
    viewer = await registerUser(built.app);
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  describe('defaults', () => {
    it('start email and links for everyone, address and date of birth for the owner only', async () => {
      expect(DEFAULT_PROFILE_VISIBILITY).toEqual({
        email: 'everyone',
        address: 'only-me',
        dateOfBirth: 'only-me',
        links: 'everyone',
      });
      const fresh = await registerUser(built.app);
      expect(fresh.user.visibility).toEqual(DEFAULT_PROFILE_VISIBILITY);
      expect((await ownProfile(built.app, fresh.token)).visibility).toEqual(DEFAULT_PROFILE_VISIBILITY);
      const session = await getProfile(built.app, `Bearer ${fresh.token}`);
      expect(session.json<{ data: { user: PublicUser } }>().data.user.visibility).toEqual(DEFAULT_PROFILE_VISIBILITY);
    });

    it('show others the email and links, and no address, date of birth or choices at all', async () => {
      const saved = await saveOwner({});
      expect(saved.visibility).toEqual(DEFAULT_PROFILE_VISIBILITY);

      const seen = await profileAsSeenBy(viewer);
      const { address: _address, dateOfBirth: _dateOfBirth, ...shown } = details();
      expect(seen).toMatchObject({ ...shown, email: owner.user.email, isFollowing: false });
      expect(seen).not.toHaveProperty('address');
      expect(seen).not.toHaveProperty('dateOfBirth');
      expect(seen).not.toHaveProperty('visibility');

      const listed = (await listAsSeenBy(viewer)).find((user) => user.id === owner.user.id);
      expect(listed).toEqual({ ...seen, isFollowing: undefined });
    });
  });

  describe('the owner', () => {
    it('always sees every field and their choices: own profile, own id and the user list', async () => {
      await saveOwner({ visibility: ALL_HIDDEN });
      const own = await ownProfile(built.app, owner.token);
      expect(own).toMatchObject({ ...details(), email: owner.user.email, visibility: ALL_HIDDEN });
      expect(await profileAsSeenBy(owner, owner.user.id)).toEqual(own);
      expect((await listAsSeenBy(owner)).find((user) => user.id === owner.user.id)).toEqual(own);
    });
  });

  describe('changing the settings', () => {
    it('changes what others see at once', async () => {
      const saved = await saveOwner({
        visibility: { email: 'only-me', address: 'everyone', dateOfBirth: 'everyone', links: 'only-me' },
      });
      expect(saved.visibility).toEqual({
        email: 'only-me',
        address: 'everyone',
        dateOfBirth: 'everyone',
        links: 'only-me',
      });

      const seen = await profileAsSeenBy(viewer);
      expect(seen).toMatchObject({ address: details().address, dateOfBirth: details().dateOfBirth });
      for (const field of ['email', ...LINK_FIELDS]) expect(seen).not.toHaveProperty(field);
      expect(seen).toMatchObject({ username: owner.user.username, position: details().position });
    });

    it('shows everything when everything is shared', async () => {
      await saveOwner({ visibility: ALL_SHOWN });
      expect(await profileAsSeenBy(viewer)).toMatchObject({ ...details(), email: owner.user.email });
    });

    it('keeps the settings a save leaves out', async () => {
      await saveOwner({ visibility: ALL_HIDDEN });
      expect((await saveOwner({})).visibility).toEqual(ALL_HIDDEN);
      expect((await saveOwner({ visibility: { links: 'everyone' } })).visibility).toEqual({
        ...ALL_HIDDEN,
        links: 'everyone',
      });
      expect(await profileAsSeenBy(viewer)).toMatchObject({ website: details().website, telegram: details().telegram });
    });

    it('refuses a value that is not one of the two, keyed by the setting', async () => {
      const body = expectFailure(
        await save(owner, { visibility: { email: 'friends' } }),
        400,
        en('common.validationFailed'),
      );
      expect(body).toMatchObject({ errors: { 'visibility.email': en('validation.visibilityInvalid') } });
    });

    it('is kept to the two values by the database too', async () => {
      const write = database().db.update(users).set({ linksVisibility: 'friends' }).where(eq(users.id, owner.user.id));
      await expect(write).rejects.toThrow();
    });
  });

  describe('every answer that presents the owner to someone else', () => {
    beforeAll(async () => {
      await saveOwner({ visibility: ALL_HIDDEN });
    });

    it('the profile and the user list', async () => {
      expectNothingPrivate(await callApi(built.app, 'GET', `/api/profile/user/${owner.user.id}`, viewer.token));
      expectNothingPrivate(await callApi(built.app, 'GET', '/api/profile/users?limit=200', viewer.token));
    });

    it('chat people search: a hidden email is neither shown nor searchable', async () => {
      expect(await searchAsViewer(owner.user.email)).toEqual([]);
      const [found] = await searchAsViewer(owner.user.username);
      expect(found?.id).toBe(owner.user.id);
      expect(found).not.toHaveProperty('email');

      await saveOwner({ visibility: { email: 'everyone' } });
      const [byEmail] = await searchAsViewer(owner.user.email);
      expect(byEmail).toMatchObject({ id: owner.user.id, email: owner.user.email });
      await saveOwner({ visibility: ALL_HIDDEN });
    });

    it('post and comment authors, and the notifications they cause', async () => {
      const ownPost = await createPost(built.app, owner, { caption: 'From the owner' });
      const viewerPost = await createPost(built.app, viewer, { caption: 'From the viewer' });
      await createComment(built.app, owner, viewerPost.id, 'A comment from the owner');
      expect((await callApi(built.app, 'POST', `/api/posts/${viewerPost.id}/like`, owner.token)).statusCode).toBe(200);

      expectNothingPrivate(await callApi(built.app, 'GET', '/api/posts', viewer.token));
      expectNothingPrivate(await callApi(built.app, 'GET', `/api/posts?userId=${owner.user.id}`, viewer.token));
      expectNothingPrivate(await callApi(built.app, 'GET', `/api/posts/${ownPost.id}`, viewer.token));
      expectNothingPrivate(await callApi(built.app, 'GET', `/api/posts/${viewerPost.id}/comments`, viewer.token));
      const notifications = await callApi(built.app, 'GET', '/api/notifications', viewer.token);
      expectNothingPrivate(notifications);
      expect(notifications.body).toContain(owner.user.id);
    });

    it('chat conversations, participants and messages', async () => {
      const conversation = await openDirect(built.app, viewer, owner);
      const socket = await sockets.connect(owner);
      await sendText(socket, conversation.id, 'Hello from the owner');
      expectNothingPrivate(await callApi(built.app, 'GET', '/api/chats/conversations', viewer.token));
      expectNothingPrivate(
        await callApi(built.app, 'GET', `/api/chats/conversations/${conversation.id}/messages`, viewer.token),
      );
    });

    it('the online list', async () => {
      await sockets.connect(owner, SOCKET_NAMESPACES.notifications);
      const online = await callApi(built.app, 'GET', '/api/presence/online', viewer.token);
      expect(online.body).toContain(owner.user.id);
      expectNothingPrivate(online);
    });
  });

  describe('the birthday widget', () => {
    it('lists nobody whose date of birth is hidden, not even to themselves', async () => {
      await saveOwner({ visibility: { dateOfBirth: 'only-me' } });
      expect((await birthdaysAsSeenBy(viewer)).map((user) => user.id)).not.toContain(owner.user.id);
      expect((await birthdaysAsSeenBy(owner)).map((user) => user.id)).not.toContain(owner.user.id);
    });

    it('lists a shown birthday with its day and month, never the year', async () => {
      await saveOwner({ visibility: { dateOfBirth: 'everyone' } });
      const entry = (await birthdaysAsSeenBy(viewer)).find((user) => user.id === owner.user.id);
      const today = new Date();
      expect(entry).toEqual({
        _id: owner.user.id,
        id: owner.user.id,
        username: owner.user.username,
        avatar: '',
        verified: false,
        birthday: { month: today.getMonth() + 1, day: today.getDate() },
      });
    });
  });
});
