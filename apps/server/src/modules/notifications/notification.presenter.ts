import { truncateNotificationText, type NotificationAction, type NotificationView } from '@teamhub/contracts';
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
};

export function presentNotification(record: NotificationRecord): NotificationView {
  return {
    _id: record.id,
    id: record.id,
    type: record.type,
    action: record.action,
    sender: { _id: record.senderId, id: record.senderId, username: record.senderUsername, avatar: record.senderAvatar },
    post: record.postId ? { _id: record.postId, content: truncateNotificationText(record.postCaption ?? '') } : null,
    commentId: record.commentId,
    project: record.projectId ? { _id: record.projectId, name: record.projectName ?? '' } : null,
    message: record.projectName
      ? `${record.senderUsername} ${SENTENCES[record.action]}: ${record.projectName}`
      : `${record.senderUsername} ${SENTENCES[record.action]}`,
    isRead: record.isRead,
    createdAt: record.createdAt.toISOString(),
  };
}
