import { CheckCheck, RefreshCw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../realtime';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { useNotificationList } from '../hooks/useNotificationQueries';
import { NotificationItem } from './NotificationItem';
import styles from './Notifications.module.css';
import { useTextLang } from '../../../i18n/useTextLang';

interface NotificationCenterProps {
  /** Heading element: the page uses h1, the panel h2. */
  heading: (title: string) => ReactNode;
  /** Extra header controls (the panel's close button). */
  extraActions?: ReactNode;
  /** Called after a notification was opened (the panel closes itself). */
  onNavigated?: () => void;
}

/** Title, refresh, 'Mark all as read' and the list: the same on the panel and the page. */
export function NotificationCenter({ heading, extraActions, onNavigated }: NotificationCenterProps) {
  const { t } = useTranslation();
  const textLang = useTextLang();
  const list = useNotificationList();
  const actions = useNotificationActions();
  const { connectError } = useRealtime();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const hasUnread = notifications.some((item) => !item.isRead);
  const error = actions.error || (list.isError ? t('notifications.loadFailed') : '');

  return (
    <div className={styles.center}>
      <header className={styles.header}>
        {heading(t('notifications.title'))}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void list.refetch()}
            aria-label={t('notifications.refresh')}
            title={t('notifications.refresh')}
          >
            <RefreshCw size={18} className={list.isFetching ? styles.spinning : undefined} />
          </button>
          {extraActions}
        </div>
      </header>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => void actions.markAllRead()}
          disabled={!hasUnread}
        >
          <CheckCheck size={16} aria-hidden="true" />
          <span lang={textLang('notifications.markAllRead')}>{t('notifications.markAllRead')}</span>
        </button>
      </div>
      {connectError && <p className={styles.warning}>{t('notifications.connectFailed')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          <span>{error}</span>
          <button type="button" onClick={actions.clearError} aria-label={t('notifications.dismiss')}>
            <X size={16} />
          </button>
        </p>
      )}
      {list.isPending ? (
        <p className={styles.state}>{t('notifications.loading')}</p>
      ) : notifications.length === 0 ? (
        !list.isError && (
          <p className={styles.state} lang={textLang('notifications.empty')}>
            {t('notifications.empty')}
          </p>
        )
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              onOpen={(item) => {
                if (actions.open(item)) onNavigated?.();
              }}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={styles.loadMore}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('notifications.loadMore')}
        </button>
      )}
    </div>
  );
}
