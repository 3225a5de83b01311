import type { DocumentView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../../lib/formatters';
import { documentKey, type ItemHandlers } from '../utils/item-handlers';
import { DocumentActions } from './DocumentActions';
import { FileIcon } from './FileIcon';
import { RenameField } from './RenameField';
import styles from './Items.module.css';

/** One document in the list view: checkbox, icon, name (or the rename box), size, date, actions. */
export function DocumentRow({ document, handlers }: { document: DocumentView; handlers: ItemHandlers }) {
  const { t, i18n } = useTranslation();
  const key = documentKey(document.id);
  const selected = handlers.isSelected(key);
  return (
    <div
      className={styles.row}
      data-testid="document-item"
      data-document-id={document.id}
      data-selected={selected || undefined}
    >
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        onChange={() => handlers.toggle(key)}
        aria-label={t('documents.selectItem', { name: document.name })}
      />
      <FileIcon document={document} />
      <div className={styles.nameCell}>
        {handlers.renamingKey === key ? (
          <RenameField
            name={document.name}
            keepExtension
            onCommit={(name) => handlers.renameDocument(document, name)}
            onDone={() => handlers.startRename(null)}
          />
        ) : (
          <button type="button" className={styles.nameButton} onClick={() => handlers.preview(document)}>
            {document.name}
          </button>
        )}
        <span className={styles.meta}>
          {formatFileSize(document.size)} · {formatDateTime(document.createdAt, i18n.language)}
        </span>
      </div>
      <span className={styles.sizeCell}>{formatFileSize(document.size)}</span>
      <span className={styles.dateCell}>{formatDateTime(document.createdAt, i18n.language)}</span>
      <DocumentActions document={document} handlers={handlers} />
    </div>
  );
}
