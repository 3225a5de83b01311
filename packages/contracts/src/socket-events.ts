/**
 * Typed socket.io event maps, one pair per namespace. Event names are the specification's.
 * Later features extend these maps; the server and the web client are both typed from them.
 */
import type { CommentView, PostView } from './posts.js';

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

export interface PostLikeUpdatedPayload {
  postId: string;
  /** The post's like count after the change. */
  likes: number;
  /** Who liked or unliked. */
  userId: string;
  isLiked: boolean;
}

export interface PostCommentAddedPayload {
  postId: string;
  commentsCount: number;
  comment: CommentView;
}

export interface PostCommentDeletedPayload {
  postId: string;
  commentsCount: number;
  deletedIds: string[];
}

export interface PresencePayload {
  userId: string;
}

export interface NotificationServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
  'new-post': (post: PostView) => void;
  'post-like-updated': (payload: PostLikeUpdatedPayload) => void;
  'post-comment-added': (payload: PostCommentAddedPayload) => void;
  'post-comment-deleted': (payload: PostCommentDeletedPayload) => void;
  'user-online': (payload: PresencePayload) => void;
  'user-offline': (payload: PresencePayload) => void;
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
