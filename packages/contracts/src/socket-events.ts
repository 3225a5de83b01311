/**
 * Typed socket.io event maps, one pair per namespace. Event names are the specification's.
 * Later features extend these maps; the server and the web client are both typed from them.
 */
import type {
  ConversationReadEvent,
  ConversationUpdatedPayload,
  MessagePinView,
  MessageReactionsUpdated,
  MessageUnpinned,
  MessageView,
  SendMessagePayload,
  ThreadUpdated,
} from './chat.js';
import type {
  CurrentMovie,
  MemberRef,
  PlaybackControl,
  PlaybackState,
  RoomAck,
  RoomChatMessage,
  RoomMember,
  RoomRef,
} from './movie-room.js';
import type { NotificationView } from './notifications.js';
import type { AuthorSummary, CommentView, PostView } from './posts.js';
import type { StoryRef, StoryView } from './stories.js';
import type { AttachmentsUpdatedPayload } from './task-attachments.js';
import type { ChecklistUpdatedPayload } from './task-checklist.js';
import type { WatchersUpdatedPayload } from './task-watchers.js';
import type { TaskCommentDeletedPayload, TaskCommentPayload } from './task-comments.js';
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
  /** `threadRootId`: typing in that message's thread (its own indicator), not in the conversation. */
  'typing-start': (payload: ConversationRef & { threadRootId?: string }) => void;
  'typing-stop': (payload: ConversationRef & { threadRootId?: string }) => void;
}

export interface TypingPayload {
  conversationId: string;
  userId: string;
  username: string;
  /** Set when the typing is in a thread (the root's id). */
  threadRootId?: string;
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
  /**
   * A new reply in a thread, to every participant (never as new-message: a thread reply stays out of
   * the conversation's list, preview and unread count); thread-updated follows with the root's counters.
   */
  'thread-message': (message: MessageView) => void;
  /** A thread root's reply count, last repliers and (to its followers) their unread count changed. */
  'thread-updated': (payload: ThreadUpdated) => void;
  /** A message was pinned (its pin, as GET …/pins lists it); only to those who can see the message. */
  'message-pinned': (pin: MessagePinView) => void;
  /** A message was unpinned. A deleted message's pin goes with it: `message-deleted` says so. */
  'message-unpinned': (payload: MessageUnpinned) => void;
  /**
   * Another participant read further (a read mark that moved their position). Only to the tabs that
   * have the conversation open, and never to or from a member who turned read receipts off.
   */
  'conversation-read': (payload: ConversationReadEvent) => void;
  /**
   * A message's reactions changed: all of them after the change, to each participant who can see it,
   * with `reactedByMe` worked out for the receiving user.
   */
  'message-reactions-updated': (payload: MessageReactionsUpdated) => void;
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

/** An edited post's new texts and toggles, and its items with their alt texts (counts and comments are unchanged). */
export type PostUpdatedPayload = Pick<
  PostView,
  'caption' | 'location' | 'altText' | 'media' | 'hideViewCount' | 'hideLikeCount' | 'turnOffCommenting' | 'editedAt'
> & { postId: string };

export interface PostDeletedPayload {
  postId: string;
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
  /**
   * A group lost an actor (an unlike) but keeps others: the entry changes in place, keeping its place
   * and read state. (Someone joining a group comes as `new-notification` with the group's id.)
   */
  'notification-updated': (payload: NewNotificationPayload) => void;
  /** To sockets that sent `watch-feed`, but the author's own. */
  'new-post': (post: PostView) => void;
  /** A story was posted (to everyone but its author's sockets): strips refetch. */
  'new-story': (story: StoryView) => void;
  /** A story was deleted by its author or expired and swept: strips and open viewers drop it. */
  'story-deleted': (payload: StoryRef) => void;
  /** To the author's sockets: someone opened one of their stories (the "Seen by" count). */
  'story-viewed': (payload: StoryRef & { viewersCount: number }) => void;
  /** This and the two below: to sockets that sent `watch-feed` (a tab showing the feed). */
  'post-like-updated': (payload: PostLikeUpdatedPayload) => void;
  'post-comment-added': (payload: PostCommentAddedPayload) => void;
  'post-comment-deleted': (payload: PostCommentDeletedPayload) => void;
  /** To the feed's watchers, the author's other tabs included: an edit (texts and toggles, `editedAt`). */
  'post-updated': (payload: PostUpdatedPayload) => void;
  /** To the feed's watchers, the author's other tabs included: the post and all on it are gone. */
  'post-deleted': (payload: PostDeletedPayload) => void;
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

/** Room of the /notifications sockets showing the feed: they hear its posts, likes and comments live. */
export const FEED_WATCHERS_ROOM = 'feed-watchers';

export interface NotificationClientToServerEvents extends NotificationCommandEvents {
  /** Start receiving `presence-changed` (acknowledged once the socket is in the watchers' room). */
  'watch-presence': (ack?: () => void) => void;
  'unwatch-presence': (ack?: () => void) => void;
  /** Start receiving the feed's live events (acknowledged once the socket is in the feed watchers' room). */
  'watch-feed': (ack?: () => void) => void;
  'unwatch-feed': (ack?: () => void) => void;
}

/** What a room's member sees of a user in the join and voice events (the server fills it from the account). */
export interface RoomUserPayload {
  roomId: string;
  /** Sent by the spec's client; the server ignores it and uses the signed-in account. */
  user?: unknown;
}

/**
 * /movie-room commands. Everything but join-room needs the socket to have joined that room (else an
 * `error` event, or the ack's `success: false`). `callerID` in signals is the sender's socket id: the
 * server fills it in, whatever the client said.
 */
export interface MovieRoomClientToServerEvents {
  /** Answered with `room-users` and `playback-state` to the joiner, `user-joined` to the others. A socket is in one room at a time. */
  'join-room': (payload: RoomUserPayload, ack?: RoomAck) => void;
  'leave-room': (payload: RoomRef, ack?: RoomAck) => void;
  /** Ack: the members already in voice, whom the joiner calls (`sending-signal`, as initiator). */
  'join-voice-chat': (
    payload: RoomUserPayload,
    ack?: (answer: { success: true; voiceMembers: RoomMember[] } | { success: false; message: string }) => void,
  ) => void;
  'leave-voice-chat': (payload: RoomUserPayload) => void;
  /** A WebRTC signal to one member's socket of the same room (relayed as `receiving-signal`). */
  'sending-signal': (payload: { userToSignal: string; callerID?: string; signal: unknown }) => void;
  /** The answer back to the caller (relayed as `signal-received`). */
  'returning-signal': (payload: { signal: unknown; callerID: string }) => void;
  'toggle-mute': (payload: RoomRef & { isMuted: boolean }) => void;
  'speaking-state': (payload: RoomRef & { isSpeaking: boolean }) => void;
  'chat-message': (payload: RoomRef & { message: string }, ack?: RoomAck) => void;
  /** Host only: tells the room about the movie PUT /api/rooms/{roomId}/movie stored (the server sends its own copy). */
  'movie-selected': (payload: RoomRef & { movie?: unknown }) => void;
  /** Host only (beyond the spec): play, pause, seek or change the rate; the room gets `playback-state`. */
  'playback-control': (payload: PlaybackControl, ack?: RoomAck) => void;
  /** NTP-style clock sample: the server answers with its own time. */
  'time-sync': (
    payload: { clientTime: number },
    ack: (answer: { clientTime: number; serverTime: number }) => void,
  ) => void;
}

export interface MovieRoomServerToClientEvents {
  connected: (payload: ConnectedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
  /** Everyone in the room, to a joiner (and to the room when a member's voice state changes many at once). */
  'room-users': (members: RoomMember[]) => void;
  'user-joined': (member: RoomMember) => void;
  'user-left': (member: MemberRef) => void;
  'user-joined-voice': (member: RoomMember) => void;
  'user-left-voice': (member: MemberRef) => void;
  /** To the called socket: a caller's signal (create a non-initiator peer for `callerID` on the first). */
  'receiving-signal': (payload: { signal: unknown; callerID: string; member: RoomMember | null }) => void;
  /** To the caller: the called socket's answer (`id` is its socket id). */
  'signal-received': (payload: { signal: unknown; id: string }) => void;
  'user-mute-changed': (payload: MemberRef & { isMuted: boolean }) => void;
  'user-speaking-changed': (payload: MemberRef & { isSpeaking: boolean }) => void;
  'chat-message': (message: RoomChatMessage) => void;
  /** The room's movie changed (each member's copy carries their own stream link); null when cleared. */
  'movie-changed': (movie: CurrentMovie | null) => void;
  'playback-state': (state: PlaybackState) => void;
}

export interface ProjectsClientToServerEvents {
  /** Start hearing a board's task events; refused (ack `success: false`) unless the caller is a member. */
  'join-project': (payload: ProjectRef, ack?: (answer: { success: boolean; message?: string }) => void) => void;
  /** Stop hearing a board's task events (kept while the socket is joined to all its projects). */
  'leave-project': (payload: ProjectRef) => void;
  /**
   * Start hearing the task events of every project the caller is a member of (the calendar across
   * projects), including projects they join later; a project they leave is no longer heard.
   */
  'join-my-projects': (ack?: (answer: { success: boolean; message?: string }) => void) => void;
  /** Stop hearing them (a board joined with join-project is kept). */
  'leave-my-projects': (ack?: (answer: { success: boolean; message?: string }) => void) => void;
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
  /** A task's checklist changed: the whole list, in order (its card's counts come as task-updated). */
  'checklist-updated': (payload: ChecklistUpdatedPayload) => void;
  /** Someone started or stopped following a task: its whole list of followers. */
  'watchers-updated': (payload: WatchersUpdatedPayload) => void;
  /** A task's attachments changed: read the task again (its links are signed per reader; the card's count comes as task-updated). */
  'attachments-updated': (payload: AttachmentsUpdatedPayload) => void;
  /**
   * A comment on a task was written, edited or deleted (open task panels refetch their timeline; a
   * change's activity lines come with its task-updated).
   */
  'task-comment-created': (payload: TaskCommentPayload) => void;
  'task-comment-updated': (payload: TaskCommentPayload) => void;
  'task-comment-deleted': (payload: TaskCommentDeletedPayload) => void;
  'project-updated': (payload: ProjectUpdatedPayload) => void;
  /** The receiving user joined a project by accepting an invitation (as they see it, with their role). */
  'project-added': (project: ProjectView) => void;
  /**
   * The receiving user's open invitations changed (one arrived, was withdrawn, or was answered in another
   * tab): GET /api/projects/invitations again.
   */
  'invitations-changed': () => void;
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
  /** The sign-in session its token names: ending the session disconnects the socket. */
  sessionId: string;
}

/** Room that holds every socket of one user, in every namespace. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Room of the sockets of one sign-in session, in every namespace (ending the session disconnects them). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Room of the /chat sockets that have one conversation open (joined with join-conversation). */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
/** Room of the /movie-room sockets that joined one movie room. */
export const movieRoomRoom = (roomId: string) => `room:${roomId}`;

/** A namespace by its key in SOCKET_NAMESPACES. */
export type SocketNamespace = keyof typeof SOCKET_NAMESPACES;

/**
 * Each namespace's pair of event maps, by its key: the server's namespaces and the web's sockets are
 * both typed from this one table, so an event name or payload that differs fails to compile.
 */
export interface SocketNamespaceEvents {
  chat: { clientToServer: ChatClientToServerEvents; serverToClient: ChatServerToClientEvents };
  notifications: { clientToServer: NotificationClientToServerEvents; serverToClient: NotificationServerToClientEvents };
  movieRoom: { clientToServer: MovieRoomClientToServerEvents; serverToClient: MovieRoomServerToClientEvents };
  projects: { clientToServer: ProjectsClientToServerEvents; serverToClient: ProjectsServerToClientEvents };
}
