// Kept apart from notifications.ts (zod schemas): the feed's first route reads links, not schemas.
import type { NotificationView } from './notifications.js';

/**
 * Where a chat notification leads (the app's list and Web Push alike): the message in its conversation;
 * a thread reply, or a message in a thread, opens that thread beside its root.
 */
export function chatNotificationLink(notification: Pick<NotificationView, 'action' | 'chatMessage'>): string | null {
  const target = notification.chatMessage;
  if (!target) return null;
  const thread = notification.action === 'thread-reply' ? target.messageId : target.threadRootId;
  const params = new URLSearchParams({ c: target.conversationId, message: thread ?? target.messageId });
  if (thread) params.set('thread', thread);
  return `/chat?${params.toString()}`;
}

/** Where a task's notification leads: its panel over its board. */
export function taskNotificationLink(notification: Pick<NotificationView, 'task'>): string | null {
  const { task } = notification;
  return task ? `/projects/${encodeURIComponent(task.projectId)}/tasks/${encodeURIComponent(task.id)}` : null;
}
