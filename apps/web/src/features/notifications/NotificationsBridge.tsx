import type { NewNotificationPayload } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnnounce } from '../../components/useAnnounce';
import { useNamespaceSocket, useSocketEvent } from '../../lib/realtime/namespace-connection';
import { markNotificationRead, notificationKeys } from './api';
import {
  markAllReadInPages,
  markReadInPages,
  notificationTarget,
  prependNotification,
  removeFromPages,
  replaceInPages,
  type NotificationPages,
} from './notification-cache';
import { actorsName, notificationTextKey } from './notification-text';

function canShowDesktopNotifications() {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * Feeds live notification events into the shared query cache (list + unread count), refetches
 * on every (re)connection, reads a new notification to screen-reader users (the app's live region)
 * and shows a desktop notification while the tab is hidden. Renders nothing.
 */
export function NotificationsBridge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { socket: notificationSocket } = useNamespaceSocket('notifications');
  const announce = useAnnounce();

  // The specification asks for the permission at start.
  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined);
    }
  }, []);

  // Anything made before this connection was up (the first one included: the list may have been
  // fetched a moment before it) would otherwise be missed: fetch the truth on every connection,
  // and at once if the socket connected before this listener was attached.
  useEffect(() => {
    if (!notificationSocket) return undefined;
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    notificationSocket.on('connect', onConnect);
    if (notificationSocket.connected) onConnect();
    return () => {
      notificationSocket.off('connect', onConnect);
    };
  }, [notificationSocket, queryClient]);

  // A list or count fetch still under way when an event arrives may have read the database before
  // the change the event reports, and its answer, landing later, would replace the event's effect
  // (the badge fell back to 0 when a refetch on connection crossed a new notification). Such a
  // fetch is restarted, so the answer that lands is newer than the event.
  const refetchInFlight = () =>
    void queryClient.invalidateQueries({
      queryKey: ['notifications'],
      predicate: (query) => query.state.fetchStatus === 'fetching',
    });

  /** The notification as one plain sentence, with the quoted post or comment text. */
  const sentence = ({ notification }: NewNotificationPayload) => {
    const text = t(notificationTextKey(notification), {
      name: actorsName(t, notification),
      project: notification.project?.name ?? '',
      task: notification.task?.title ?? '',
      emoji: notification.chatMessage?.emoji ?? '',
    }).replace(/<\/?b>/g, '');
    return notification.post?.content ? `${text}: "${notification.post.content}"` : text;
  };

  const showDesktop = (payload: NewNotificationPayload) => {
    if (!canShowDesktopNotifications() || !document.hidden) return;
    const { notification } = payload;
    const desktop = new Notification(t('notifications.desktopTitle'), {
      body: sentence(payload),
      icon: '/favicon.svg',
      // A group keeps its id, so someone joining it replaces its shown notification instead of stacking one.
      tag: notification._id,
    });
    desktop.onclick = () => {
      window.focus();
      desktop.close();
      void markNotificationRead(notification._id).catch(() => undefined);
      const target = notificationTarget(notification);
      if (target) void navigate(target);
    };
  };

  useSocketEvent('notifications', 'new-notification', (payload) => {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
      prependNotification(data, payload.notification),
    );
    queryClient.setQueryData(notificationKeys.unread, payload.unreadCount);
    refetchInFlight();
    announce(sentence(payload));
    showDesktop(payload);
  });
  useSocketEvent('notifications', 'notification-updated', ({ notification, unreadCount }) => {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) => replaceInPages(data, notification));
    queryClient.setQueryData(notificationKeys.unread, unreadCount);
    refetchInFlight();
  });
  useSocketEvent('notifications', 'unread-count-update', ({ unreadCount }) => {
    queryClient.setQueryData(notificationKeys.unread, unreadCount);
    refetchInFlight();
  });
  useSocketEvent('notifications', 'notification-read-success', ({ notificationId, unreadCount }) => {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) => markReadInPages(data, notificationId));
    queryClient.setQueryData(notificationKeys.unread, unreadCount);
    refetchInFlight();
  });
  useSocketEvent('notifications', 'all-notifications-read-success', () => {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, markAllReadInPages);
    queryClient.setQueryData(notificationKeys.unread, 0);
    refetchInFlight();
  });
  useSocketEvent('notifications', 'notification-removed', ({ notificationId, unreadCount }) => {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) => removeFromPages(data, notificationId));
    queryClient.setQueryData(notificationKeys.unread, unreadCount);
    refetchInFlight();
  });
  return null;
}
