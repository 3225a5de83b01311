import type { ConversationMembersAnswer, ConversationUpdatedPayload, ConversationView } from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import {
  collect,
  conversationsOf,
  createGroup,
  nextEvent,
  openDirect,
  registerUsers,
  sendOverSocket,
  sendText,
  listeningTestApp,
  unreadOf,
} from './helpers/chat.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('leaving and muting a conversation', ({ database }) => {
  const built = listeningTestApp(database);
  const { sockets } = built;
  const leave = (token: string, conversationId: string, userId: string) =>
    callApi(built.app, 'DELETE', `/api/chats/conversations/${conversationId}/members/${userId}`, token);
  const mute = (token: string, conversationId: string, muted: unknown) =>
    callApi(built.app, 'PATCH', `/api/chats/conversations/${conversationId}/mute`, token, { muted });

  it('lets a member leave: their tabs drop it, the others see the member list change live', async () => {
    const [owner, stayer, leaver] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, owner, [stayer, leaver]);
    const [ownerTab, stayerTab, leaverTab] = [
      await sockets.connect(owner),
      await sockets.connect(stayer),
      await sockets.connect(leaver),
    ];
    const toOwner = nextEvent<ConversationUpdatedPayload>(ownerTab, 'conversation-updated');
    const toStayer = nextEvent<ConversationUpdatedPayload>(stayerTab, 'conversation-updated');
    const removed = nextEvent(leaverTab, 'conversation-removed');

    expect(expectData(await leave(leaver.token, group.id, leaver.user.id))).toEqual({
      conversationId: group.id,
      userId: leaver.user.id,
    });

    expect(await removed).toEqual({ conversationId: group.id });
    for (const payload of [await toOwner, await toStayer]) {
      expect(payload.conversationId).toBe(group.id);
      expect(payload.changes.participantsCount).toBe(2);
      expect(payload.changes.participants?.map((member) => member.user.id)).toEqual(
        expect.arrayContaining([owner.user.id, stayer.user.id]),
      );
      expect(payload.changes.participants?.map((member) => member.user.id)).not.toContain(leaver.user.id);
    }
    const { members } = expectData<ConversationMembersAnswer>(
      await callApi(built.app, 'GET', `/api/chats/conversations/${group.id}/members`, owner.token),
    );
    expect(members.map((member) => member.user.id).sort()).toEqual([owner.user.id, stayer.user.id].sort());
    // Gone for the leaver: not listed, nothing to send into, nothing left to leave.
    expect((await conversationsOf(built.app, leaver)).map((item) => item.id)).not.toContain(group.id);
    expect(await sendOverSocket(leaverTab, { conversationId: group.id, content: 'still here?' })).toMatchObject({
      success: false,
    });
    expectFailure(await leave(leaver.token, group.id, leaver.user.id), 404, en('chat.conversationNotFound'));
  });

  it('does not let anyone leave a direct conversation (delete chat hides it instead)', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const direct = await openDirect(built.app, alice, bob);
    expectFailure(await leave(alice.token, direct.id, alice.user.id), 403, en('chat.notAllowed'));
  });

  it('mutes for the caller only, and a muted conversation still counts unread messages', async () => {
    const [alice, bob] = await registerUsers(built.app, 2);
    const group = await createGroup(built.app, alice, [bob]);
    const [aliceTab, bobTab] = [await sockets.connect(alice), await sockets.connect(bob)];
    const toBob = nextEvent<ConversationUpdatedPayload>(bobTab, 'conversation-updated');
    const aliceHeard = collect<ConversationUpdatedPayload>(aliceTab, 'conversation-updated');

    const muted = expectData<ConversationView>(await mute(bob.token, group.id, true));

    expect(muted.muted).toBe(true);
    expect(await toBob).toEqual({ conversationId: group.id, changes: { muted: true } });
    await sendText(aliceTab, group.id, 'while muted');
    await sendText(aliceTab, group.id, 'still muted');
    expect(await unreadOf(built.app, bob, group.id)).toBe(2);
    const bobsView = (await conversationsOf(built.app, bob)).find((item) => item.id === group.id);
    expect(bobsView?.muted).toBe(true);
    expect((await conversationsOf(built.app, alice)).find((item) => item.id === group.id)?.muted).toBe(false);
    // Alice heard nothing about Bob's mute (her events are about her own sends only).
    expect(aliceHeard.filter((event) => 'muted' in event.changes)).toEqual([]);

    const unmuted = expectData<ConversationView>(await mute(bob.token, group.id, false));
    expect(unmuted.muted).toBe(false);
    expect(unmuted.unreadCount).toBe(2);
  });

  it('refuses a mute without a boolean, and from someone not in the conversation', async () => {
    const [alice, bob, stranger] = await registerUsers(built.app, 3);
    const group = await createGroup(built.app, alice, [bob]);
    expect((await mute(bob.token, group.id, 'yes')).statusCode).toBe(400);
    expectFailure(await mute(stranger.token, group.id, true), 404, en('chat.conversationNotFound'));
  });
});
