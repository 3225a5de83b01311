import type { NotificationView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markAllNotificationsRead, markNotificationRead, notificationKeys } from '../api';
import { markAllReadInPages, markReadInPages, notificationTarget, type NotificationPages } from '../notification-cache';

/** Read, read-all and open, with optimistic cache updates and the spec's error texts. */
export function useNotificationActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  const markRead = useCallback(
    async (notification: NotificationView) => {
      if (notification.isRead) return;
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
        markReadInPages(data, notification._id),
      );
      queryClient.setQueryData<number>(notificationKeys.unread, (count) => Math.max(0, (count ?? 1) - 1));
      try {
        const { unreadCount } = await markNotificationRead(notification._id);
        queryClient.setQueryData(notificationKeys.unread, unreadCount);
      } catch {
        setError(t('notifications.markReadFailed'));
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      }
    },
    [queryClient, t],
  );

  const markAllRead = useCallback(async () => {
    setError('');
    try {
      await markAllNotificationsRead();
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, markAllReadInPages);
      queryClient.setQueryData(notificationKeys.unread, 0);
    } catch {
      setError(t('notifications.markAllFailed'));
    }
  }, [queryClient, t]);

  const open = useCallback(
    (notification: NotificationView) => {
      void markRead(notification);
      const target = notificationTarget(notification);
      if (!target) {
        setError(t('notifications.navigateFailed'));
        return false;
      }
      void navigate(target);
      return true;
    },
    [markRead, navigate, t],
  );

  return { markRead, markAllRead, open, error, clearError: () => setError('') };
}
