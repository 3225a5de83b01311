import {
  SOCKET_NAMESPACES,
  playbackPositionAt,
  type CurrentMovie,
  type MemberRef,
  type PlaybackState,
  type RoomChatMessage,
  type RoomMember,
  type RoomMessagesPage,
  type RoomView,
} from '@teamhub/contracts';
import { expect, it, vi } from 'vitest';
import { callApi, en, expectData } from './helpers/api.js';
import { collect, nextEvent, registerUsers } from './helpers/chat.js';
import {
  ask,
  chooseMovie,
  control,
  createRoom,
  joinRoom,
  movieRoomServer,
  videoDocument,
  joinWithView,
  refusal,
  type Answer,
} from './helpers/movie-room.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('movie room: live room', ({ database }) => {
  const server = movieRoomServer(database);
  const app = () => server.app;

  it('a joiner gets everyone and the playback; the others hear of the join and of the leave', async () => {
    const [host, guest] = await registerUsers(app(), 2);
    const room = await createRoom(app(), host);
    const hostSocket = await server.open(host);
    const first = await joinWithView(hostSocket, room.roomId.toUpperCase());
    const hostMember: RoomMember = {
      socketId: hostSocket.id ?? '',
      userId: host.user.id,
      username: host.user.username,
      avatar: host.user.avatar,
      inVoiceChat: false,
      isMuted: false,
    };
    expect(first.members).toEqual([hostMember]);
    expect(first.playback).toEqual({
      roomId: room.roomId,
      playing: false,
      position: 0,
      rate: 1,
      updatedAt: expect.any(Number),
    });

    const guestSocket = await server.open(guest);
    const joined = nextEvent<RoomMember>(hostSocket, 'user-joined');
    const second = await joinWithView(guestSocket, room.roomId);
    const guestMember = {
      ...hostMember,
      socketId: guestSocket.id ?? '',
      userId: guest.user.id,
      username: guest.user.username,
      avatar: guest.user.avatar,
    };
    expect(second.members).toEqual([hostMember, guestMember]);
    expect(await joined).toEqual(guestMember);
    expect(await server.inRoom(room.roomId)).toEqual([hostSocket.id, guestSocket.id].sort());

    const left = nextEvent<MemberRef>(hostSocket, 'user-left');
    expect(await ask(guestSocket, 'leave-room', { roomId: room.roomId })).toEqual({ success: true });
    expect(await left).toEqual({ socketId: guestSocket.id, userId: guest.user.id });
    expect(await server.inRoom(room.roomId)).toEqual([hostSocket.id]);
    expect(await server.built.realtime.movieRoom.fetchSockets()).toHaveLength(2);
  });

  it('refuses an unknown room, and every other event before a join, in the handshake language', async () => {
    const [user] = await registerUsers(app(), 1);
    const socket = await server.open(user);
    expect(await joinRoom(socket, 'no-such-room')).toEqual(refusal('movieRoom.roomNotFound'));
    expect(await joinRoom(socket, 'bad id!')).toEqual(refusal('movieRoom.roomNotFound'));
    const room = await createRoom(app(), user);
    expect(await ask(socket, 'chat-message', { roomId: room.roomId, message: 'hi' })).toEqual(
      refusal('movieRoom.notInRoom'),
    );
    expect(await control(socket, { roomId: room.roomId, action: 'play', position: 0 })).toEqual(
      refusal('movieRoom.notInRoom'),
    );
    expect(await ask(socket, 'join-voice-chat', { roomId: room.roomId })).toEqual(refusal('movieRoom.notInRoom'));
    const error = nextEvent<{ message: string }>(socket, 'error');
    socket.emit('toggle-mute', { roomId: room.roomId, isMuted: true });
    expect(await error).toEqual({ message: en('movieRoom.notInRoom') });
    expect(await server.inRoom(room.roomId)).toEqual([]);
  });

  it('a socket is in one room at a time: joining another leaves the first, which hears user-left', async () => {
    const [a, b] = await registerUsers(app(), 2);
    const first = await createRoom(app(), a);
    const second = await createRoom(app(), a);
    const stayer = await server.open(a);
    const mover = await server.open(b);
    await joinWithView(stayer, first.roomId);
    await joinWithView(mover, first.roomId);
    const left = nextEvent<MemberRef>(stayer, 'user-left');
    const view = await joinWithView(mover, second.roomId);
    expect(await left).toEqual({ socketId: mover.id, userId: b.user.id });
    expect(view.members.map((member) => member.socketId)).toEqual([mover.id]);
    expect(await server.inRoom(first.roomId)).toEqual([stayer.id]);
    expect(await server.inRoom(second.roomId)).toEqual([mover.id]);
    // Events for the room it left are refused now.
    expect(await ask(mover, 'chat-message', { roomId: first.roomId, message: 'x' })).toEqual(
      refusal('movieRoom.notInRoom'),
    );
  });

  it('stores a chat message before everyone in the room (the sender too) receives it', async () => {
    const [host, guest] = await registerUsers(app(), 2);
    const room = await createRoom(app(), host);
    const hostSocket = await server.open(host);
    const guestSocket = await server.open(guest);
    await joinWithView(hostSocket, room.roomId);
    await joinWithView(guestSocket, room.roomId);

    const history = async () =>
      expectData<RoomMessagesPage>(await callApi(app(), 'GET', `/api/messages/room/${room.roomId}`, host.token));
    const seenByHost = new Promise<RoomMessagesPage>((resolve) => {
      hostSocket.once('chat-message', () => void history().then(resolve));
    });
    const toGuest = nextEvent<RoomChatMessage>(guestSocket, 'chat-message');
    const toSender = nextEvent<RoomChatMessage>(hostSocket, 'chat-message');
    expect(await ask(hostSocket, 'chat-message', { roomId: room.roomId, message: '  Popcorn?  ' })).toEqual({
      success: true,
    });
    const message = await toGuest;
    expect(message).toEqual({
      id: expect.any(String),
      roomId: room.roomId,
      user: { id: host.user.id, username: host.user.username, avatar: host.user.avatar },
      message: 'Popcorn?',
      timestamp: expect.any(String),
    });
    expect(await toSender).toEqual(message);
    // Stored when it arrived: the history read on arrival has it.
    expect((await seenByHost).messages).toEqual([message]);

    expect(await ask(guestSocket, 'chat-message', { roomId: room.roomId, message: '   ' })).toEqual(
      refusal('movieRoom.messageRequired'),
    );
    expect(await ask(guestSocket, 'chat-message', { roomId: room.roomId, message: 'x'.repeat(2001) })).toEqual(
      refusal('movieRoom.messageTooLong'),
    );
  });

  it('only the host controls playback; everyone (host included) gets the state, and a late joiner finds it moving', async () => {
    const [host, guest, late] = await registerUsers(app(), 3);
    const room = await createRoom(app(), host);
    const hostSocket = await server.open(host);
    const guestSocket = await server.open(guest);
    await joinWithView(hostSocket, room.roomId);
    const { playback: initial } = await joinWithView(guestSocket, room.roomId);

    expect(await control(guestSocket, { roomId: room.roomId, action: 'play', position: 99 })).toEqual(
      refusal('movieRoom.hostOnlyPlayback'),
    );
    expect(await control(hostSocket, { roomId: room.roomId, action: 'rate', position: 1, rate: 3 })).toEqual(
      refusal('movieRoom.playbackInvalid'),
    );
    expect(await control(hostSocket, { roomId: room.roomId, action: 'jump' as 'play', position: 1 })).toEqual(
      refusal('movieRoom.playbackInvalid'),
    );

    const toHost = nextEvent<PlaybackState>(hostSocket, 'playback-state');
    const toGuest = nextEvent<PlaybackState>(guestSocket, 'playback-state');
    expect(await control(hostSocket, { roomId: room.roomId, action: 'play', position: 12.5 })).toEqual({
      success: true,
    });
    const playing = await toGuest;
    expect(playing).toEqual({
      roomId: room.roomId,
      playing: true,
      position: 12.5,
      rate: 1,
      updatedAt: expect.any(Number),
    });
    expect(playing.updatedAt).toBeGreaterThanOrEqual(initial.updatedAt);
    expect(await toHost).toEqual(playing);

    const seeked = nextEvent<PlaybackState>(guestSocket, 'playback-state');
    await control(hostSocket, { roomId: room.roomId, action: 'seek', position: 30 });
    expect(await seeked).toMatchObject({ playing: true, position: 30 });
    const rated = nextEvent<PlaybackState>(guestSocket, 'playback-state');
    await control(hostSocket, { roomId: room.roomId, action: 'rate', position: 30, rate: 2 });
    const state = await rated;
    expect(state).toMatchObject({ playing: true, position: 30, rate: 2 });

    // Five seconds later on the server's clock, at twice the speed: ten seconds further.
    server.advance(5_000);
    const lateSocket = await server.open(late);
    const { playback } = await joinWithView(lateSocket, room.roomId);
    expect(playback).toEqual(state);
    const { serverTime } = await ask<{ clientTime: number; serverTime: number }>(lateSocket, 'time-sync', {
      clientTime: 1,
    });
    expect(playbackPositionAt(playback, serverTime)).toBeGreaterThanOrEqual(40);
    expect(playbackPositionAt(playback, serverTime)).toBeLessThan(40 + 2 * 2);

    const paused = nextEvent<PlaybackState>(lateSocket, 'playback-state');
    await control(hostSocket, { roomId: room.roomId, action: 'pause', position: 41 });
    expect(await paused).toMatchObject({ playing: false, position: 41, rate: 2 });
  });

  it('answers time-sync with the client time and the server clock', async () => {
    const [user] = await registerUsers(app(), 1);
    const socket = await server.open(user);
    const before = server.now();
    const answer = await ask<{ clientTime: number; serverTime: number }>(socket, 'time-sync', { clientTime: 123 });
    expect(answer).toEqual({ clientTime: 123, serverTime: expect.any(Number) });
    expect(answer.serverTime).toBeGreaterThanOrEqual(before);
    expect(answer.serverTime).toBeLessThanOrEqual(server.now());
  });

  it('a recovered connection is out of its room (the room heard it leave) until it joins again', async () => {
    const [host, guest] = await registerUsers(app(), 2);
    const room = await createRoom(app(), host);
    const hostSocket = await server.open(host);
    const { socket: guestSocket } = await server.sockets.open(guest, SOCKET_NAMESPACES.movieRoom, {
      reconnect: true,
      language: 'en',
    });
    await joinWithView(hostSocket, room.roomId);
    await joinWithView(guestSocket, room.roomId);
    const left = nextEvent<MemberRef>(hostSocket, 'user-left');
    guestSocket.io.engine.close();
    expect(await left).toMatchObject({ userId: guest.user.id });
    await vi.waitFor(() => expect(guestSocket.connected && guestSocket.recovered).toBe(true), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await server.inRoom(room.roomId)).toEqual([hostSocket.id]));
    expect(await ask(guestSocket, 'chat-message', { roomId: room.roomId, message: 'x' })).toEqual(
      refusal('movieRoom.notInRoom'),
    );
    const view = await joinWithView(guestSocket, room.roomId);
    expect(view.members.map((member) => member.socketId)).toEqual([hostSocket.id, guestSocket.id]);
  });

  it('sends the stored movie (each socket its own copy) on a change and on movie-selected, host only', async () => {
    const [host, guest] = await registerUsers(app(), 2);
    const room = await createRoom(app(), host);
    const hostSocket = await server.open(host);
    const guestSocket = await server.open(guest);
    await joinWithView(hostSocket, room.roomId);
    await joinWithView(guestSocket, room.roomId);
    await control(hostSocket, { roomId: room.roomId, action: 'play', position: 50 });

    const document = await videoDocument(app(), host);
    const toHost = nextEvent<CurrentMovie>(hostSocket, 'movie-changed');
    const toGuest = nextEvent<CurrentMovie>(guestSocket, 'movie-changed');
    const reset = nextEvent<PlaybackState>(guestSocket, 'playback-state');
    const answer = await chooseMovie(app(), host, room.roomId, { tmdbId: `document:${document.id}` });
    expect(await toHost).toEqual(answer);
    const guestCopy = await toGuest;
    expect(guestCopy).toEqual({ ...answer, streamUrl: expect.stringContaining(`?t=${guest.user.id}.`) });
    expect(await reset).toMatchObject({ playing: false, position: 0, rate: 1 });

    const refused = nextEvent<{ message: string }>(guestSocket, 'error');
    const guestHeard = collect(hostSocket, 'movie-changed');
    guestSocket.emit('movie-selected', { roomId: room.roomId, movie: { streamUrl: 'javascript:alert(1)' } });
    expect(await refused).toEqual({ message: en('movieRoom.hostOnly') });
    const again = nextEvent<CurrentMovie>(guestSocket, 'movie-changed');
    hostSocket.emit('movie-selected', { roomId: room.roomId, movie: { streamUrl: 'https://evil.example.com' } });
    expect(await again).toEqual(guestCopy);
    expect(guestHeard).toHaveLength(1);
    const room2 = expectData<RoomView>(await callApi(app(), 'GET', `/api/rooms/${room.roomId}`, guest.token));
    expect(room2.currentMovie).toEqual(guestCopy);
  });

  it('a socket in another room hears nothing of a room, whatever happens there', async () => {
    const [host, guest, outsider] = await registerUsers(app(), 3);
    const room = await createRoom(app(), host);
    const other = await createRoom(app(), outsider);
    const hostSocket = await server.open(host);
    const outsiderSocket = await server.open(outsider);
    await joinWithView(outsiderSocket, other.roomId);
    const events = [
      'room-users',
      'user-joined',
      'user-left',
      'user-joined-voice',
      'user-left-voice',
      'receiving-signal',
      'signal-received',
      'user-mute-changed',
      'user-speaking-changed',
      'chat-message',
      'movie-changed',
      'playback-state',
      'error',
    ];
    const heard: unknown[] = [];
    for (const event of events) outsiderSocket.on(event, (payload: unknown) => heard.push([event, payload]));

    await joinWithView(hostSocket, room.roomId);
    const guestSocket = await server.open(guest);
    const guestJoined = nextEvent(hostSocket, 'user-joined');
    await joinWithView(guestSocket, room.roomId);
    await guestJoined;
    await ask(hostSocket, 'join-voice-chat', { roomId: room.roomId });
    const inVoice = nextEvent(hostSocket, 'user-joined-voice');
    await ask(guestSocket, 'join-voice-chat', { roomId: room.roomId });
    await inVoice;
    const signal = nextEvent(hostSocket, 'receiving-signal');
    guestSocket.emit('sending-signal', { userToSignal: hostSocket.id, signal: { type: 'offer' } });
    await signal;
    const returned = nextEvent(guestSocket, 'signal-received');
    hostSocket.emit('returning-signal', { callerID: guestSocket.id, signal: { type: 'answer' } });
    await returned;
    const muted = nextEvent(hostSocket, 'user-mute-changed');
    guestSocket.emit('toggle-mute', { roomId: room.roomId, isMuted: true });
    await muted;
    const speaking = nextEvent(hostSocket, 'user-speaking-changed');
    guestSocket.emit('speaking-state', { roomId: room.roomId, isSpeaking: true });
    await speaking;
    await ask(guestSocket, 'chat-message', { roomId: room.roomId, message: 'secret' });
    await control(hostSocket, { roomId: room.roomId, action: 'play', position: 3 });
    const changed = nextEvent(guestSocket, 'movie-changed');
    await chooseMovie(app(), host, room.roomId, { tmdbId: 'x', streamUrl: 'https://cdn.example.com/a.mp4' });
    await changed;
    const selected = nextEvent(guestSocket, 'movie-changed');
    hostSocket.emit('movie-selected', { roomId: room.roomId });
    await selected;
    const leftVoice = nextEvent(hostSocket, 'user-left-voice');
    guestSocket.emit('leave-voice-chat', { roomId: room.roomId });
    await leftVoice;
    const left = nextEvent(hostSocket, 'user-left');
    await ask(guestSocket, 'leave-room', { roomId: room.roomId });
    await left;
    // The outsider's own room's next event comes after anything the server could have sent it above.
    const sentinel = nextEvent(outsiderSocket, 'chat-message');
    await ask(outsiderSocket, 'chat-message', { roomId: other.roomId, message: 'mine' });
    await sentinel;
    expect(heard).toEqual([['chat-message', expect.objectContaining({ roomId: other.roomId, message: 'mine' })]]);
    // Events naming a room the outsider is not in are refused.
    expect(await ask<Answer>(outsiderSocket, 'chat-message', { roomId: room.roomId, message: 'in?' })).toEqual(
      refusal('movieRoom.notInRoom'),
    );
  });
});
