import type { TaskTimelineFilter } from '@teamhub/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/useSession';
import { useProjectMembers } from '../hooks/useProjectQueries';
import { useTaskTimeline } from '../hooks/useTaskTimeline';
import { CommentComposer } from './CommentComposer';
import { TaskCommentItem } from './TaskCommentItem';
import { TimelineActivityLine } from './TimelineEntry';
import styles from './TaskTimeline.module.css';

const FILTERS: readonly TaskTimelineFilter[] = ['all', 'comments'];

/**
 * The task's "Activity": its history and comments in one timeline, newest first (as the issue asks;
 * the box to write sits above it, where the newest comment appears), "All / Comments only", and "Load
 * older" at the end.
 */
export function TaskTimeline({ projectId, taskId }: { projectId: string; taskId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useSession();
  const [filter, setFilter] = useState<TaskTimelineFilter>('all');
  const [failure, setFailure] = useState<string | null>(null);
  const { query, entries, add, edit, remove } = useTaskTimeline(taskId, filter);
  const members = useProjectMembers(projectId);
  const myRole = members.data?.find((member) => member.id === user?._id)?.role;
  const manages = myRole === 'owner' || myRole === 'admin';
  const candidates = useMemo(
    () =>
      (members.data ?? [])
        .filter((member) => member.id !== user?._id)
        .map((member) => ({ username: member.username, avatar: member.avatar })),
    [members.data, user?._id],
  );
  const memberKeys = useMemo(
    () => new Set((members.data ?? []).map((member) => member.username.toLowerCase())),
    [members.data],
  );

  /** Runs a comment action; a refusal is shown above the timeline and the text stays where it was. */
  const attempt = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(errorText(error, t('projects.timeline.failed')));
      return false;
    }
  };

  let list;
  if (query.isPending) list = <Spinner label={t('projects.timeline.loading')} />;
  else if (query.isError && entries.length === 0)
    list = (
      <p className={styles.failure} role="alert">
        {errorText(query.error, t('projects.timeline.loadFailed'))}
      </p>
    );
  else if (entries.length === 0)
    list = (
      <p className={styles.muted}>
        {filter === 'comments' ? t('projects.timeline.emptyComments') : t('projects.timeline.empty')}
      </p>
    );
  else
    list = (
      <ol className={styles.entries} data-testid="timeline-entries">
        {entries.map((entry) =>
          entry.comment ? (
            <TaskCommentItem
              key={entry.id}
              comment={entry.comment}
              mine={entry.comment.author.id === user?._id}
              mayDelete={manages}
              memberKeys={memberKeys}
              candidates={candidates}
              onEdit={(text) => attempt(() => edit(entry.id, text))}
              onDelete={() => remove(entry.id)}
            />
          ) : (
            <TimelineActivityLine key={entry.id} entry={entry} />
          ),
        )}
      </ol>
    );

  return (
    <section className={styles.timeline} aria-labelledby={titleId} data-testid="task-timeline">
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {t('projects.timeline.title')}
        </h3>
        <div className={styles.filter} role="group" aria-label={t('projects.timeline.filterLabel')}>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={`${buttons.secondary} ${styles.filterButton}`}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              data-testid={`timeline-filter-${value}`}
            >
              {t(`projects.timeline.${value}`)}
            </button>
          ))}
        </div>
      </div>
      <CommentComposer
        candidates={candidates}
        label={t('projects.timeline.composerLabel')}
        placeholder={t('projects.timeline.composerPlaceholder')}
        submitLabel={t('projects.timeline.send')}
        onSubmit={(text) => attempt(() => add(text))}
        testId="comment-composer"
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {list}
      {query.hasNextPage && (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.older}`}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          data-testid="timeline-load-older"
        >
          {t('projects.timeline.loadOlder')}
        </button>
      )}
    </section>
  );
}
