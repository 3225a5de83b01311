import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Folder, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../../lib/formatters';
import { documentKeys, fetchTrash, purgeTrash, restoreItems, type Selection } from '../api';
import { errorMessage } from '../utils/error-message';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FileIcon } from './FileIcon';
import buttons from '../../../components/Button.module.css';
import styles from './Items.module.css';
import page from '../DocumentsPage.module.css';

interface TrashViewProps {
  onBack: () => void;
  /** Runs an action and tells its outcome. */
  attempt: (action: () => Promise<unknown>, done: string) => Promise<void>;
  /** Runs a confirmed action and tells its success; a failure is left to the confirm dialog. */
  confirmed: (action: () => Promise<unknown>, done: string) => Promise<void>;
}

interface Pending {
  message: string;
  selection?: Selection;
}

/** What was deleted in the last 30 days: restore it, delete it forever, or empty the trash. */
export function TrashView({ onBack, attempt, confirmed }: TrashViewProps) {
  const { t, i18n } = useTranslation();
  const trash = useQuery({ queryKey: documentKeys.trash, queryFn: fetchTrash });
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const folders = trash.data?.folders ?? [];
  const documents = trash.data?.documents ?? [];
  const empty = trash.isSuccess && folders.length + documents.length === 0;
  const restore = (selection: Selection) => void attempt(() => restoreItems(selection), t('documents.restored'));
  const trashed = (date: string | null) =>
    date ? t('documents.trashedAt', { date: formatDateTime(date, i18n.language) }) : '';

  return (
    <section className={page.trash} aria-labelledby="documents-trash-title">
      <div className={page.trashHeader}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('documents.backToDocuments')}
        </button>
        <h2 id="documents-trash-title">{t('documents.trash')}</h2>
        <button
          type="button"
          className={buttons.danger}
          disabled={empty}
          onClick={() => setConfirming({ message: t('documents.emptyTrashConfirm') })}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('documents.emptyTrash')}
        </button>
      </div>
      <p className={page.hint}>{t('documents.trashHint')}</p>
      {trash.isError && (
        <p className={page.banner} role="alert">
          {errorMessage(trash.error, t('documents.fetchFailed'))}
        </p>
      )}
      {empty && <EmptyState icon={<Trash2 size={28} />} title={t('documents.trashEmpty')} />}
      {folders.length + documents.length > 0 && (
        <div className={styles.list}>
          {folders.map((folder) => (
            <div key={folder.id} className={styles.trashRow} data-testid="folder-item" data-folder-id={folder.id}>
              <span className={styles.folderIcon} aria-hidden="true">
                <Folder size={22} />
              </span>
              <div className={styles.nameCell}>
                <span className={styles.nameText}>{folder.name}</span>
                <span className={styles.meta}>{trashed(folder.trashedAt)}</span>
              </div>
              <TrashActions
                onRestore={() => restore({ ids: [], folderIds: [folder.id] })}
                onPurge={() =>
                  setConfirming({
                    message: t('documents.deleteForeverConfirm', { name: folder.name }),
                    selection: { ids: [], folderIds: [folder.id] },
                  })
                }
              />
            </div>
          ))}
          {documents.map((document) => (
            <div
              key={document.id}
              className={styles.trashRow}
              data-testid="document-item"
              data-document-id={document.id}
            >
              <FileIcon document={document} />
              <div className={styles.nameCell}>
                <span className={styles.nameText}>{document.name}</span>
                <span className={styles.meta}>
                  {formatFileSize(document.size)} · {trashed(document.trashedAt)}
                </span>
              </div>
              <TrashActions
                onRestore={() => restore({ ids: [document.id], folderIds: [] })}
                onPurge={() =>
                  setConfirming({
                    message: t('documents.deleteForeverConfirm', { name: document.name }),
                    selection: { ids: [document.id], folderIds: [] },
                  })
                }
              />
            </div>
          ))}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirming.selection ? t('documents.deleteForever') : t('documents.emptyTrash')}
          message={confirming.message}
          confirmLabel={confirming.selection ? t('documents.deleteForever') : t('documents.emptyTrash')}
          onConfirm={() => confirmed(() => purgeTrash(confirming.selection), t('documents.purged'))}
          describeFailure={(failure) => errorMessage(failure, t('documents.actionFailed'))}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function TrashActions({ onRestore, onPurge }: { onRestore: () => void; onPurge: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.trashActions}>
      <button type="button" className={buttons.secondary} onClick={onRestore}>
        <RotateCcw size={16} aria-hidden="true" />
        {t('documents.restore')}
      </button>
      <button type="button" className={buttons.dangerOutline} onClick={onPurge}>
        <Trash2 size={16} aria-hidden="true" />
        {t('documents.deleteForever')}
      </button>
    </div>
  );
}
