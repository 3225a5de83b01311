import type { Language, NotificationAction } from '@teamhub/contracts';

interface PushWords {
  /** A message in a group or community: "Ana in Design". */
  inConversation: (sender: string, conversation: string) => string;
  /** Appended to the title when more than one message waits: "(3 new messages)". */
  waiting: (count: number) => string;
  picture: string;
  file: string;
  deletedUser: string;
  actions: Record<NotificationAction, (project: string) => string>;
}

/** What pushes say, in each interface language; the words follow the app's notification list. */
export const PUSH_WORDS: Record<Language, PushWords> = {
  vi: {
    inConversation: (sender, conversation) => `${sender} trong ${conversation}`,
    waiting: (count) => `(${count} tin nhắn mới)`,
    picture: 'Đã gửi một ảnh',
    file: 'Đã gửi một tệp',
    deletedUser: 'Người dùng đã xóa',
    actions: {
      'post-like': () => 'đã thích bài viết của bạn',
      'post-comment': () => 'đã bình luận về bài viết của bạn',
      'comment-reply': () => 'đã trả lời bình luận của bạn',
      'comment-like': () => 'đã thích bình luận của bạn',
      follow: () => 'đã bắt đầu theo dõi bạn',
      'new-post': () => 'đã đăng một bài viết mới',
      'new-story': () => 'đã đăng một tin mới',
      'project-invite': (project) => `đã mời bạn tham gia dự án ${project}`,
    },
  },
  en: {
    inConversation: (sender, conversation) => `${sender} in ${conversation}`,
    waiting: (count) => `(${count} new messages)`,
    picture: 'Sent a picture',
    file: 'Sent a file',
    deletedUser: 'Deleted user',
    actions: {
      'post-like': () => 'liked your post',
      'post-comment': () => 'commented on your post',
      'comment-reply': () => 'replied to your comment',
      'comment-like': () => 'liked your comment',
      follow: () => 'started following you',
      'new-post': () => 'shared a new post',
      'new-story': () => 'posted a new story',
      'project-invite': (project) => `invited you to the project ${project}`,
    },
  },
};
