import {
  chatNotificationLink,
  isSelfNotification,
  taskNotificationLink,
  parseFileMessageContent,
  type Language,
  type NotificationView,
  type PushCategory,
} from '@teamhub/contracts';
import type { MessageRecord } from '../chat/chat-sql.js';
import type { PushMessage } from './push-delivery.js';
import { PUSH_WORDS } from './push-texts.js';

/** A push before the recipient's unread count is known. */
export type ComposedPush = Omit<PushMessage, 'payload'> & { payload: Omit<PushMessage['payload'], 'unreadCount'> };

const DAY_SECONDS = 24 * 60 * 60;
/** Longest body shown; notification areas cut far sooner, and the payload must stay under 4 KB. */
const BODY_MAX = 240;

const cut = (text: string, max: number) => {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('');
};

/** A topic (≤ 32 URL-safe characters, RFC 8030) from a UUID: its 32 hex digits. */
const topicOf = (id: string) => id.replaceAll('-', '').slice(0, 32);

/** A chat message, as one participant's push: grouped per conversation (tag and topic). */
export function composeChatPush(
  message: MessageRecord,
  conversation: { type: string; name: string },
  language: Language,
  unreadInConversation: number,
): ComposedPush {
  const words = PUSH_WORDS[language];
  const sender = message.sender.deleted ? words.deletedUser : message.sender.username;
  const from = conversation.type === 'direct' ? sender : words.inConversation(sender, conversation.name);
  const title = unreadInConversation > 1 ? `${from} ${words.waiting(unreadInConversation)}` : from;
  const body =
    message.messageType === 'text'
      ? message.content
      : `${message.messageType === 'image' ? words.picture : words.file}: ${parseFileMessageContent(message.content)?.filename ?? ''}`;
  return {
    payload: {
      title,
      body: cut(body, BODY_MAX),
      url: `/chat?c=${encodeURIComponent(message.conversationId)}`,
      tag: `chat-${message.conversationId}`,
    },
    topic: topicOf(message.conversationId),
    urgency: 'high',
    ttlSeconds: DAY_SECONDS,
  };
}

/** Which preference lets a notification push. */
export function categoryOf(notification: NotificationView): PushCategory {
  if (notification.action === 'message-mention') return 'messages';
  // Changes to one's tasks, mentions in their comments and reminders: the settings' "Tasks" switch.
  if (notification.task) return 'tasks';
  return notification.action === 'project-invite' ? 'invitations' : 'social';
}

/** Where a click on it goes: as the app's notification list leads (web notification-cache.ts). */
function notificationUrl(notification: NotificationView): string {
  if (notification.type === 'follow') return `/profile/${encodeURIComponent(notification.sender._id)}`;
  if (notification.action === 'project-invite') {
    return notification.project ? `/projects?project=${encodeURIComponent(notification.project._id)}` : '/projects';
  }
  const chatLink = chatNotificationLink(notification) ?? taskNotificationLink(notification);
  if (chatLink) return chatLink;
  if (notification.post) {
    const params = new URLSearchParams({ highlight: notification.post._id });
    if (notification.commentId) params.set('comment', notification.commentId);
    return `/?${params.toString()}`;
  }
  return '/notifications';
}

/**
 * What groups its pushes: a grouped notification (likes of a post, follows of a day) is one row
 * whatever joins it, so its id, and a newcomer replaces the shown push; otherwise the post or
 * project it is about, or the kind.
 */
function groupOf(notification: NotificationView): { tag: string; topic: string } {
  // A mention in chat takes the place of the message's own push (same tag and topic), so a member
  // who did not mute the conversation is not told twice; one who muted it hears of the mention alone.
  if (notification.action === 'message-mention' && notification.chatMessage) {
    const { conversationId } = notification.chatMessage;
    return { tag: `chat-${conversationId}`, topic: topicOf(conversationId) };
  }
  if (notification.actorCount !== undefined) {
    return { tag: `notification-${notification._id}`, topic: topicOf(notification._id) };
  }
  const about =
    notification.post?._id ?? notification.project?._id ?? notification.chatMessage?.messageId ?? notification.task?.id;
  if (about) return { tag: `${notification.action}-${about}`, topic: topicOf(about) };
  return { tag: notification.action, topic: notification.action };
}

/** A notification (like, comment, follow, invitation…), as its recipient's push. */
export function composeNotificationPush(notification: NotificationView, language: Language): ComposedPush {
  const words = PUSH_WORDS[language];
  const action = words.actions[notification.action](notification.task?.title ?? notification.project?.name ?? '');
  const quoted = notification.post?.content ? `: “${notification.post.content}”` : '';
  const { tag, topic } = groupOf(notification);
  if (isSelfNotification(notification.action)) {
    return {
      payload: { title: words.reminder, body: cut(action, BODY_MAX), url: notificationUrl(notification), tag },
      topic,
      urgency: 'normal',
      ttlSeconds: DAY_SECONDS,
    };
  }
  const others = (notification.actorCount ?? 1) - 1;
  const who = others > 0 ? words.andOthers(notification.sender.username, others) : notification.sender.username;
  return {
    payload: {
      title: notification.sender.username,
      body: cut(`${who} ${action}${quoted}`, BODY_MAX),
      url: notificationUrl(notification),
      tag,
    },
    topic,
    urgency: notification.action === 'project-invite' || notification.action === 'message-mention' ? 'high' : 'normal',
    ttlSeconds: DAY_SECONDS,
  };
}
