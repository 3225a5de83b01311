import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { entryKey, type ItemHandlers, type ListEntry } from '../utils/item-handlers';
import { VIRTUALIZE_FROM } from './DocumentList';
import { DocumentTile } from './DocumentTile';
import { FolderItem } from './FolderRow';
import styles from './Items.module.css';

const TILE_MIN_WIDTH = 180;
const TILE_GAP = 14;
/** A tile's footer under its 4:3 picture: name, size and the ⋮ button. */
const TILE_FOOTER = 62;

const Tile = ({ entry, handlers }: { entry: ListEntry; handlers: ItemHandlers }) =>
  entry.kind === 'folder' ? (
    <FolderItem folder={entry.folder} handlers={handlers} tile />
  ) : (
    <DocumentTile document={entry.document} handlers={handlers} />
  );

/**
 * The grid view: folders as compact cards first, then document tiles with previews; long grids
 * render only the rows near the viewport.
 */
export function DocumentGrid({ entries, handlers }: { entries: ListEntry[]; handlers: ItemHandlers }) {
  const folders = entries.filter((entry) => entry.kind === 'folder');
  const documents = entries.filter((entry) => entry.kind === 'document');
  return (
    <div className={styles.gridSections}>
      {folders.length > 0 && (
        <div className={styles.folderGrid}>
          {folders.map((entry) => (
            <Tile key={entryKey(entry)} entry={entry} handlers={handlers} />
          ))}
        </div>
      )}
      {documents.length >= VIRTUALIZE_FROM ? (
        <VirtualGrid entries={documents} handlers={handlers} />
      ) : (
        documents.length > 0 && (
          <div className={styles.grid}>
            {documents.map((entry) => (
              <Tile key={entryKey(entry)} entry={entry} handlers={handlers} />
            ))}
          </div>
        )
      )}
    </div>
  );
}

function VirtualGrid({ entries, handlers }: { entries: ListEntry[]; handlers: ItemHandlers }) {
  const container = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ top: 0, width: 1200 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const measure = () =>
      setBox({ top: element.getBoundingClientRect().top + window.scrollY, width: element.clientWidth || 1200 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor((box.width + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
  const rows = Math.ceil(entries.length / columns);
  // Every row is as tall as its tiles, whose width the columns set: no measuring needed.
  const tileWidth = (box.width - TILE_GAP * (columns - 1)) / columns;
  const rowHeight = Math.ceil((tileWidth * 3) / 4 + TILE_FOOTER + TILE_GAP);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: box.top,
  });
  return (
    <div ref={container} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className={styles.grid}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: rowHeight,
            paddingBottom: TILE_GAP,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - box.top}px)`,
          }}
        >
          {entries.slice(row.index * columns, row.index * columns + columns).map((entry) => (
            <Tile key={entryKey(entry)} entry={entry} handlers={handlers} />
          ))}
        </div>
      ))}
    </div>
  );
}
