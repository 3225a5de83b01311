import { isSelfNotification, type NotificationView } from '@teamhub/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { formatNotificationAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { actorsName, notificationTextKey } from '../notification-text';
import { ActorAvatars } from './ActorAvatars';
import { ReminderIcon } from './ReminderIcon';
import styles from './Notifications.module.css';

/** Who acted: a reminder's clock (no one did), a group's faces, or the sender's avatar. */
function NotificationFace({ notification }: { notification: NotificationView }) {
  if (isSelfNotification(notification.action)) return <ReminderIcon action={notification.action} />;
  if (notification.actors && notification.actors.length > 1) return <ActorAvatars actors={notification.actors} />;
  return <Avatar username={notification.sender.username} avatar={notification.sender.avatar} size={44} />;
}

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationView;
  onOpen: (notification: NotificationView) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const ageText = formatNotificationAge(notification.createdAt, now, i18n.language);
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${notification.isRead ? '' : styles.unread}`}
        onClick={() => onOpen(notification)}
        data-testid="notification-item"
        data-read={notification.isRead}
      >
        <NotificationFace notification={notification} />
        <span className={styles.text}>
          <span>
            <Trans
              i18nKey={notificationTextKey(notification)}
              values={{
                name: actorsName(t, notification),
                project: notification.project?.name ?? '',
                task: notification.task?.title ?? '',
                emoji: notification.chatMessage?.emoji ?? '',
              }}
              components={{ b: <strong /> }}
            />
            {notification.post?.content && <span className={styles.quote}>: “{notification.post.content}”</span>}
          </span>
          <time dateTime={notification.createdAt} className={styles.age}>
            {ageText}
          </time>
        </span>
        {!notification.isRead && (
          <span className={styles.dot} role="img" aria-label={t('notifications.unread')} data-testid="unread-dot" />
        )}
      </button>
    </li>
  );
}
