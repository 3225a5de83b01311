import type { PostView } from '@teamhub/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { UserLink } from '../../../components/UserLink';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { RelativeTime } from '../../../components/RelativeTime';
import styles from './PostCard.module.css';

/** "edited" after the age, the edit's date and time as its tooltip (on hover, and on focus for keyboards). */
function EditedMark({ editedAt }: { editedAt: string }) {
  const { t, i18n } = useTranslation();
  const time = new Date(editedAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const full = t('post.editedAt', { time });
  return (
    <span className={styles.edited} title={full} tabIndex={0} data-testid="post-edited">
      <span aria-hidden="true">{t('post.edited')}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}

/**
 * Author (avatar and name, both leading to the profile), verified mark, age, "edited" and location;
 * `menu`, the author's ⋯ menu, at the end.
 */
export function PostHeader({ post, menu }: { post: PostView; menu?: ReactNode }) {
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
          {post.editedAt && <EditedMark editedAt={post.editedAt} />}
        </div>
        {post.location && (
          <div className={styles.location}>
            <MapPin size={12} aria-hidden="true" />
            <span>{post.location}</span>
          </div>
        )}
      </div>
      {menu}
    </header>
  );
}
