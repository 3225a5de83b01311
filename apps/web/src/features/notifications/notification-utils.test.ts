import { NOTIFICATION_ACTIONS, type NotificationView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  markAllReadInPages,
  notificationTarget,
  prependNotification,
  replaceInPages,
  type NotificationPages,
} from './notification-cache';
import { notificationActionKey } from './notification-text';
import { notificationsEn } from './notifications.en';
import { notificationsVi } from './notifications.vi';

const base: NotificationView = {
  _id: 'n1',
  id: 'n1',
  type: 'like',
  action: 'post-like',
  sender: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  post: { _id: 'p1', content: 'Hello' },
  commentId: null,
  project: null,
  task: null,
  chatMessage: null,
  message: 'lan liked your post',
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const pages = (items: NotificationView[]): NotificationPages => ({
  pages: [
    {
      notifications: items,
      unreadCount: items.length,
      pagination: { page: 1, limit: 20, hasMore: false, nextCursor: null },
    },
  ],
  pageParams: [null],
});

describe('notificationActionKey', () => {
  it('is the action in camel case under notifications.text, and every one is worded in both languages', () => {
    expect(notificationActionKey('task-comment-mention')).toBe('notifications.text.taskCommentMention');
    expect(notificationActionKey('follow')).toBe('notifications.text.follow');
    for (const action of NOTIFICATION_ACTIONS) {
      const key = notificationActionKey(action).replace('notifications.text.', '');
      expect(notificationsVi.text).toHaveProperty(key);
      expect(notificationsEn.text).toHaveProperty(key);
    }
  });
});

describe('notificationTarget', () => {
  it('opens the post, with the comment when there is one', () => {
    expect(notificationTarget(base)).toBe('/?highlight=p1');
    expect(notificationTarget({ ...base, type: 'comment', commentId: 'c9' })).toBe('/?highlight=p1&comment=c9');
  });
  it("opens a follower's profile", () => {
    expect(notificationTarget({ ...base, type: 'follow', action: 'follow', post: null })).toBe('/profile/u2');
  });
  it('opens the project a project-invite names', () => {
    const invite: NotificationView = {
      ...base,
      type: 'other',
      action: 'project-invite',
      post: null,
      project: { _id: 'p7', name: 'Web' },
    };
    expect(notificationTarget(invite)).toBe('/projects?project=p7');
    expect(notificationTarget({ ...invite, project: null })).toBe('/projects');
  });
  it("opens a task's panel for a mention in its comments or a change to it", () => {
    const task = { id: 't1', projectId: 'p7', title: 'Launch' };
    const mention: NotificationView = { ...base, type: 'mention', action: 'task-comment-mention', post: null, task };
    expect(notificationTarget(mention)).toBe('/projects/p7/tasks/t1');
    expect(notificationTarget({ ...mention, type: 'other', action: 'task-assigned' })).toBe('/projects/p7/tasks/t1');
    expect(notificationTarget({ ...mention, type: 'other', action: 'task-due-soon' })).toBe('/projects/p7/tasks/t1');
    expect(notificationTarget({ ...mention, type: 'other', action: 'task-overdue' })).toBe('/projects/p7/tasks/t1');
  });
  it('has nowhere to go without a post', () => {
    expect(notificationTarget({ ...base, post: null })).toBeNull();
  });

  it('opens a reacted message in its conversation', () => {
    const reaction: NotificationView = {
      ...base,
      type: 'reaction',
      action: 'message-reaction',
      post: null,
      chatMessage: { conversationId: 'c1', messageId: 'm2', emoji: '👍', threadRootId: null },
    };
    expect(notificationTarget(reaction)).toBe('/chat?c=c1&message=m2');
  });

  it('opens a thread beside its root: for a reply in it, and for a mention in one of its replies', () => {
    const chatMessage = { conversationId: 'c1', messageId: 'root', emoji: '', threadRootId: null };
    const reply: NotificationView = { ...base, type: 'comment', action: 'thread-reply', post: null, chatMessage };
    expect(notificationTarget(reply)).toBe('/chat?c=c1&message=root&thread=root');
    const mention: NotificationView = {
      ...base,
      type: 'mention',
      action: 'message-mention',
      post: null,
      chatMessage: { ...chatMessage, messageId: 'reply', threadRootId: 'root' },
    };
    expect(notificationTarget(mention)).toBe('/chat?c=c1&message=root&thread=root');
  });
});

describe('notification cache', () => {
  it('prepends once', () => {
    const data = prependNotification(pages([base]), { ...base, _id: 'n2', id: 'n2' });
    expect(data?.pages[0]?.notifications.map((item) => item._id)).toEqual(['n2', 'n1']);
    const again = prependNotification(data, { ...base, _id: 'n2', id: 'n2' });
    expect(again?.pages[0]?.notifications.map((item) => item._id)).toEqual(['n2', 'n1']);
  });
  it('moves a group someone joined to the top in place of its older entry, and replaces one someone left', () => {
    const group = { ...base, _id: 'g1', id: 'g1', actorCount: 1, isRead: true };
    const joined = { ...group, actorCount: 2, isRead: false };
    const data = prependNotification(pages([base, group]), joined);
    expect(data?.pages[0]?.notifications.map((item) => [item._id, item.actorCount])).toEqual([
      ['g1', 2],
      ['n1', undefined],
    ]);
    const left = replaceInPages(data, { ...joined, actorCount: 1 });
    expect(left?.pages[0]?.notifications.map((item) => [item._id, item.actorCount])).toEqual([
      ['g1', 1],
      ['n1', undefined],
    ]);
  });
  it('marks all read', () => {
    expect(markAllReadInPages(pages([base]))?.pages[0]?.notifications[0]?.isRead).toBe(true);
  });
});
