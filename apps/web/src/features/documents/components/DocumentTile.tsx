import type { DocumentView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/formatters';
import { documentKey, type ItemHandlers } from '../utils/item-handlers';
import { DocumentActions } from './DocumentActions';
import { FileIcon } from './FileIcon';
import { RenameField } from './RenameField';
import styles from './Items.module.css';

/** One document in the grid: its preview picture (or its type's icon), name, size and actions. */
export function DocumentTile({ document, handlers }: { document: DocumentView; handlers: ItemHandlers }) {
  const { t } = useTranslation();
  const key = documentKey(document.id);
  const selected = handlers.isSelected(key);
  const picture = document.preview.status === 'ready' ? document.preview.url : null;
  return (
    <div
      className={styles.tile}
      data-testid="document-item"
      data-document-id={document.id}
      data-selected={selected || undefined}
    >
      <button
        type="button"
        className={styles.thumb}
        onClick={() => handlers.preview(document)}
        tabIndex={-1}
        aria-hidden="true"
      >
        {picture ? (
          <img src={picture} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.thumbIcon} data-pending={document.preview.status === 'pending' || undefined}>
            <FileIcon document={document} size={40} />
          </span>
        )}
      </button>
      <input
        type="checkbox"
        className={`${styles.checkbox} ${styles.tileCheckbox}`}
        checked={selected}
        onChange={() => handlers.toggle(key)}
        aria-label={t('documents.selectItem', { name: document.name })}
      />
      <div className={styles.tileFooter}>
        <div className={styles.nameCell}>
          {handlers.renamingKey === key ? (
            <RenameField
              name={document.name}
              keepExtension
              onCommit={(name) => handlers.renameDocument(document, name)}
              onDone={() => handlers.startRename(null)}
            />
          ) : (
            <button
              type="button"
              className={styles.nameButton}
              onClick={() => handlers.preview(document)}
              title={document.name}
            >
              {document.name}
            </button>
          )}
          <span className={styles.meta}>{formatFileSize(document.size)}</span>
        </div>
        <DocumentActions document={document} handlers={handlers} />
      </div>
    </div>
  );
}
