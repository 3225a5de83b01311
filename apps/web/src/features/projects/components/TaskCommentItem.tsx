import type { TaskCommentView } from '@teamhub/contracts';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { MentionCandidate } from '../../../components/mention-picking';
import { MenuList, type MenuEntry } from '../../../components/MenuList';
import { RelativeTime } from '../../../components/RelativeTime';
import { useMenuButton } from '../../../components/useMenuButton';
import { CommentComposer } from './CommentComposer';
import { CommentMarkdown } from './CommentMarkdown';
import styles from './TaskTimeline.module.css';

interface TaskCommentItemProps {
  comment: TaskCommentView;
  mine: boolean;
  /** An owner or admin deletes anyone's comment (the server decides; this only offers it). */
  mayDelete: boolean;
  memberKeys: ReadonlySet<string>;
  candidates: readonly MentionCandidate[];
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => Promise<unknown>;
}

/** A comment in the timeline: avatar, name, time, "edited", its text; its menu edits and deletes. */
export function TaskCommentItem({
  comment,
  mine,
  mayDelete,
  memberKeys,
  candidates,
  onEdit,
  onDelete,
}: TaskCommentItemProps) {
  const { t } = useTranslation();
  const { open, setOpen, id, rootRef, buttonRef, onKeyDown, buttonProps } = useMenuButton();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const entries: MenuEntry[] = [
    ...(mine
      ? [
          {
            label: t('projects.timeline.edit'),
            icon: <Pencil size={16} aria-hidden="true" />,
            testId: 'comment-edit',
            onSelect: () => {
              setOpen(false);
              setEditing(true);
            },
          },
        ]
      : []),
    ...(mine || mayDelete
      ? [
          {
            label: t('projects.timeline.delete'),
            icon: <Trash2 size={16} aria-hidden="true" />,
            danger: true,
            testId: 'comment-delete',
            onSelect: () => {
              setOpen(false);
              setDeleting(true);
            },
          },
        ]
      : []),
  ];

  return (
    <li className={styles.comment} data-testid="task-comment" data-type="comment" data-comment-id={comment.id}>
      <Avatar username={comment.author.username} avatar={comment.author.avatar} size={32} />
      <div className={styles.commentBody}>
        <div className={styles.commentHeader}>
          <strong className={styles.author}>{comment.author.username}</strong>
          <RelativeTime date={comment.createdAt} className={styles.time} />
          {comment.editedAt && (
            <span className={styles.time} data-testid="comment-edited">
              · {t('projects.timeline.edited')}
            </span>
          )}
          {entries.length > 0 && !editing && (
            <div className={styles.menuRoot} ref={rootRef} onKeyDown={onKeyDown}>
              <button
                type="button"
                ref={buttonRef}
                className={styles.menuButton}
                aria-label={t('projects.timeline.menu')}
                onClick={() => setOpen(!open)}
                data-testid="comment-menu"
                {...buttonProps}
              >
                <MoreHorizontal size={18} aria-hidden="true" />
              </button>
              {open && (
                <MenuList
                  id={id}
                  label={t('projects.timeline.menu')}
                  entries={entries}
                  classes={{ menu: styles.menu, danger: styles.danger }}
                />
              )}
            </div>
          )}
        </div>
        {editing ? (
          <CommentComposer
            initialText={comment.text}
            candidates={candidates}
            label={t('projects.timeline.editLabel')}
            submitLabel={t('projects.timeline.save')}
            onSubmit={async (text) => {
              const saved = await onEdit(text);
              if (saved) setEditing(false);
              return saved;
            }}
            onCancel={() => setEditing(false)}
            testId="comment-editor"
          />
        ) : (
          <CommentMarkdown text={comment.text} memberKeys={memberKeys} />
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('projects.timeline.deleteTitle')}
          message={t('projects.timeline.deleteMessage')}
          confirmLabel={t('projects.timeline.delete')}
          danger
          onConfirm={onDelete}
          onClose={() => setDeleting(false)}
          testIds={{ dialog: 'comment-delete-dialog', confirm: 'comment-delete-confirm' }}
        />
      )}
    </li>
  );
}
