import type { TaskAttachmentView } from '@teamhub/contracts';
import { File, FileImage, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { formatFileSize } from '../../../lib/formatters';
import buttons from '../../../components/Button.module.css';
import styles from './TaskAttachments.module.css';

interface TaskAttachmentRowProps {
  attachment: TaskAttachmentView;
  canRemove: boolean;
  onRemove: () => void;
}

function KindIcon({ mimeType }: { mimeType: string }) {
  if (mimeType.startsWith('image/')) return <FileImage size={22} aria-hidden="true" />;
  if (mimeType === 'application/pdf') return <FileText size={22} aria-hidden="true" />;
  return <File size={22} aria-hidden="true" />;
}

/** One attachment: its picture (or an icon), its name opening it, size, who added it and when, and "remove". */
export function TaskAttachmentRow({ attachment, canRemove, onRemove }: TaskAttachmentRowProps) {
  const { t } = useTranslation();
  const { name, url, previewUrl } = attachment;
  return (
    <li className={styles.row} data-testid="task-attachment">
      <span className={styles.thumb}>
        {previewUrl ? (
          <img src={previewUrl} alt="" loading="lazy" data-testid="task-attachment-thumbnail" />
        ) : (
          <KindIcon mimeType={attachment.mimeType} />
        )}
      </span>
      <span className={styles.details}>
        {url ? (
          <a className={styles.name} href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        ) : (
          <span className={`${styles.name} ${styles.gone}`}>{name}</span>
        )}
        <span className={styles.meta}>
          {attachment.kind === 'document' && <span>{t('projects.attachments.documentLabel')}</span>}
          <span>{formatFileSize(attachment.size)}</span>
          <span>
            {t('projects.attachments.byWhom', {
              name: attachment.uploadedBy?.username ?? t('projects.attachments.unknownUploader'),
            })}
          </span>
          <RelativeTime date={attachment.createdAt} />
        </span>
        {!attachment.available && <span className={styles.meta}>{t('projects.attachments.unavailable')}</span>}
      </span>
      {canRemove && (
        <button
          type="button"
          className={buttons.iconDanger}
          onClick={onRemove}
          aria-label={t('projects.attachments.remove', { name })}
          data-testid="task-attachment-remove"
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
