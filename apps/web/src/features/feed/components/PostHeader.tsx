import type { PostView } from '@teamhub/contracts';
import { MapPin } from 'lucide-react';
import { Avatar } from '../../../components/Avatar';
import { UserLink } from '../../../components/UserLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { RelativeTime } from '../../../components/RelativeTime';
import styles from './PostCard.module.css';

/** Author (avatar and name, both leading to the profile), verified mark, age and location. */
export function PostHeader({ post }: { post: PostView }) {
  const { user } = post;
  return (
    <header className={styles.header}>
      <UserLink userId={user._id} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        <Avatar username={user.username} avatar={user.avatar} size={36} />
      </UserLink>
      <div className={styles.headerText}>
        <div className={styles.authorLine}>
          <UserLink userId={user._id} className={styles.authorName}>
            {user.username}
          </UserLink>
          {user.verified && <VerifiedBadge size="small" />}
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          <RelativeTime date={post.createdAt} className={styles.time} />
        </div>
        {post.location && (
          <div className={styles.location}>
            <MapPin size={12} aria-hidden="true" />
            <span>{post.location}</span>
          </div>
        )}
      </div>
    </header>
  );
}
