import { useQuery } from '@tanstack/react-query';
import { FileText, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/error-text';
import { formatFileSize } from '../../../lib/formatters';
import { fetchMyDocuments, projectKeys } from '../api';
import styles from './TaskAttachments.module.css';

interface DocumentPickerDialogProps {
  /** Documents already on the task: shown, but not offered again. */
  attachedIds: ReadonlySet<string>;
  /** Resolves once attached (the dialog then closes); a rejection shows why and keeps it open. */
  onPick: (documentId: string) => Promise<void>;
  onClose: () => void;
}

/**
 * "Attach a document": my documents (the top level, or a search across every folder), each one button.
 * The search field has the focus first; Tab goes through the documents.
 */
export function DocumentPickerDialog({ attachedIds, onPick, onClose }: DocumentPickerDialogProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const documents = useQuery({
    queryKey: [...projectKeys.all, 'attach-documents', query],
    queryFn: () => fetchMyDocuments(query),
    staleTime: 0,
  });

  const pick = async (documentId: string) => {
    setBusy(documentId);
    setError(null);
    try {
      await onPick(documentId);
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('projects.attachments.failed')));
      setBusy(null);
    }
  };

  return (
    <Dialog title={t('projects.attachments.pickerTitle')} closeLabel={t('kit.close')} onClose={onClose}>
      <div className={styles.picker} data-testid="document-picker">
        <label className={styles.searchLabel} htmlFor={searchId}>
          {t('projects.attachments.pickerSearch')}
        </label>
        <div className={styles.searchBox}>
          <Search size={16} className={styles.searchIcon} aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            className={styles.searchField}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoFocus
            data-testid="document-picker-search"
          />
        </div>
        <p className={styles.hint}>{t('projects.attachments.pickerHint')}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {documents.isPending ? (
          <Spinner label={t('projects.attachments.pickerLoading')} />
        ) : documents.isError ? (
          <p className={styles.error} role="alert">
            {errorText(documents.error, t('projects.attachments.pickerFailed'))}
          </p>
        ) : documents.data.length === 0 ? (
          <p className={styles.hint}>{t('projects.attachments.pickerEmpty')}</p>
        ) : (
          <ul className={styles.pickerList}>
            {documents.data.map((document) => {
              const attached = attachedIds.has(document.id);
              return (
                <li key={document.id}>
                  <button
                    type="button"
                    className={styles.pickerItem}
                    disabled={attached || busy !== null}
                    onClick={() => void pick(document.id)}
                    data-testid="document-picker-item"
                  >
                    <FileText size={18} aria-hidden="true" />
                    {/* The visible text stays the start of the name (axe: the label must contain it). */}
                    <span className={styles.pickerName}>
                      <span className="visually-hidden">{t('projects.attachments.pickerAttach')} </span>
                      {document.name}
                    </span>
                    <span className={styles.pickerMeta}>
                      {attached ? t('projects.attachments.pickerAttached') : formatFileSize(document.size)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
