import type { NotificationView } from '@teamhub/contracts';
import { Avatar } from '../../../components/Avatar';
import styles from './ActorAvatars.module.css';

/** A group's latest actors (two or three) as small faces in the 44 px a single avatar takes, the latest in front. */
export function ActorAvatars({ actors }: { actors: NonNullable<NotificationView['actors']> }) {
  const size = actors.length > 2 ? 26 : 30;
  return (
    <span className={styles.stack} data-count={actors.length} data-testid="notification-actors">
      {actors.map((actor, index) => (
        <span key={actor._id} className={styles.face} style={{ zIndex: actors.length - index }}>
          <Avatar username={actor.username} avatar={actor.avatar} size={size} />
        </span>
      ))}
    </span>
  );
}
