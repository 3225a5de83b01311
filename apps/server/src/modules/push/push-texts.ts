import type { Language, NotificationAction } from '@teamhub/contracts';

interface PushWords {
  /** A message in a group or community: "Ana in Design". */
  inConversation: (sender: string, conversation: string) => string;
  /** Appended to the title when more than one message waits: "(3 new messages)". */
  waiting: (count: number) => string;
  picture: string;
  file: string;
  deletedUser: string;
  /** The title of a reminder's push, which no one sent. */
  reminder: string;
  /** A group's actors: "An and 3 others" (the latest one named). */
  andOthers: (name: string, others: number) => string;
  /**
   * The action's words; `subject` is the project of an invitation, the task of a task notification.
   * A reminder's words are a whole sentence (no one did it).
   */
  actions: Record<NotificationAction, (subject: string) => string>;
}

/** What pushes say, in each interface language; the words follow the app's notification list. */
export const PUSH_WORDS: Record<Language, PushWords> = {
  vi: {
    inConversation: (sender, conversation) => `${sender} trong ${conversation}`,
    waiting: (count) => `(${count} tin nhắn mới)`,
    picture: 'Đã gửi một ảnh',
    file: 'Đã gửi một tệp',
    deletedUser: 'Người dùng đã xóa',
    reminder: 'Nhắc việc',
    andOthers: (name, others) => `${name} và ${others} người khác`,
    actions: {
      'post-like': () => 'đã thích bài viết của bạn',
      'post-comment': () => 'đã bình luận về bài viết của bạn',
      'comment-reply': () => 'đã trả lời bình luận của bạn',
      'comment-like': () => 'đã thích bình luận của bạn',
      follow: () => 'đã bắt đầu theo dõi bạn',
      'new-post': () => 'đã đăng một bài viết mới',
      'new-story': () => 'đã đăng một tin mới',
      'project-invite': (project) => `đã mời bạn tham gia dự án ${project}`,
      'message-reaction': () => 'đã bày tỏ cảm xúc về tin nhắn của bạn',
      'thread-reply': () => 'đã trả lời trong một chuỗi bạn tham gia',
      'message-mention': () => 'đã nhắc đến bạn trong một tin nhắn',
      'post-mention': () => 'đã nhắc đến bạn trong một bài viết',
      'comment-mention': () => 'đã nhắc đến bạn trong một bình luận',
      'task-comment-mention': (task) => `đã nhắc đến bạn trong bình luận của task ${task}`,
      'task-assigned': (task) => `đã giao cho bạn task ${task}`,
      'task-unassigned': (task) => `đã bỏ giao bạn khỏi task ${task}`,
      'task-status': (task) => `đã đổi trạng thái task ${task} của bạn`,
      'task-due-date': (task) => `đã đổi hạn chót task ${task} của bạn`,
      'task-due-soon': (task) => `Task ${task} đến hạn vào ngày mai`,
      'task-overdue': (task) => `Task ${task} đã quá hạn`,
    },
  },
  en: {
    inConversation: (sender, conversation) => `${sender} in ${conversation}`,
    waiting: (count) => `(${count} new messages)`,
    picture: 'Sent a picture',
    file: 'Sent a file',
    deletedUser: 'Deleted user',
    reminder: 'Reminder',
    andOthers: (name, others) => `${name} and ${others} ${others === 1 ? 'other' : 'others'}`,
    actions: {
      'post-like': () => 'liked your post',
      'post-comment': () => 'commented on your post',
      'comment-reply': () => 'replied to your comment',
      'comment-like': () => 'liked your comment',
      follow: () => 'started following you',
      'new-post': () => 'shared a new post',
      'new-story': () => 'posted a new story',
      'project-invite': (project) => `invited you to the project ${project}`,
      'message-reaction': () => 'reacted to your message',
      'thread-reply': () => 'replied in a thread you are in',
      'message-mention': () => 'mentioned you in a message',
      'post-mention': () => 'mentioned you in a post',
      'comment-mention': () => 'mentioned you in a comment',
      'task-comment-mention': (task) => `mentioned you in a comment on ${task}`,
      'task-assigned': (task) => `assigned you ${task}`,
      'task-unassigned': (task) => `took you off ${task}`,
      'task-status': (task) => `changed the status of your task ${task}`,
      'task-due-date': (task) => `changed the due date of your task ${task}`,
      'task-due-soon': (task) => `${task} is due tomorrow`,
      'task-overdue': (task) => `${task} is overdue`,
    },
  },
};
