/**
 * Typed socket.io event maps, one pair per namespace. Event names are the specification's.
 * Later features extend these maps; the server and the web client are both typed from them.
 */
export const SOCKET_NAMESPACES = {
  chat: '/chat',
  notifications: '/notifications',
  movieRoom: '/movie-room',
} as const;

export interface ConnectedPayload {
  userId: string;
}

export interface SocketErrorPayload {
  message: string;
}

export interface ChatServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
}
export type ChatClientToServerEvents = Record<string, never>;

export interface NotificationServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
}
export type NotificationClientToServerEvents = Record<string, never>;

export interface MovieRoomServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
}
export type MovieRoomClientToServerEvents = Record<string, never>;

/** What the server keeps on every authenticated socket. */
export interface SocketUser {
  id: string;
  username: string;
}
export interface SocketData {
  user: SocketUser;
}

/** Room that holds every socket of one user, in every namespace. */
export const userRoom = (userId: string) => `user:${userId}`;
