import {
  isSelfNotification,
  truncateNotificationText,
  type NotificationAction,
  type NotificationView,
} from '@teamhub/contracts';
import type { GroupActors } from './notification-groups.repository.js';
import type { NotificationRecord } from './notifications.repository.js';

const SENTENCES: Record<NotificationAction, string> = {
  'post-like': 'liked your post',
  'post-comment': 'commented on your post',
  'comment-reply': 'replied to your comment',
  'comment-like': 'liked your comment',
  follow: 'started following you',
  'new-post': 'shared a new post',
  'new-story': 'added a new story',
  'project-invite': 'invited you to a project',
  'message-reaction': 'reacted to your message',
  'thread-reply': 'replied in a thread you are in',
  'message-mention': 'mentioned you in a message',
  'post-mention': 'mentioned you in a post',
  'comment-mention': 'mentioned you in a comment',
  'task-comment-mention': 'mentioned you in a comment on a task',
  'task-assigned': 'assigned you a task',
  'task-unassigned': 'took you off a task',
  'task-status': 'changed the status of your task',
  'task-due-date': 'changed the due date of your task',
  'task-due-soon': 'A task is due tomorrow',
  'task-overdue': 'A task is overdue',
};

const person = ({ id, username, avatar }: { id: string; username: string; avatar: string }) => ({
  _id: id,
  id,
  username,
  avatar,
});

/** Who did it: "An", or of a group "An and 3 others" (as Mastodon words it). */
function whoDidIt(record: NotificationRecord, group: GroupActors | undefined): string {
  const others = (group?.count ?? 1) - 1;
  if (others <= 0) return record.senderUsername;
  return `${record.senderUsername} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The sentence: who did what (a single reaction names its emoji; a group's may be several). */
function sentenceOf(record: NotificationRecord, group: GroupActors | undefined): string {
  if (isSelfNotification(record.action)) return `${SENTENCES[record.action]}: ${record.taskTitle ?? ''}`;
  const who = whoDidIt(record, group);
  if (record.taskTitle !== null) return `${who} ${SENTENCES[record.action]}: ${record.taskTitle}`;
  if (record.projectName) return `${who} ${SENTENCES[record.action]}: ${record.projectName}`;
  if (record.action === 'message-reaction' && record.emoji && (group?.count ?? 1) <= 1) {
    return `${who} reacted ${record.emoji} to your message`;
  }
  return `${who} ${SENTENCES[record.action]}`;
}

/** A notification as its recipient reads it; a group (`group` given) adds its latest actors and size. */
export function presentNotification(record: NotificationRecord, group?: GroupActors): NotificationView {
  return {
    _id: record.id,
    id: record.id,
    type: record.type,
    action: record.action,
    sender: person({ id: record.senderId, username: record.senderUsername, avatar: record.senderAvatar }),
    ...(group ? { actors: group.actors.map(person), actorCount: group.count } : {}),
    post: record.postId ? { _id: record.postId, content: truncateNotificationText(record.postCaption ?? '') } : null,
    commentId: record.commentId,
    project: record.projectId ? { _id: record.projectId, name: record.projectName ?? '' } : null,
    task:
      record.taskId && record.taskProjectId
        ? { id: record.taskId, projectId: record.taskProjectId, title: record.taskTitle ?? '' }
        : null,
    chatMessage:
      record.messageId && record.conversationId
        ? {
            conversationId: record.conversationId,
            messageId: record.messageId,
            emoji: record.emoji ?? '',
            threadRootId: record.threadRootId,
          }
        : null,
    message: sentenceOf(record, group),
    isRead: record.isRead,
    createdAt: record.createdAt.toISOString(),
  };
}
