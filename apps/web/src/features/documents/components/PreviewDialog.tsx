import type { DocumentView } from '@teamhub/contracts';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { formatDateTime, formatFileSize } from '../../../lib/formatters';
import { fetchDocumentBlob } from '../api';
import { storedFileName } from '../utils/document-name';
import { errorMessage } from '../utils/error-message';
import { fileKind } from '../utils/file-kind';
import { FileIcon } from './FileIcon';
import buttons from '../../../components/Button.module.css';
import styles from './Dialogs.module.css';

/** Text previews read this much of the file (a Range request), not the whole of it. */
const TEXT_PREVIEW_BYTES = 64 * 1024;

type Loaded = { url: string; text?: undefined } | { text: string; url?: undefined };

/** Shows a document in the page: image, PDF, video or the start of a text file; else its icon. */
export function PreviewDialog({
  document,
  page,
  onDownload,
  onClose,
}: {
  document: DocumentView;
  /** A PDF opens at this page: the browser's PDF viewer reads `#page=` from the address it is given. */
  page?: number;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const kind = fileKind(document);
  const viewable = kind === 'image' || kind === 'pdf' || kind === 'video' || kind === 'audio' || kind === 'text';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const stored = storedFileName(document);
    if (!viewable || !stored) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    const range = kind === 'text' ? `bytes=0-${TEXT_PREVIEW_BYTES - 1}` : undefined;
    fetchDocumentBlob(stored, range)
      .then(async (blob) => {
        if (!live) return;
        if (kind === 'text') {
          const text = await blob.text();
          if (live) setLoaded({ text });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url: objectUrl });
      })
      .catch((failure: unknown) => live && setError(errorMessage(failure, t('documents.downloadFailed'))));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document, kind, viewable, t]);

  const picture = document.preview.status === 'ready' ? document.preview.url : null;
  return (
    <Dialog title={document.name} closeLabel={t('documents.close')} onClose={onClose}>
      <div className={styles.preview} data-kind={kind}>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {!error && viewable && !loaded && <div className={styles.previewLoading} aria-busy="true" />}
        {loaded?.url && kind === 'image' && <img src={loaded.url} alt={document.name} />}
        {loaded?.url && kind === 'video' && <video src={loaded.url} controls playsInline aria-label={document.name} />}
        {loaded?.url && kind === 'audio' && <audio src={loaded.url} controls aria-label={document.name} />}
        {loaded?.url && kind === 'pdf' && (
          <object
            data={page ? `${loaded.url}#page=${page}` : loaded.url}
            type="application/pdf"
            aria-label={document.name}
            data-testid="pdf-preview"
          >
            <div className={styles.previewFallback}>
              {picture && <img src={picture} alt="" />}
              <p>{t('documents.pdfFallback')}</p>
            </div>
          </object>
        )}
        {loaded?.text !== undefined && (
          <>
            <pre tabIndex={0}>{loaded.text}</pre>
            {document.size > TEXT_PREVIEW_BYTES && <p className={styles.muted}>{t('documents.textTruncated')}</p>}
          </>
        )}
        {!viewable && (
          <div className={styles.previewFallback}>
            {picture ? <img src={picture} alt="" /> : <FileIcon document={document} size={56} />}
            <p>{t('documents.previewUnavailable')}</p>
          </div>
        )}
      </div>
      <div className={styles.previewFooter}>
        <span className={styles.muted}>
          {formatFileSize(document.size)} · {formatDateTime(document.createdAt, i18n.language)}
        </span>
        <button type="button" className={buttons.primary} onClick={onDownload}>
          <Download size={16} aria-hidden="true" />
          {t('documents.download')}
        </button>
      </div>
    </Dialog>
  );
}
