import type { NotificationView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  markAllReadInPages,
  notificationTarget,
  prependNotification,
  type NotificationPages,
} from './notification-cache';

const base: NotificationView = {
  _id: 'n1',
  id: 'n1',
  type: 'like',
  action: 'post-like',
  sender: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  post: { _id: 'p1', content: 'Hello' },
  commentId: null,
  project: null,
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
  it('has nowhere to go without a post', () => {
    expect(notificationTarget({ ...base, post: null })).toBeNull();
  });
});

describe('notification cache', () => {
  it('prepends once', () => {
    const data = prependNotification(pages([base]), { ...base, _id: 'n2', id: 'n2' });
    expect(data?.pages[0]?.notifications.map((item) => item._id)).toEqual(['n2', 'n1']);
    expect(prependNotification(data, { ...base, _id: 'n2', id: 'n2' })).toBe(data);
  });
  it('marks all read', () => {
    expect(markAllReadInPages(pages([base]))?.pages[0]?.notifications[0]?.isRead).toBe(true);
  });
});
