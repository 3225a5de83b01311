import {
  SOCKET_NAMESPACES,
  type SocketData,
  type SocketNamespace,
  type SocketNamespaceEvents,
} from '@teamhub/contracts';
import type { Namespace, Server } from 'socket.io';

/** The server processes share no events of their own (the Redis adapter relays the namespaces' events). */
export type InterServerEvents = Record<string, never>;

/** A namespace typed by its contract: what clients may send, and what it may send them. */
export type ServerNamespace<N extends SocketNamespace> = Namespace<
  SocketNamespaceEvents[N]['clientToServer'],
  SocketNamespaceEvents[N]['serverToClient'],
  InterServerEvents,
  SocketData
>;

export type ChatNamespace = ServerNamespace<'chat'>;
export type NotificationNamespace = ServerNamespace<'notifications'>;
export type MovieRoomNamespace = ServerNamespace<'movieRoom'>;
export type ProjectsNamespace = ServerNamespace<'projects'>;

export type Namespaces = { [N in SocketNamespace]: ServerNamespace<N> };

/**
 * The four namespaces of one socket.io server. socket.io types a namespace by its server's event maps,
 * and one server hosts four different ones, so this is the one place each is narrowed to its contract.
 */
export function openNamespaces(io: Server): Namespaces {
  return {
    chat: io.of(SOCKET_NAMESPACES.chat) as ChatNamespace,
    notifications: io.of(SOCKET_NAMESPACES.notifications) as NotificationNamespace,
    movieRoom: io.of(SOCKET_NAMESPACES.movieRoom) as MovieRoomNamespace,
    projects: io.of(SOCKET_NAMESPACES.projects) as ProjectsNamespace,
  };
}
