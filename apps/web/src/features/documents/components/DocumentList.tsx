import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryKey, type ItemHandlers, type ListEntry } from '../utils/item-handlers';
import { DocumentRow } from './DocumentRow';
import { FolderItem } from './FolderRow';
import styles from './Items.module.css';

/** Past this many rows only the ones near the viewport are rendered. */
export const VIRTUALIZE_FROM = 150;
/** Rows are one line high (names are cut with an ellipsis): a fixed size spares measuring thousands. */
const ROW_HEIGHT = 60;

interface DocumentListProps {
  entries: ListEntry[];
  handlers: ItemHandlers;
  allSelected: boolean;
  onToggleAll: () => void;
}

const renderEntry = (entry: ListEntry, handlers: ItemHandlers): ReactNode =>
  entry.kind === 'folder' ? (
    <FolderItem folder={entry.folder} handlers={handlers} />
  ) : (
    <DocumentRow document={entry.document} handlers={handlers} />
  );

/** The list view: a header with select-all, then folders and documents. */
export function DocumentList({ entries, handlers, allSelected, onToggleAll }: DocumentListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      <div className={styles.listHeader}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allSelected}
          onChange={onToggleAll}
          aria-label={t('documents.selectAll')}
          disabled={entries.length === 0}
        />
        <span />
        <span>{t('documents.name')}</span>
        <span className={styles.sizeCell}>{t('documents.size')}</span>
        <span className={styles.dateCell}>{t('documents.created')}</span>
        <span />
      </div>
      {entries.length >= VIRTUALIZE_FROM ? (
        <VirtualRows entries={entries} handlers={handlers} />
      ) : (
        entries.map((entry) => <div key={entryKey(entry)}>{renderEntry(entry, handlers)}</div>)
      )}
    </div>
  );
}

function VirtualRows({ entries, handlers }: { entries: ListEntry[]; handlers: ItemHandlers }) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => entryKey(entries[index] as ListEntry),
  });
  return (
    <div ref={container} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: ROW_HEIGHT,
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          {renderEntry(entries[item.index] as ListEntry, handlers)}
        </div>
      ))}
    </div>
  );
}
