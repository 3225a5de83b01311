import type { StoryGroup } from '@teamhub/contracts';
import { RotateCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { useStoriesRealtime } from '../hooks/useStoriesRealtime';
import { useStoryStrip } from '../hooks/useStoryStrip';
import { OwnStoryEntry } from './OwnStoryEntry';
import { StoryStripEntry } from './StoryStripEntry';
import styles from './StoryStrip.module.css';

// The creator and the viewer load when first opened: the feed itself ships only the strip.
const CreateStoryDialog = lazy(() =>
  import('./CreateStoryDialog').then((module) => ({ default: module.CreateStoryDialog })),
);
const StoryViewer = lazy(() => import('./StoryViewer').then((module) => ({ default: module.StoryViewer })));

const PLACEHOLDER_COUNT = 4;

interface Viewing {
  /** The strip as it was when opened: the viewer's order does not shift while rings turn grey. */
  groups: StoryGroup[];
  userId: string;
}

/**
 * The story strip at the top of the feed: the reader's own entry first ("Your story", with a "+"),
 * then everyone else's in the server's order, with a gradient ring for unseen stories and a grey one
 * for seen ones. It scrolls sideways and stays live through the notification connection.
 */
export function StoryStrip() {
  const { t } = useTranslation();
  const { user } = useSession();
  const strip = useStoryStrip();
  useStoriesRealtime();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Viewing | null>(null);

  if (!user) return null;
  const groups = strip.data?.groups ?? [];
  const own = groups.find((group) => group.user._id === user._id);
  const others = groups.filter((group) => group.user._id !== user._id);
  const degraded = strip.data?.source === 'users' || (strip.isError && !strip.data);
  const open = (userId: string) => setViewing({ groups, userId });

  return (
    <section className={styles.strip} aria-label={t('stories.strip.label')} data-testid="story-strip">
      <ul className={styles.list}>
        <OwnStoryEntry user={user} group={own} onCreate={() => setCreating(true)} onOpen={() => open(user._id)} />
        {others.map((group) => (
          <StoryStripEntry key={group.user._id} group={group} onOpen={() => open(group.user._id)} />
        ))}
        {strip.isPending &&
          Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
            <li key={index} className={styles.entry} aria-hidden="true" data-testid="story-entry-placeholder">
              <span className={`${styles.ring} ${styles.placeholder}`} />
              <span className={`${styles.label} ${styles.placeholderLabel}`} />
            </li>
          ))}
      </ul>
      {strip.isPending && (
        <span className="visually-hidden" role="status">
          {t('stories.strip.loading')}
        </span>
      )}
      {degraded && (
        <button
          type="button"
          className={styles.retry}
          onClick={() => void strip.refetch()}
          disabled={strip.isFetching}
          aria-label={t('stories.strip.retry')}
          title={t('stories.strip.retry')}
          data-testid="story-strip-retry"
        >
          <RotateCw size={16} aria-hidden="true" />
        </button>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateStoryDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <StoryViewer groups={viewing.groups} startUserId={viewing.userId} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </section>
  );
}
