import type { TaskWatcher } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useAnnounce } from '../../../components/useAnnounce';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/useSession';
import { setWatching } from '../api';
import { putWatchers } from '../utils/project-cache';
import buttons from '../../../components/Button.module.css';
import styles from './TaskWatchers.module.css';

/** Faces shown before "+N". */
const SHOWN = 4;

/**
 * "Follow" / "Following" for the reader, and who follows the task (issue 31): the list arrives with the
 * task and follows others' changes live (`watchers-updated`).
 */
export function TaskWatchers({ taskId, watchers }: { taskId: string; watchers: TaskWatcher[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const following = watchers.some((watcher) => watcher.id === user?.id);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setWatching(taskId, !following);
      putWatchers(queryClient, taskId, answer.watchers);
      announce(t(following ? 'projects.watchers.unfollowed' : 'projects.watchers.followed'));
    } catch (failure) {
      setError(errorText(failure, t('projects.watchers.failed')));
    } finally {
      setBusy(false);
    }
  };

  const names = watchers.map((watcher) => watcher.username).join(', ');
  return (
    <div className={styles.watchers}>
      <button
        type="button"
        className={buttons.secondary}
        aria-pressed={following}
        title={t(following ? 'projects.watchers.unfollowHint' : 'projects.watchers.followHint')}
        onClick={() => void toggle()}
        disabled={busy}
        data-testid="task-follow"
      >
        {following ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        {t(following ? 'projects.watchers.following' : 'projects.watchers.follow')}
      </button>
      {watchers.length > 0 ? (
        <span className={styles.people} title={names} data-testid="task-watchers">
          <span className={styles.faces} aria-hidden="true">
            {watchers.slice(0, SHOWN).map((watcher) => (
              <Avatar key={watcher.id} username={watcher.username} avatar={watcher.avatar} size={24} />
            ))}
          </span>
          <span>{t('projects.watchers.count', { count: watchers.length })}</span>
          <span className="visually-hidden">: {names}</span>
        </span>
      ) : (
        <span className={styles.muted}>{t('projects.watchers.none')}</span>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
