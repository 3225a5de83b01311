import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Folder, Home } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { documentKeys, fetchFolder } from '../api';
import buttons from '../../../components/Button.module.css';
import styles from './Dialogs.module.css';

interface MoveDialogProps {
  count: number;
  /** Folders being moved: they cannot be opened as a target (a folder cannot go inside itself). */
  movingFolderIds: string[];
  onMove: (targetFolderId: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** A folder picker: walk down from the top level and move the items into the folder shown. */
export function MoveDialog({ count, movingFolderIds, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contents = useQuery({ queryKey: documentKeys.folders(folderId), queryFn: () => fetchFolder(folderId) });
  const folders = (contents.data?.folders ?? []).filter((folder) => !movingFolderIds.includes(folder.id));
  const trail = contents.data?.breadcrumbs ?? [];
  const move = async () => {
    setBusy(true);
    try {
      await onMove(folderId);
    } finally {
      onClose();
    }
  };
  return (
    <Dialog title={t('documents.moveTitle', { count })} closeLabel={t('documents.close')} onClose={onClose}>
      <div className={styles.pickerTrail}>
        <button type="button" onClick={() => setFolderId(null)} aria-current={folderId === null ? 'page' : undefined}>
          <Home size={14} aria-hidden="true" /> {t('documents.home')}
        </button>
        {trail.map((folder) => (
          <span key={folder.id}>
            <ChevronRight size={14} aria-hidden="true" />
            <button
              type="button"
              onClick={() => setFolderId(folder.id)}
              aria-current={folder.id === folderId ? 'page' : undefined}
            >
              {folder.name}
            </button>
          </span>
        ))}
      </div>
      <ul className={styles.picker}>
        {folders.map((folder) => (
          <li key={folder.id}>
            <button type="button" onClick={() => setFolderId(folder.id)}>
              <Folder size={18} aria-hidden="true" />
              {folder.name}
              <ChevronRight size={16} aria-hidden="true" className={styles.pickerChevron} />
            </button>
          </li>
        ))}
        {contents.isSuccess && folders.length === 0 && <li className={styles.muted}>{t('documents.noSubfolders')}</li>}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('documents.cancel')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void move()} disabled={busy}>
          {t('documents.moveHere')}
        </button>
      </div>
    </Dialog>
  );
}
