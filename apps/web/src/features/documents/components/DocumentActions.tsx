import type { DocumentView } from '@teamhub/contracts';
import { Download, FolderInput, Link2, MessageSquare, Pencil, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { documentKey, type ItemHandlers } from '../utils/item-handlers';
import { ItemMenu } from './ItemMenu';
import styles from './Items.module.css';

/**
 * A document's actions: icon buttons on wide screens (download, rename, share, delete) and a ⋮ menu
 * holding them all (the only one shown on phones).
 */
export function DocumentActions({ document, handlers }: { document: DocumentView; handlers: ItemHandlers }) {
  const { t } = useTranslation();
  const key = documentKey(document.id);
  const shareEntries = [
    {
      label: t('documents.shareToChat'),
      icon: <MessageSquare size={16} />,
      onSelect: () => handlers.shareToChat(document),
    },
    { label: t('documents.createShareLink'), icon: <Link2 size={16} />, onSelect: () => handlers.shareLink(document) },
  ];
  return (
    <div className={styles.actions}>
      <div className={styles.wideActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('documents.download')}
          title={t('documents.download')}
          onClick={() => handlers.download(document)}
        >
          <Download size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('documents.rename')}
          title={t('documents.rename')}
          onClick={() => handlers.startRename(key)}
        >
          <Pencil size={18} aria-hidden="true" />
        </button>
        <ItemMenu
          label={t('documents.share')}
          entries={shareEntries}
          trigger={<Share2 size={18} aria-hidden="true" />}
        />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.dangerIcon}`}
          aria-label={t('documents.delete')}
          title={t('documents.delete')}
          onClick={() => handlers.remove(key)}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
      <ItemMenu
        label={t('documents.more', { name: document.name })}
        entries={[
          { label: t('documents.download'), icon: <Download size={16} />, onSelect: () => handlers.download(document) },
          { label: t('documents.rename'), icon: <Pencil size={16} />, onSelect: () => handlers.startRename(key) },
          ...shareEntries,
          { label: t('documents.move'), icon: <FolderInput size={16} />, onSelect: () => handlers.move(key) },
          {
            label: t('documents.delete'),
            icon: <Trash2 size={16} />,
            danger: true,
            onSelect: () => handlers.remove(key),
          },
        ]}
      />
    </div>
  );
}
