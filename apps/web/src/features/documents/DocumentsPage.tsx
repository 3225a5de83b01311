import type { DocumentSortKey } from '@teamhub/contracts';
import { FolderInput, Trash2, Upload } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ErrorBanner';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Breadcrumbs } from './components/Breadcrumbs';
import { DocumentGrid } from './components/DocumentGrid';
import { DocumentList } from './components/DocumentList';
import { DocumentsDialogs, type OpenDialog } from './components/DocumentsDialogs';
import { DocumentsToolbar, type ViewMode } from './components/DocumentsToolbar';
import { QuotaBar } from './components/QuotaBar';
import { Toasts } from './components/Toasts';
import { TrashView } from './components/TrashView';
import { UploadPanel } from './components/UploadPanel';
import { useDocumentCommands } from './hooks/useDocumentCommands';
import { useDocumentsData } from './hooks/useDocumentsData';
import { useFileDrop } from './hooks/useFileDrop';
import { useLinkedPreview } from './hooks/useLinkedPreview';
import { useSelection } from './hooks/useSelection';
import { useToasts } from './hooks/useToasts';
import { useUploads } from './hooks/useUploads';
import { errorMessage } from './utils/error-message';
import { entryKey, type ItemHandlers, type ListEntry } from './utils/item-handlers';
import { filterDocuments, nameMatches, sortDocuments } from './utils/sort-documents';
import buttons from '../../components/Button.module.css';
import styles from './DocumentsPage.module.css';

/** 'Tài liệu của tôi': the user's files and folders, uploads, previews, sharing and the trash. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const inTrash = params.get('view') === 'trash';
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<DocumentSortKey>('name');
  const [view, setView] = useState<ViewMode>('list');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [renamingKey, setRenamingKey] = useState<string | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const { toasts, show, dismiss } = useToasts();
  const commands = useDocumentCommands(show);
  const { documents, folder, usage, searching } = useDocumentsData(folderId, deferredQuery);
  // Only the open folder's own list (not a search, not the previous folder's list kept while loading).
  const folderListing = searching || documents.isPlaceholderData ? undefined : documents.data;
  const linked = useLinkedPreview(folderListing, () => show(t('documents.previewGone'), 'error'));
  const shownDialog: OpenDialog | null =
    dialog ?? (linked.document ? { type: 'preview', document: linked.document, page: linked.page } : null);

  const onBatchDone = useCallback(
    (succeeded: number, failure: string | null) => {
      if (succeeded > 0 && failure === null) show(t('documents.uploadSuccess'), 'success');
      if (failure !== null)
        show(t('documents.uploadError', { message: failure || t('documents.uploadFailed') }), 'error');
      void commands.refresh();
    },
    [commands, show, t],
  );
  const uploads = useUploads({ onBatchDone });
  const uploadFiles = useCallback((files: File[]) => void uploads.upload(files, folderId), [uploads, folderId]);
  const drop = useFileDrop(uploadFiles);

  const entries = useMemo<ListEntry[]>(() => {
    const shown = sortDocuments(filterDocuments(documents.data ?? [], query), sort);
    const folders = searching ? [] : (folder.data?.folders ?? []).filter((item) => nameMatches(item.name, query));
    return [
      ...folders.map((item) => ({ kind: 'folder' as const, folder: item })),
      ...shown.map((item) => ({ kind: 'document' as const, document: item })),
    ];
  }, [documents.data, folder.data, query, searching, sort]);
  const keys = useMemo(() => entries.map(entryKey), [entries]);
  const selection = useSelection(keys);

  const openFolder = (id: string | null) => {
    setQuery('');
    selection.clear();
    setParams(id ? { folder: id } : {});
  };
  const askDelete = (keysToDelete: string[]) => {
    if (keysToDelete.length === 0) show(t('documents.selectToDelete'), 'error');
    else setDialog({ type: 'delete', keys: keysToDelete });
  };

  const handlers: ItemHandlers = {
    isSelected: selection.isSelected,
    toggle: selection.toggle,
    renamingKey,
    startRename: setRenamingKey,
    renameDocument: (document, name) => void commands.rename(document, name),
    renameFolder: (item, name) => void commands.renameFolder(item, name),
    openFolder: (item) => openFolder(item.id),
    preview: (document) => setDialog({ type: 'preview', document }),
    download: (document) => void commands.download(document),
    remove: (key) => askDelete([key]),
    move: (key) => setDialog({ type: 'move', keys: [key] }),
    shareToChat: (document) => setDialog({ type: 'shareChat', document }),
    shareLink: (document) => setDialog({ type: 'shareLink', document }),
  };

  const loadError = documents.error && documents.error !== dismissedError ? documents.error : null;
  const loading = documents.isPending || folder.isPending;

  return (
    <div className={styles.page} data-testid="documents-dropzone" {...drop.handlers}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('documents.title')}</h1>
          <p className={styles.subtitle}>{t('documents.subtitle')}</p>
        </div>
        {usage.data && <QuotaBar usage={usage.data} />}
      </header>

      {inTrash ? (
        <TrashView onBack={() => setParams({})} attempt={commands.attempt} confirmed={commands.confirmed} />
      ) : (
        <>
          <DocumentsToolbar
            query={query}
            onQuery={setQuery}
            sort={sort}
            onSort={setSort}
            view={view}
            onView={setView}
            onFiles={uploadFiles}
            onNewFolder={() => setDialog({ type: 'newFolder' })}
            onTrash={() => setParams({ view: 'trash' })}
          />
          <Breadcrumbs trail={folder.data?.breadcrumbs ?? []} onOpen={openFolder} />
          {loadError && (
            <ErrorBanner
              message={errorMessage(loadError, t('documents.fetchFailed'))}
              onDismiss={() => setDismissedError(loadError)}
              dismissLabel={t('documents.close')}
              testId="documents-error"
            />
          )}
          <UploadPanel items={uploads.items} onCancel={uploads.cancel} onHide={uploads.clearFinished} />

          <div className={styles.selectionBar}>
            <span className={styles.selectionCount} aria-live="polite">
              {selection.selected.length > 0 ? t('documents.selectedCount', { count: selection.selected.length }) : ''}
            </span>
            <button
              type="button"
              className={buttons.secondary}
              disabled={selection.selected.length === 0}
              onClick={() => setDialog({ type: 'move', keys: selection.selected })}
            >
              <FolderInput size={16} aria-hidden="true" />
              {t('documents.moveSelected')}
            </button>
            <button type="button" className={buttons.dangerOutline} onClick={() => askDelete(selection.selected)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('documents.deleteSelected', { count: selection.selected.length })}
            </button>
          </div>

          {loading && !documents.data ? (
            <div className={styles.loading}>
              <Spinner label={t('documents.loading')} />
            </div>
          ) : entries.length === 0 && !documents.isError ? (
            <EmptyState
              icon={<Upload size={28} />}
              title={query.trim() ? t('documents.noResults', { query: query.trim() }) : t('documents.empty')}
              hint={query.trim() ? undefined : t('documents.emptyHint')}
            />
          ) : view === 'list' ? (
            <DocumentList
              entries={entries}
              handlers={handlers}
              allSelected={selection.allSelected}
              onToggleAll={selection.toggleAll}
            />
          ) : (
            <DocumentGrid entries={entries} handlers={handlers} />
          )}
        </>
      )}

      {drop.dragging && (
        <div className={styles.dropOverlay} aria-hidden="true">
          <Upload size={36} />
          <p>{t('documents.dropHere')}</p>
        </div>
      )}
      <Toasts toasts={toasts} onDismiss={dismiss} />
      {shownDialog && (
        <DocumentsDialogs
          dialog={shownDialog}
          folderId={folderId}
          commands={commands}
          onDeleted={selection.clear}
          onClose={dialog ? () => setDialog(null) : linked.close}
        />
      )}
    </div>
  );
}
