import type { NotificationRecord } from '../../../notifications/notifications.repository.js';
import { excerpt, formatInstant, inline, PAGE_SIZE } from '../answer-format.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

/** Where a notification leads in the web app (as the notifications panel's `notificationTarget`). */
function notificationPath(record: NotificationRecord): string | null {
  if (record.taskId && record.taskProjectId) {
    return `/projects/${encodeURIComponent(record.taskProjectId)}/tasks/${encodeURIComponent(record.taskId)}`;
  }
  if (record.action === 'follow') return `/profile/${encodeURIComponent(record.senderId)}`;
  if (record.action === 'project-invite') {
    return record.projectId ? `/projects?project=${encodeURIComponent(record.projectId)}` : '/projects';
  }
  if (record.postId) {
    const params = new URLSearchParams({ highlight: record.postId });
    if (record.commentId) params.set('comment', record.commentId);
    return `/?${params.toString()}`;
  }
  return null;
}

/** The asker's latest notifications (the notifications list, newest first) and how many are unread. */
export async function notificationsAnswer(context: AnswerContext): Promise<WorkspaceAnswer> {
  const { texts, language, page, userId } = context;
  const [list, unreadCount] = await Promise.all([
    context.repositories.notifications.list({ recipientId: userId, limit: PAGE_SIZE, page: page + 1 }),
    context.repositories.notifications.unreadCount(userId),
  ]);

  const markdown: string[] = [];
  if (list.records.length === 0) markdown.push(page === 0 ? texts.notifications.none : texts.nothingMore);
  else {
    markdown.push(texts.notifications.heading(unreadCount), '');
    for (const record of list.records) {
      const sentence = texts.notifications.action[record.action](
        inline(record.senderUsername, 40),
        inline(record.taskTitle ?? record.projectName ?? '', 80),
      );
      const path = notificationPath(record);
      const caption = record.postCaption ? `: “${inline(record.postCaption, 80)}”` : '';
      const parts = [
        `${path ? `[${sentence}](${path})` : sentence}${caption}`,
        formatInstant(record.createdAt, language),
      ];
      if (!record.isRead) parts.push(texts.notifications.unreadTag);
      markdown.push(`- ${parts.join(' · ')}`);
    }
    if (list.hasMore) markdown.push('', texts.moreAvailable);
  }
  markdown.push('', texts.notifications.seeAll);

  const facts = [
    `Notifications of the user: ${unreadCount} unread. Latest:`,
    ...list.records.map((record) => {
      const about = [
        record.projectName ? `project "${excerpt(record.projectName)}"` : '',
        record.postCaption ? `post "${excerpt(record.postCaption, 100)}"` : '',
      ].filter(Boolean);
      const path = notificationPath(record);
      return `- ${record.action} by ${record.senderUsername} at ${record.createdAt.toISOString()}${
        about.length ? ` | ${about.join(' | ')}` : ''
      }${record.isRead ? '' : ' | unread'}${path ? ` | ${path}` : ''}`;
    }),
  ];
  return { markdown, facts: facts.join('\n') };
}
