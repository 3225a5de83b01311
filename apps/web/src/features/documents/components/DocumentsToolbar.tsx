import { DOCUMENT_SORT_KEYS, type DocumentSortKey } from '@teamhub/contracts';
import { FolderPlus, LayoutGrid, List, Search, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import styles from '../DocumentsPage.module.css';

export type ViewMode = 'list' | 'grid';

interface DocumentsToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  sort: DocumentSortKey;
  onSort: (sort: DocumentSortKey) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  onFiles: (files: File[]) => void;
  onNewFolder: () => void;
  onTrash: () => void;
}

const SORT_LABELS = { name: 'sortName', date: 'sortDate', size: 'sortSize', type: 'sortType' } as const;

/** Search, sort, list/grid, new folder, upload and the way to the trash; wraps on narrow screens. */
export function DocumentsToolbar(props: DocumentsToolbarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          aria-label={t('documents.search')}
          placeholder={t('documents.searchPlaceholder')}
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
        />
      </label>
      <label className={styles.sort}>
        <span>{t('documents.sort')}</span>
        <select value={props.sort} onChange={(event) => props.onSort(event.target.value as DocumentSortKey)}>
          {DOCUMENT_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`documents.${SORT_LABELS[key]}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.segmented} role="group" aria-label={t('documents.viewLabel')}>
        <button type="button" aria-pressed={props.view === 'list'} onClick={() => props.onView('list')}>
          <List size={16} aria-hidden="true" />
          <span>{t('documents.list')}</span>
        </button>
        <button type="button" aria-pressed={props.view === 'grid'} onClick={() => props.onView('grid')}>
          <LayoutGrid size={16} aria-hidden="true" />
          <span>{t('documents.grid')}</span>
        </button>
      </div>
      <div className={styles.toolbarEnd}>
        <button type="button" className={buttons.secondary} onClick={props.onTrash}>
          <Trash2 size={16} aria-hidden="true" />
          {t('documents.trash')}
        </button>
        <button type="button" className={buttons.secondary} onClick={props.onNewFolder}>
          <FolderPlus size={16} aria-hidden="true" />
          {t('documents.newFolder')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => input.current?.click()}>
          <Upload size={16} aria-hidden="true" />
          {t('documents.upload')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="documents-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) props.onFiles(files);
          }}
        />
      </div>
    </div>
  );
}
