import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { RelativeTime } from '../../../components/RelativeTime';
import { fetchStoryViewers, storyKeys } from '../api';
import buttons from '../../../components/Button.module.css';
import styles from './StoryDialogs.module.css';

/** Who has opened the author's story, most recent first: picture, name and when. */
export function StoryViewersDialog({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const viewers = useQuery({ queryKey: storyKeys.viewers(storyId), queryFn: () => fetchStoryViewers(storyId) });

  let body;
  if (viewers.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('stories.viewer.viewersLoading')} />
      </div>
    );
  } else if (viewers.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('stories.viewer.viewersFailed')}</p>
        <button type="button" className={buttons.secondary} onClick={() => void viewers.refetch()}>
          {t('stories.viewer.retry')}
        </button>
      </div>
    );
  } else if (viewers.data.viewers.length === 0) {
    body = <p className={styles.state}>{t('stories.viewer.noViewers')}</p>;
  } else {
    body = (
      <ul className={styles.viewers} data-testid="story-viewers-list">
        {viewers.data.viewers.map(({ user, viewedAt }) => (
          <li key={user._id} className={styles.viewer} data-testid="story-viewer-row">
            <Avatar username={user.username} avatar={user.avatar} size={36} />
            <span className={styles.viewerName}>{user.username}</span>
            <RelativeTime date={viewedAt} className={styles.viewerTime} />
          </li>
        ))}
      </ul>
    );
  }

  const title = viewers.data
    ? `${t('stories.viewer.viewersTitle')} (${viewers.data.total})`
    : t('stories.viewer.viewersTitle');
  return (
    <Dialog title={title} closeLabel={t('stories.viewer.close')} onClose={onClose}>
      {body}
    </Dialog>
  );
}
