import type { FolderView } from '@teamhub/contracts';
import { Folder, FolderInput, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatters';
import { folderKey, type ItemHandlers } from '../utils/item-handlers';
import { ItemMenu } from './ItemMenu';
import { RenameField } from './RenameField';
import styles from './Items.module.css';

/** A folder in the list or the grid: open it by its name; rename, move and delete from its menu. */
export function FolderItem({ folder, handlers, tile }: { folder: FolderView; handlers: ItemHandlers; tile?: boolean }) {
  const { t, i18n } = useTranslation();
  const key = folderKey(folder.id);
  const selected = handlers.isSelected(key);
  return (
    <div
      className={tile ? styles.folderTile : styles.row}
      data-testid="folder-item"
      data-folder-id={folder.id}
      data-selected={selected || undefined}
    >
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        onChange={() => handlers.toggle(key)}
        aria-label={t('documents.selectItem', { name: folder.name })}
      />
      <span className={styles.folderIcon} aria-hidden="true">
        <Folder size={22} />
      </span>
      <div className={styles.nameCell}>
        {handlers.renamingKey === key ? (
          <RenameField
            name={folder.name}
            keepExtension={false}
            onCommit={(name) => handlers.renameFolder(folder, name)}
            onDone={() => handlers.startRename(null)}
          />
        ) : (
          <button type="button" className={styles.nameButton} onClick={() => handlers.openFolder(folder)}>
            {folder.name}
          </button>
        )}
        {!tile && <span className={styles.meta}>{t('documents.folder')}</span>}
      </div>
      {!tile && <span className={styles.sizeCell}>—</span>}
      {!tile && <span className={styles.dateCell}>{formatDateTime(folder.createdAt, i18n.language)}</span>}
      <div className={styles.actions}>
        <ItemMenu
          label={t('documents.more', { name: folder.name })}
          entries={[
            { label: t('documents.rename'), icon: <Pencil size={16} />, onSelect: () => handlers.startRename(key) },
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
    </div>
  );
}
