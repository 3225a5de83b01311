import type {
  ApiFailure,
  ApiSuccess,
  ConversationView,
  DocumentView,
  PostView,
  ProjectMemberView,
  ProjectView,
  TaskView,
} from '@teamhub/contracts';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { movieRoomMessages, projectInvitations, projectMembers, users } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { deleteAccount, filesUnder, rowsNaming } from './helpers/account.js';
import { callApi, en, expectData, expectFailure, ownProfile, uploadAvatar, vi as viText } from './helpers/api.js';
import { ask } from './helpers/assistant.js';
import {
  createGroup,
  historyOf,
  listeningTestApp,
  openDirect,
  registerUsers,
  sendText,
  uploaded as uploadedChatFile,
} from './helpers/chat.js';
import { uploaded } from './helpers/documents.js';
import { makeImage } from './helpers/images.js';
import { chooseMovie, createRoom, videoDocument } from './helpers/movie-room.js';
import { createComment, createPost, smallImage } from './helpers/posts.js';
import { createProject, createTask, membersOf, projectsOf, tasksOf } from './helpers/projects.js';
import { createStory, viewStory } from './helpers/stories.js';
import { postJson, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('account: deleting my account', ({ database }) => {
  const server = listeningTestApp(database);
  const app = () => server.app;
  const db = () => database().db;
  const baseUrl = () => `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  /** Whoever registered first may be the workspace's admin; these tests delete members. */
  const member = (user: RegisteredUser) => db().update(users).set({ role: 'member' }).where(eq(users.id, user.user.id));

  afterEach(async () => {
    await db().execute(sql`DROP TRIGGER IF EXISTS fail_tombstone ON users`);
  });

  /** A document whose preview is made (a PNG), answered once the preview is ready. */
  async function previewedDocument(user: RegisteredUser, folderId?: string): Promise<DocumentView> {
    const [document] = await uploaded(
      app(),
      user.token,
      [{ bytes: await makeImage('png', 80, 40), name: 'Plan.png', type: 'image/png' }],
      folderId,
    );
    if (!document) throw new Error('no document');
    await expect
      .poll(async () => {
        const query = folderId ? `?folderId=${folderId}` : '';
        const list = expectData<DocumentView[]>(await callApi(app(), 'GET', `/api/documents${query}`, user.token));
        return list.find((item) => item.id === document.id)?.preview.status;
      })
      .toBe('ready');
    return document;
  }

  const join = async (projectId: string, user: RegisteredUser, role: 'admin' | 'member') => {
    await db().insert(projectMembers).values({ projectId, userId: user.user.id, role });
  };

  it('asks for the password: missing or wrong is a 400 on the password field, and nothing changes', async () => {
    const [alice] = await registerUsers(app(), 1);
    const missing = expectFailure(await deleteAccount(app(), alice, ''), 400, en('common.validationFailed'));
    expect(missing.errors).toEqual([{ path: 'password', msg: en('validation.passwordRequired') }]);
    const wrong = expectFailure(
      await deleteAccount(app(), alice, 'not-my-password'),
      400,
      en('workspace.passwordWrong'),
    );
    expect(wrong.errors).toEqual([{ path: 'password', msg: en('workspace.passwordWrong') }]);
    // Vietnamese readers get Vietnamese.
    const inVietnamese = await app().inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'vi' },
      payload: { password: 'nope' },
    });
    expect(inVietnamese.json<ApiFailure>().message).toBe(viText('workspace.passwordWrong'));
    expect((await ownProfile(app(), alice.token)).username).toBe(alice.user.username);
  });

  it('refuses the last active administrator (409), not one of two, and a deactivated admin does not count', async () => {
    const [first, second] = await registerUsers(app(), 2);
    const makeAdmins = (ids: string[]) => db().update(users).set({ role: 'admin' }).where(inArray(users.id, ids));
    // Every other admin of this shared database steps down for the test.
    await db().update(users).set({ role: 'member' }).where(eq(users.role, 'admin'));
    await makeAdmins([first.user.id, second.user.id]);
    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, second.user.id));
    expectFailure(await deleteAccount(app(), first), 409, en('workspace.lastAdminDelete'));

    await db().update(users).set({ status: 'active' }).where(eq(users.id, second.user.id));
    expect((await deleteAccount(app(), first)).statusCode).toBe(200);
    expectFailure(await deleteAccount(app(), second), 409, en('workspace.lastAdminDelete'));
    await db().update(users).set({ role: 'member' }).where(eq(users.id, second.user.id));
  });

  it('lets only one of the last two admins go when both try at once', async () => {
    const [first, second] = await registerUsers(app(), 2);
    await db().update(users).set({ role: 'member' }).where(eq(users.role, 'admin'));
    await db()
      .update(users)
      .set({ role: 'admin' })
      .where(inArray(users.id, [first.user.id, second.user.id]));
    const answers = await Promise.all([deleteAccount(app(), first), deleteAccount(app(), second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const admins = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('removes everything of theirs, rows and files, in one go; their messages stay under "deleted user"', async () => {
    const [alice, bob, carol] = await registerUsers(app(), 3);
    await member(alice);
    // Profile, avatar.
    const profile = await callApi(app(), 'PUT', '/api/profile', alice.token, {
      username: alice.user.username,
      email: alice.user.email,
      position: 'Designer',
      dateOfBirth: '1990-05-17',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await uploadAvatar(app(), alice.token, await smallImage())).statusCode).toBe(200);
    // Feed: posts, likes, comments, a reply under her comment, a comment like, follows.
    const alicePost = await createPost(app(), alice, { caption: 'mine' });
    const bobPost = await createPost(app(), bob, { caption: 'his' });
    await callApi(app(), 'POST', `/api/posts/${bobPost.id}/like`, alice.token);
    await callApi(app(), 'POST', `/api/posts/${bobPost.id}/like`, carol.token);
    await callApi(app(), 'POST', `/api/posts/${alicePost.id}/like`, bob.token);
    const aliceComment = await createComment(app(), alice, bobPost.id, 'Nice!');
    await createComment(app(), bob, bobPost.id, 'Thanks', {
      parentId: aliceComment.id,
      replyToUserId: alice.user.id,
    });
    const carolComment = await createComment(app(), carol, bobPost.id, 'Agreed');
    await createComment(app(), alice, bobPost.id, 'Me too', { parentId: carolComment.id });
    const carolReplyToAlice = await createComment(app(), carol, bobPost.id, 'Hi Alice', {
      parentId: carolComment.id,
      replyToUserId: alice.user.id,
    });
    await callApi(app(), 'POST', `/api/posts/${bobPost.id}/comment/${carolComment.id}/like`, alice.token);
    await createComment(app(), bob, alicePost.id, 'Cool');
    await callApi(app(), 'POST', `/api/profile/user/${bob.user.id}/follow`, alice.token);
    await callApi(app(), 'POST', `/api/profile/user/${alice.user.id}/follow`, carol.token);
    // Stories, both ways.
    const aliceStory = await createStory(app(), alice);
    const bobStory = await createStory(app(), bob);
    await viewStory(app(), bob, aliceStory.id);
    await viewStory(app(), alice, bobStory.id);
    // Documents: one in a folder with a preview and a share link, a video chosen in her movie room.
    const madeFolder = await callApi(app(), 'POST', '/api/documents/folders', alice.token, { name: 'Work' });
    expect(madeFolder.statusCode, madeFolder.body).toBe(201);
    const folder = madeFolder.json<ApiSuccess<{ id: string }>>().data;
    const document = await previewedDocument(alice, folder.id);
    expect((await callApi(app(), 'POST', `/api/documents/${document.id}/links`, alice.token, {})).statusCode).toBe(201);
    const video = await videoDocument(app(), alice);
    const room = await createRoom(app(), alice);
    await chooseMovie(app(), alice, room.roomId, { tmdbId: `document:${video.id}` });
    const bobRoom = await createRoom(app(), bob);
    await db().insert(movieRoomMessages).values({ roomId: bobRoom.roomId, userId: alice.user.id, message: 'popcorn' });
    // Chat: a direct conversation, a group she owns, a community only she is in, a shared document, an
    // upload never sent.
    const direct = await openDirect(app(), alice, bob);
    const group = await createGroup(app(), alice, [bob, carol], { name: 'Crew' });
    const lonely = await createGroup(app(), alice, [], { name: 'Just me', type: 'community' });
    const aliceSocket = await server.sockets.connect(alice);
    const bobSocket = await server.sockets.connect(bob);
    const hello = await sendText(aliceSocket, direct.id, 'hello bob');
    await sendText(bobSocket, direct.id, 'hi alice', hello.id);
    await sendText(aliceSocket, group.id, 'hello crew');
    await sendText(aliceSocket, lonely.id, 'echo');
    const shared = await callApi(app(), 'POST', `/api/documents/${document.id}/share`, alice.token, {
      conversationId: group.id,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    await uploadedChatFile(app(), alice, Buffer.from('never sent'), 'draft.txt');
    // The assistant.
    await ask(baseUrl(), alice.token, { message: 'What is new?', selectedModel: 'builtin' });
    // Projects: one she owns with an admin and a member, one only she is in, one of Bob's she is in.
    const owned = await createProject(app(), alice, { name: 'Owned' });
    await join(owned.id, bob, 'member');
    await join(owned.id, carol, 'admin');
    const ownedTask = await createTask(app(), alice, owned.id, { title: 'Hers', assignee: alice.user.id });
    const alone = await createProject(app(), alice, { name: 'Alone' });
    await createTask(app(), alice, alone.id);
    const bobs = await createProject(app(), bob, { name: 'Bobs' });
    await join(bobs.id, alice, 'member');
    const bobsTask = await createTask(app(), bob, bobs.id, { title: 'For Alice', assignee: alice.user.id });
    await db()
      .insert(projectInvitations)
      .values([
        { projectId: owned.id, email: 'someone@example.com', invitedBy: alice.user.id },
        { projectId: bobs.id, email: alice.user.email, inviteeId: alice.user.id, invitedBy: bob.user.id },
      ]);

    const before = await rowsNaming(db(), alice.user.id);
    // The fixture really made one of everything.
    for (const table of Object.keys(before).filter((name) => !name.endsWith('_orphaned'))) {
      if (table === 'password_resets' || table === 'workspace_invites') continue;
      expect(before[table], table).toBeGreaterThan(0);
    }
    const publicBefore = filesUnder(server.built.uploadsDir);
    const privateBefore = filesUnder(server.built.privateUploadsDir);
    const aliceAvatar = (await ownProfile(app(), alice.token)).avatar;

    const disconnected = new Promise<void>((resolve) => aliceSocket.once('disconnect', () => resolve()));
    const answer = await deleteAccount(app(), alice);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ApiSuccess<unknown>>().message).toBe(en('workspace.accountDeleted'));
    await disconnected;

    const after = await rowsNaming(db(), alice.user.id);
    expect(after).toEqual({
      ...Object.fromEntries(Object.keys(before).map((table) => [table, 0])),
      // What stays: the tombstone, the messages she sent (with the attachment she shared) but the one in the
      // community that went with her, and her side of the direct conversation.
      users: 1,
      messages: (before.messages ?? 0) - 1,
      chat_files_sent: 1,
      direct_memberships: 1,
    });

    // Files: hers are gone from both storages, nobody else's.
    const publicAfter = filesUnder(server.built.uploadsDir);
    const privateAfter = filesUnder(server.built.privateUploadsDir);
    const own = (url: string) => url.slice('/uploads/'.length);
    const publicGone = [aliceAvatar, alicePost.mediaUrl, alicePost.thumbnailUrl, aliceStory.mediaUrl].map(own);
    expect(publicAfter).toEqual(publicBefore.filter((file) => !publicGone.includes(file)));
    expect(publicAfter).toEqual(expect.arrayContaining([own(bobPost.mediaUrl), own(bobStory.mediaUrl)]));
    for (const file of publicGone) expect(publicBefore).toContain(file);
    const privateGone = privateBefore.filter(
      (file) =>
        file === `documents/${document.filename}` ||
        file === `documents/${video.filename}` ||
        file === `document-previews/${document.id}.webp` ||
        file.startsWith('chat/'),
    );
    expect(privateGone).toHaveLength(5);
    // The chat file shared into the group stays with its message; the unsent upload went.
    expect(privateAfter.filter((file) => file.startsWith('chat/'))).toHaveLength(1);
    expect(privateAfter.filter((file) => !file.startsWith('chat/'))).toEqual(
      privateBefore.filter((file) => !privateGone.includes(file)),
    );

    // The tombstone: no name, email, password or profile of hers.
    const [tombstone] = await db().select().from(users).where(eq(users.id, alice.user.id));
    expect(tombstone).toMatchObject({
      status: 'deleted',
      role: 'member',
      avatar: '',
      position: '',
      dateOfBirth: null,
      postsCount: 0,
      followersCount: 0,
      followingCount: 0,
    });
    expect(tombstone?.username).toMatch(/^deleted-[0-9a-f]{8}$/u);
    expect(tombstone?.email).toMatch(/^deleted-[0-9a-f]{24}@deleted\.invalid$/u);
    expect(tombstone?.passwordHash).toMatch(/^\$argon2id\$/u);

    // Counts on what others have moved with her.
    const bobPostNow = expectData<PostView>(await callApi(app(), 'GET', `/api/posts/${bobPost.id}`, bob.token));
    expect(bobPostNow).toMatchObject({ likesCount: 1, commentsCount: 2 });
    const carolReplies = await db().execute(sql`SELECT likes_count, reply_to_user_id FROM comments
                                                WHERE id IN (${carolComment.id}, ${carolReplyToAlice.id}) ORDER BY created_at`);
    expect(rowsOf(carolReplies)).toEqual([
      { likes_count: 0, reply_to_user_id: null },
      { likes_count: 0, reply_to_user_id: null },
    ]);
    expect(await ownProfile(app(), bob.token)).toMatchObject({ followersCount: 0 });
    expect(await ownProfile(app(), carol.token)).toMatchObject({ followingCount: 0 });

    // Others' conversations keep working: her messages under a deleted account, with no avatar.
    const bobView = await historyOf(app(), bob, direct.id);
    const fromHer = bobView.messages.find((message) => message.id === hello.id);
    expect(fromHer?.sender).toEqual({
      _id: alice.user.id,
      id: alice.user.id,
      username: tombstone?.username,
      avatar: '',
      verified: false,
      deleted: true,
    });
    expect(bobView.messages.find((message) => message.replyTo)?.replyTo?.sender).toMatchObject({ deleted: true });
    const crew = await historyOf(app(), carol, group.id);
    expect(crew.messages.map((message) => message.content)).toContain('hello crew');
    const conversations = expectData<ConversationView[]>(
      await callApi(app(), 'GET', '/api/chats/conversations', bob.token),
    );
    const crewNow = conversations.find((conversation) => conversation.id === group.id);
    expect(crewNow?.participants.map((participant) => participant.user.id).sort()).toEqual(
      [bob.user.id, carol.user.id].sort(),
    );
    // The group's ownership passed on (to the first to join after her: both joined with it, so either).
    const owners = rowsOf<{ user_id: string }>(
      await db().execute(
        sql`SELECT user_id FROM conversation_participants WHERE conversation_id = ${group.id} AND role = 'owner'`,
      ),
    );
    expect(owners).toHaveLength(1);
    expect([bob.user.id, carol.user.id]).toContain(owners[0]?.user_id);
    // The community only she was in went with her, as when the last member leaves.
    expect(rowsOf(await db().execute(sql`SELECT id FROM conversations WHERE id = ${lonely.id}`))).toEqual([]);

    // Projects: handed to the admin, the lonely one gone, her tasks unassigned.
    const ownedMembers = await membersOf(app(), carol, owned.id);
    expect(ownedMembers.map((member: ProjectMemberView) => [member.id, member.role])).toEqual([
      [carol.user.id, 'owner'],
      [bob.user.id, 'member'],
    ]);
    const carolProjects: ProjectView[] = await projectsOf(app(), carol);
    expect(carolProjects.find((project) => project.id === owned.id)?.owner.id).toBe(carol.user.id);
    const ownedTasks: TaskView[] = await tasksOf(app(), carol, owned.id);
    expect(ownedTasks.find((task) => task.id === ownedTask.id)).toMatchObject({ assignee: null, createdBy: null });
    expect((await tasksOf(app(), bob, bobs.id)).find((task) => task.id === bobsTask.id)?.assignee).toBeNull();
    expect(rowsOf(await db().execute(sql`SELECT id FROM projects WHERE id = ${alone.id}`))).toEqual([]);
  });

  it('leaves a deleted account unable to sign in, and offered to nobody', async () => {
    const [alice, bob] = await registerUsers(app(), 2);
    await member(alice);
    await callApi(app(), 'PUT', '/api/profile', alice.token, {
      username: alice.user.username,
      email: alice.user.email,
      dateOfBirth: '1990-01-01',
    });
    const direct = await openDirect(app(), bob, alice);
    expect((await deleteAccount(app(), alice)).statusCode).toBe(200);

    expect((await callApi(app(), 'GET', '/api/profile', alice.token)).statusCode).toBe(401);
    expectFailure(
      await postJson(app(), '/api/auth/login', { email: alice.user.email, password: alice.password }),
      401,
      en('auth.invalidCredentials'),
    );
    const username = alice.user.username;
    expectFailure(
      await callApi(app(), 'GET', `/api/profile/user/${alice.user.id}`, bob.token),
      404,
      en('profile.userNotFound'),
    );
    expectFailure(
      await callApi(app(), 'POST', `/api/profile/user/${alice.user.id}/follow`, bob.token),
      404,
      en('profile.userNotFound'),
    );
    const people = expectData<{ users: { id: string }[] }>(
      await callApi(app(), 'GET', '/api/profile/users?limit=100', bob.token),
    );
    expect(people.users.map((person) => person.id)).not.toContain(alice.user.id);
    expect(people.users.map((person) => person.id)).toContain(bob.user.id);
    const [tombstone] = await db().select().from(users).where(eq(users.id, alice.user.id));
    for (const text of [username, tombstone?.username ?? '', 'deleted-']) {
      const found = expectData<{ id: string }[]>(
        await callApi(app(), 'GET', `/api/chats/users/search?query=${encodeURIComponent(text)}`, bob.token),
      );
      expect(found.map((person) => person.id)).not.toContain(alice.user.id);
    }
    expectFailure(
      await callApi(app(), 'POST', '/api/chats/conversations', bob.token, { targetUserId: alice.user.id }),
      404,
      en('chat.userNotFound'),
    );
    expect(
      (
        await callApi(app(), 'POST', '/api/chats/groups', bob.token, {
          name: 'X',
          type: 'group',
          memberIds: [alice.user.id],
        })
      ).statusCode,
    ).toBe(400);
    // Bob's existing conversation with her is still his.
    expect((await historyOf(app(), bob, direct.id)).messages).toEqual([]);
    // Her date of birth went with her profile; a tombstone given one by hand is still never listed, unlike Bob.
    const now = new Date();
    const today = `1990-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const birthday = { dateOfBirth: today, dateOfBirthVisibility: 'everyone' };
    await db()
      .update(users)
      .set(birthday)
      .where(inArray(users.id, [alice.user.id, bob.user.id]));
    const birthdays = expectData<{ users: { id: string }[] }>(
      await callApi(app(), 'GET', '/api/profile/birthdays', bob.token),
    );
    expect(birthdays.users.map((person) => person.id)).toContain(bob.user.id);
    expect(birthdays.users.map((person) => person.id)).not.toContain(alice.user.id);
  });

  it('is all or nothing: a failure in the transaction leaves the account, its rows and its files whole', async () => {
    const alice = await registerUser(app());
    await member(alice);
    const post = await createPost(app(), alice);
    const document = await previewedDocument(alice);
    // The last step (the tombstone) fails.
    await db().execute(sql`
      CREATE OR REPLACE FUNCTION fail_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'deleted' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await db().execute(
      sql`CREATE TRIGGER fail_tombstone BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION fail_tombstone()`,
    );
    const before = await rowsNaming(db(), alice.user.id);
    const publicBefore = filesUnder(server.built.uploadsDir);
    const privateBefore = filesUnder(server.built.privateUploadsDir);

    expect((await deleteAccount(app(), alice)).statusCode).toBe(500);

    expect(await rowsNaming(db(), alice.user.id)).toEqual(before);
    expect(filesUnder(server.built.uploadsDir)).toEqual(publicBefore);
    expect(filesUnder(server.built.privateUploadsDir)).toEqual(privateBefore);
    expect(publicBefore).toContain(post.mediaUrl.slice('/uploads/'.length));
    expect(privateBefore).toContain(`documents/${document.filename}`);
    expect((await ownProfile(app(), alice.token)).username).toBe(alice.user.username);
  });
});
