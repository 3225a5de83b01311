import type { MemberRef, RoomMember } from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { en } from './helpers/api.js';
import { collect, nextEvent, registerUsers } from './helpers/chat.js';
import { ask, createRoom, joinWithView, movieRoomServer, type VoiceAnswer } from './helpers/movie-room.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('movie room: voice', ({ database }) => {
  const server = movieRoomServer(database);
  const app = () => server.app;

  it('relays voice signals only between members in voice of the same room, naming the real sender', async () => {
    const [a, b, c] = await registerUsers(app(), 3);
    const room = await createRoom(app(), a);
    const elsewhere = await createRoom(app(), c);
    const aSocket = await server.open(a);
    const bSocket = await server.open(b);
    const cSocket = await server.open(c);
    await joinWithView(aSocket, room.roomId);
    await joinWithView(bSocket, room.roomId);
    await joinWithView(cSocket, elsewhere.roomId);

    const bJoinedVoice = nextEvent<RoomMember>(aSocket, 'user-joined-voice');
    expect(await ask<VoiceAnswer>(bSocket, 'join-voice-chat', { roomId: room.roomId })).toEqual({
      success: true,
      voiceMembers: [],
    });
    expect(await bJoinedVoice).toMatchObject({ socketId: bSocket.id, inVoiceChat: true, isMuted: false });
    const aVoice = await ask<VoiceAnswer>(aSocket, 'join-voice-chat', { roomId: room.roomId });
    expect(aVoice).toEqual({
      success: true,
      voiceMembers: [expect.objectContaining({ socketId: bSocket.id, inVoiceChat: true })],
    });
    await ask<VoiceAnswer>(cSocket, 'join-voice-chat', { roomId: elsewhere.roomId });

    const received = nextEvent<{ signal: unknown; callerID: string; member: RoomMember }>(bSocket, 'receiving-signal');
    aSocket.emit('sending-signal', {
      userToSignal: bSocket.id,
      callerID: cSocket.id,
      signal: { type: 'offer', sdp: 'v=0' },
    });
    expect(await received).toEqual({
      signal: { type: 'offer', sdp: 'v=0' },
      callerID: aSocket.id,
      member: expect.objectContaining({ socketId: aSocket.id, userId: a.user.id, inVoiceChat: true }),
    });
    const answered = nextEvent<{ signal: unknown; id: string }>(aSocket, 'signal-received');
    bSocket.emit('returning-signal', { callerID: aSocket.id, signal: { type: 'answer' } });
    expect(await answered).toEqual({ signal: { type: 'answer' }, id: bSocket.id });

    // Across rooms: refused, and the other room's socket hears nothing.
    const cHeard = [...collect(cSocket, 'receiving-signal'), ...collect(cSocket, 'signal-received')];
    const gone = nextEvent<{ message: string }>(aSocket, 'error');
    aSocket.emit('sending-signal', { userToSignal: cSocket.id, signal: { type: 'offer' } });
    expect(await gone).toEqual({ message: en('movieRoom.signalTargetGone') });
    const gone2 = nextEvent<{ message: string }>(aSocket, 'error');
    aSocket.emit('returning-signal', { callerID: cSocket.id, signal: { type: 'answer' } });
    expect(await gone2).toEqual({ message: en('movieRoom.signalTargetGone') });
    const tooBig = nextEvent<{ message: string }>(aSocket, 'error');
    aSocket.emit('sending-signal', { userToSignal: bSocket.id, signal: { sdp: 'x'.repeat(17 * 1024) } });
    expect(await tooBig).toEqual({ message: en('common.payloadTooLarge') });
    // c's own room's traffic still reaches c, after anything a's refusals could have sent.
    const sentinel = nextEvent(cSocket, 'chat-message');
    await ask(cSocket, 'chat-message', { roomId: elsewhere.roomId, message: 'sentinel' });
    await sentinel;
    expect(cHeard).toEqual([]);

    // Out of voice: signals are refused both ways.
    const bLeft = nextEvent<MemberRef>(aSocket, 'user-left-voice');
    bSocket.emit('leave-voice-chat', { roomId: room.roomId });
    expect(await bLeft).toEqual({ socketId: bSocket.id, userId: b.user.id });
    const notInVoice = nextEvent<{ message: string }>(bSocket, 'error');
    bSocket.emit('sending-signal', { userToSignal: aSocket.id, signal: {} });
    expect(await notInVoice).toEqual({ message: en('movieRoom.notInVoice') });
    const targetOut = nextEvent<{ message: string }>(aSocket, 'error');
    aSocket.emit('sending-signal', { userToSignal: bSocket.id, signal: {} });
    expect(await targetOut).toEqual({ message: en('movieRoom.signalTargetGone') });
  });

  it('tells the others about mute and speaking changes', async () => {
    const [a, b] = await registerUsers(app(), 2);
    const room = await createRoom(app(), a);
    const aSocket = await server.open(a);
    const bSocket = await server.open(b);
    await joinWithView(aSocket, room.roomId);
    await joinWithView(bSocket, room.roomId);
    await ask<VoiceAnswer>(aSocket, 'join-voice-chat', { roomId: room.roomId });
    const muted = nextEvent(bSocket, 'user-mute-changed');
    aSocket.emit('toggle-mute', { roomId: room.roomId, isMuted: true });
    expect(await muted).toEqual({ socketId: aSocket.id, userId: a.user.id, isMuted: true });
    const speaking = nextEvent(bSocket, 'user-speaking-changed');
    aSocket.emit('speaking-state', { roomId: room.roomId, isSpeaking: true });
    expect(await speaking).toEqual({ socketId: aSocket.id, userId: a.user.id, isSpeaking: true });
    const bInVoice = nextEvent<RoomMember>(aSocket, 'user-joined-voice');
    const bVoice = await ask<VoiceAnswer>(bSocket, 'join-voice-chat', { roomId: room.roomId });
    await bInVoice;
    expect(bVoice).toEqual({
      success: true,
      voiceMembers: [expect.objectContaining({ socketId: aSocket.id, isMuted: true })],
    });
  });

  it('a disconnect leaves the room: user-left-voice and user-left to the rest, nothing kept', async () => {
    const [a, b] = await registerUsers(app(), 2);
    const room = await createRoom(app(), a);
    const aSocket = await server.open(a);
    const bSocket = await server.open(b);
    await joinWithView(aSocket, room.roomId);
    await joinWithView(bSocket, room.roomId);
    await ask<VoiceAnswer>(bSocket, 'join-voice-chat', { roomId: room.roomId });
    const leftVoice = nextEvent<MemberRef>(aSocket, 'user-left-voice');
    const left = nextEvent<MemberRef>(aSocket, 'user-left');
    const bId = bSocket.id;
    bSocket.disconnect();
    expect(await leftVoice).toEqual({ socketId: bId, userId: b.user.id });
    expect(await left).toEqual({ socketId: bId, userId: b.user.id });
    // The next joiner sees only a.
    const again = await server.open(b);
    const view = await joinWithView(again, room.roomId);
    expect(view.members.map((member) => member.socketId)).toEqual([aSocket.id, again.id]);
  });
});
