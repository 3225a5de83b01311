import type { TaskAttachmentView } from '@teamhub/contracts';
import { FilePlus2, Paperclip, Upload } from 'lucide-react';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FilePickButton } from '../../../components/FilePickButton';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/useSession';
import { useAttachmentActions } from '../hooks/useAttachmentActions';
import { useProjects } from '../hooks/useProjectQueries';
import buttons from '../../../components/Button.module.css';
import { DocumentPickerDialog } from './DocumentPickerDialog';
import { TaskAttachmentRow } from './TaskAttachmentRow';
import styles from './TaskAttachments.module.css';

interface TaskAttachmentsProps {
  projectId: string;
  taskId: string;
  attachments: TaskAttachmentView[];
}

// What the server takes (as a chat attachment); the file picker offers these first.
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf,.doc,.docx,.txt';

/**
 * A task's attachments in its panel: the list (pictures as thumbnails), "Upload file" (or a file
 * dropped anywhere on the section) with its progress, and "Attach a document" from my documents. The
 * uploader, the owner and admins may remove one, after a confirmation.
 */
export function TaskAttachments({ projectId, taskId, attachments }: TaskAttachmentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { user } = useSession();
  const myRole = useProjects().data?.find((project) => project.id === projectId)?.myRole;
  const actions = useAttachmentActions(taskId);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<TaskAttachmentView | null>(null);
  const attachedIds = useMemo(
    () => new Set(attachments.flatMap((item) => (item.documentId ? [item.documentId] : []))),
    [attachments],
  );
  const manages = myRole === 'owner' || myRole === 'admin';
  const canRemove = (item: TaskAttachmentView) => manages || item.uploadedBy?.id === user?._id;

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void actions.uploadFile(file);
  };

  return (
    <section
      className={`${styles.section} ${dragging ? styles.dragging : ''}`}
      aria-labelledby={headingId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="task-attachments"
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          <Paperclip size={16} aria-hidden="true" />
          {t('projects.attachments.title')}
        </h3>
        {attachments.length > 0 && <span className={styles.count}>{attachments.length}</span>}
      </div>
      {dragging ? (
        <p className={styles.dropHint}>{t('projects.attachments.dropHere')}</p>
      ) : attachments.length === 0 ? (
        <p className={styles.hint}>{t('projects.attachments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((item) => (
            <TaskAttachmentRow
              key={item.id}
              attachment={item}
              canRemove={canRemove(item)}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </ul>
      )}
      {actions.upload && (
        <div className={styles.progress} role="status" data-testid="task-attachment-progress">
          <span>{t('projects.attachments.uploading', { ...actions.upload })}</span>
          <progress max={100} value={actions.upload.percent} aria-hidden="true" />
        </div>
      )}
      {actions.error && (
        <p className={styles.error} role="alert" data-testid="task-attachment-error">
          {actions.error}
        </p>
      )}
      <div className={styles.actions}>
        <FilePickButton
          accept={ACCEPT}
          onFile={(file) => void actions.uploadFile(file)}
          className={buttons.secondary}
          disabled={actions.upload !== null}
          data-testid="task-attachment-upload"
          inputTestId="task-attachment-input"
        >
          <Upload size={16} aria-hidden="true" />
          {t('projects.attachments.upload')}
        </FilePickButton>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => setPicking(true)}
          data-testid="task-attachment-document"
        >
          <FilePlus2 size={16} aria-hidden="true" />
          {t('projects.attachments.attachDocument')}
        </button>
      </div>
      {picking && (
        <DocumentPickerDialog
          attachedIds={attachedIds}
          onPick={actions.attachDocument}
          onClose={() => setPicking(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('projects.attachments.removeTitle')}
          message={t(
            removing.kind === 'document' ? 'projects.attachments.removeDocument' : 'projects.attachments.removeFile',
            { name: removing.name },
          )}
          confirmLabel={t('projects.attachments.removeConfirm')}
          onConfirm={() => actions.remove(removing)}
          describeFailure={(failure) => errorText(failure, t('projects.attachments.removeFailed'))}
          onClose={() => setRemoving(null)}
          testIds={{ dialog: 'task-attachment-remove-dialog', confirm: 'task-attachment-remove-confirm' }}
        />
      )}
    </section>
  );
}
