/**
 * Typed socket.io event maps, one pair per namespace. Event names are the specification's.
 * Later features extend these maps; the server and the web client are both typed from them.
 */
import type { ConversationUpdatedPayload, MessageView, SendMessagePayload } from './chat.js';
import type { NotificationView } from './notifications.js';
import type { AuthorSummary, CommentView, PostView } from './posts.js';
import type { StoryRef, StoryView } from './stories.js';
import type {
  MemberPayload,
  MemberRemovedPayload,
  ProjectRef,
  ProjectUpdatedPayload,
  ProjectView,
  TaskDeletedPayload,
  TaskView,
} from './projects.js';

export const SOCKET_NAMESPACES = {
  chat: '/chat',
  notifications: '/notifications',
  movieRoom: '/movie-room',
  projects: '/projects',
} as const;

export interface ConnectedPayload {
  userId: string;
}

export interface SocketErrorPayload {
  message: string;
}

export interface ConversationRef {
  conversationId: string;
}

export type SendMessageAck = (
  answer: { success: true; data: MessageView } | { success: false; message: string },
) => void;

export interface ChatClientToServerEvents extends NotificationCommandEvents {
  'join-conversation': (
    payload: ConversationRef,
    ack?: (answer: { success: boolean; message?: string }) => void,
  ) => void;
  'leave-conversation': (payload: ConversationRef) => void;
  'send-message': (payload: SendMessagePayload, ack?: SendMessageAck) => void;
  'typing-start': (payload: ConversationRef) => void;
  'typing-stop': (payload: ConversationRef) => void;
}

export interface TypingPayload {
  conversationId: string;
  userId: string;
  username: string;
}

export interface ChatServerToClientEvents {
  /**
   * `onlineUserIds`: who of the people the user shares a direct chat or group with (and the user) is
   * connected right now, so presence starts right; `user-online` / `user-offline` then follow for them.
   */
  connected: (payload: ConnectedPayload & { onlineUserIds?: string[] }) => void;
  error: (payload: SocketErrorPayload) => void;
  'new-message': (message: MessageView) => void;
  'message-edited': (message: MessageView) => void;
  'message-deleted': (payload: { conversationId: string; messageId: string }) => void;
  /** What changed in a conversation, as the receiving user sees it (their own unread count). */
  'conversation-updated': (payload: ConversationUpdatedPayload) => void;
  /** The receiving user is no longer in this conversation (left, removed, or deleted it). */
  'conversation-removed': (payload: ConversationRef) => void;
  'user-typing': (payload: TypingPayload) => void;
  'user-stop-typing': (payload: TypingPayload) => void;
  'user-online': (payload: PresencePayload) => void;
  'user-offline': (payload: PresencePayload) => void;
}

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

export interface NewNotificationPayload {
  notification: NotificationView;
  unreadCount: number;
}
export interface UnreadCountPayload {
  unreadCount: number;
}
export interface NotificationReadPayload {
  notificationId: string;
  unreadCount: number;
}

/** Sent by clients on /notifications and /chat (the spec lists them on the chat connection). */
export interface NotificationCommandEvents {
  'mark-notification-read': (payload: { notificationId: string }) => void;
  'mark-all-notifications-read': () => void;
}

export interface NotificationServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
  'new-notification': (payload: NewNotificationPayload) => void;
  'unread-count-update': (payload: UnreadCountPayload) => void;
  'notification-read-success': (payload: NotificationReadPayload) => void;
  'all-notifications-read-success': (payload: UnreadCountPayload) => void;
  /** A notification withdrawn by its cause (an unlike removes the unread like notification). */
  'notification-removed': (payload: NotificationReadPayload) => void;
  'new-post': (post: PostView) => void;
  /** A story was posted (to everyone but its author's sockets): strips refetch. */
  'new-story': (story: StoryView) => void;
  /** A story was deleted by its author or expired and swept: strips and open viewers drop it. */
  'story-deleted': (payload: StoryRef) => void;
  /** To the author's sockets: someone opened one of their stories (the "Seen by" count). */
  'story-viewed': (payload: StoryRef & { viewersCount: number }) => void;
  'post-like-updated': (payload: PostLikeUpdatedPayload) => void;
  'post-comment-added': (payload: PostCommentAddedPayload) => void;
  'post-comment-deleted': (payload: PostCommentDeletedPayload) => void;
  /** To sockets that sent `watch-presence`: who came online and who went offline, batched. */
  'presence-changed': (payload: PresenceChangedPayload) => void;
}

/** Presence changes of one batch period; a user who came and went within it is in `offline`. */
export interface PresenceChangedPayload {
  online: AuthorSummary[];
  offline: string[];
}

/** Room of the /notifications sockets showing who is online (the feed's Present widget). */
export const PRESENCE_WATCHERS_ROOM = 'presence-watchers';

export interface NotificationClientToServerEvents extends NotificationCommandEvents {
  /** Start receiving `presence-changed` (acknowledged once the socket is in the watchers' room). */
  'watch-presence': (ack?: () => void) => void;
  'unwatch-presence': (ack?: () => void) => void;
}

export interface MovieRoomServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
}
export type MovieRoomClientToServerEvents = Record<string, never>;

export interface ProjectsClientToServerEvents {
  /** Start hearing a board's task events; refused (ack `success: false`) unless the caller is a member. */
  'join-project': (payload: ProjectRef, ack?: (answer: { success: boolean; message?: string }) => void) => void;
  'leave-project': (payload: ProjectRef) => void;
}

/**
 * Task events go to the members who joined the board; project and member events go to every member
 * (their tabs and assignee lists stay right without joining).
 */
export interface ProjectsServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
  'task-created': (task: TaskView) => void;
  'task-updated': (task: TaskView) => void;
  'task-deleted': (payload: TaskDeletedPayload) => void;
  'project-updated': (payload: ProjectUpdatedPayload) => void;
  /** The receiving user was invited to a project (as they see it, with their role). */
  'project-added': (project: ProjectView) => void;
  /** The receiving user lost the project: removed, left, or the project was deleted. */
  'project-removed': (payload: ProjectRef) => void;
  'member-added': (payload: MemberPayload) => void;
  /** A member's role changed (the receiving user's own role when the id is theirs). */
  'member-updated': (payload: MemberPayload) => void;
  'member-removed': (payload: MemberRemovedPayload) => void;
}

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
/** Room of the /chat sockets that have one conversation open (joined with join-conversation). */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
