import { randomBytes } from 'node:crypto';
import {
  SOCKET_NAMESPACES,
  type ApiSuccess,
  type CurrentMovie,
  type DocumentView,
  type PlaybackControl,
  type PlaybackState,
  type PostView,
  type RoomMember,
  type RoomView,
  type SetMovieBody,
  type ServerMessageKey,
} from '@teamhub/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Socket as ClientSocket } from 'socket.io-client';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { callApi, en } from './api.js';
import { WAIT_MS, listeningTestApp, nextEvent } from './chat.js';
import { uploaded } from './documents.js';
import { makeMp4, patternBytes } from './media.js';
import { sharePost } from './posts.js';
import type { RegisteredUser, TestAppOptions } from './test-app.js';

export type Answer = { success: true } | { success: false; message: string };

/** A room id no other test uses. */
export const freshRoomId = (prefix = 'room') => `${prefix}-${randomBytes(5).toString('hex')}`;

export const postRoom = (app: FastifyInstance, user: RegisteredUser, body: Record<string, unknown>) =>
  callApi(app, 'POST', '/api/rooms', user.token, body);

/** POST /api/rooms; expects 201 and answers the room. */
export async function createRoom(
  app: FastifyInstance,
  user: RegisteredUser,
  body: { roomId?: string; name?: string; description?: string } = {},
): Promise<RoomView> {
  const response = await postRoom(app, user, { roomId: freshRoomId(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<RoomView>>().data;
}

export const putMovie = (
  app: FastifyInstance,
  user: RegisteredUser,
  roomId: string,
  body: Partial<SetMovieBody> & Record<string, unknown>,
): Promise<LightMyRequestResponse> => callApi(app, 'PUT', `/api/rooms/${roomId}/movie`, user.token, body);

/** PUT /api/rooms/{roomId}/movie; expects 200 and answers the caller's copy. */
export async function chooseMovie(
  app: FastifyInstance,
  user: RegisteredUser,
  roomId: string,
  body: Partial<SetMovieBody>,
): Promise<CurrentMovie> {
  const response = await putMovie(app, user, roomId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiSuccess<CurrentMovie>>().data;
}

/** A feed post of a small MP4. */
export async function videoPost(app: FastifyInstance, user: RegisteredUser, caption = ''): Promise<PostView> {
  const response = await sharePost(app, user.token, makeMp4(2048), {
    fields: { caption },
    filename: 'clip.mp4',
    type: 'video/mp4',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiSuccess<PostView>>().data;
}

/** The bytes of the video documents the tests upload (an MP4 with a recognisable pattern). */
export const VIDEO_BYTES = makeMp4(64 * 1024);

/** An MP4 document of `user`. */
export async function videoDocument(app: FastifyInstance, user: RegisteredUser, name = 'Holiday.mp4') {
  const [document] = await uploaded(app, user.token, [{ bytes: VIDEO_BYTES, name, type: 'video/mp4' }]);
  if (!document) throw new Error('no document uploaded');
  expect(document.type).toBe('video/mp4');
  return document;
}

/** A document that is no video. */
export async function textDocument(
  app: FastifyInstance,
  user: RegisteredUser,
  name = 'notes.txt',
): Promise<DocumentView> {
  const [document] = await uploaded(app, user.token, [{ bytes: patternBytes(100).toString('hex'), name }]);
  if (!document) throw new Error('no document uploaded');
  return document;
}

/**
 * A listening test app for the movie room's socket suites, with a clock the test moves: started
 * before the suite, sockets closed after each test (waiting until everyone is offline), closed after.
 */
export function movieRoomServer(database: () => DatabaseHandle, options: TestAppOptions = {}) {
  let offsetMs = 0;
  const server = listeningTestApp(database, { now: () => new Date(Date.now() + offsetMs), ...options });
  const { sockets } = server;
  const started = () => server.built;
  return {
    sockets,
    get app() {
      return started().app;
    },
    get built() {
      return started();
    },
    /** The server's clock now (ms). */
    now: () => Date.now() + offsetMs,
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    /** A socket of `user` on /movie-room (handshake in English). */
    open: async (user: RegisteredUser) =>
      (await sockets.open(user, SOCKET_NAMESPACES.movieRoom, { language: 'en' })).socket,
    /** The socket ids in a room, as the server's socket.io holds them. */
    inRoom: async (roomId: string) =>
      (await started().realtime.movieRoom.in(`room:${roomId}`).fetchSockets()).map((socket) => socket.id).sort(),
  };
}

/** An event with an acknowledgement; answers the acknowledgement. */
export const ask = async <T = Answer>(socket: ClientSocket, event: string, payload: unknown): Promise<T> =>
  (await socket.timeout(WAIT_MS).emitWithAck(event, payload)) as T;

export const joinRoom = (socket: ClientSocket, roomId: string) => ask(socket, 'join-room', { roomId });

export const control = (socket: ClientSocket, payload: PlaybackControl) => ask(socket, 'playback-control', payload);

export type VoiceAnswer = { success: true; voiceMembers: RoomMember[] } | { success: false; message: string };

/** Joins and answers the joiner's room-users and playback-state. */
export async function joinWithView(socket: ClientSocket, roomId: string) {
  const members = nextEvent<RoomMember[]>(socket, 'room-users');
  const playback = nextEvent<PlaybackState>(socket, 'playback-state');
  expect(await joinRoom(socket, roomId)).toEqual({ success: true });
  return { members: await members, playback: await playback };
}

/** A refused acknowledgement, in English (the test sockets' handshake language). */
export const refusal = (key: ServerMessageKey) => ({ success: false, message: en(key) });
