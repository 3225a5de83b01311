import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { downloadAccountExport, saveFile } from './api';

export type DataExportState =
  | { phase: 'idle' }
  /** Asked; no byte has arrived yet. */
  | { phase: 'preparing' }
  | { phase: 'downloading'; bytes: number }
  | { phase: 'done'; bytes: number }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

/**
 * "Download my data": fetches the export, counting its bytes as they come, then saves it. Leaving the
 * page or cancelling stops the download (and, through the closed connection, the server's work).
 */
export function useDataExport() {
  const { t } = useTranslation();
  const [state, setState] = useState<DataExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'preparing' });
    try {
      const download = await downloadAccountExport(
        (bytes) => setState({ phase: 'downloading', bytes }),
        controller.signal,
      );
      saveFile(download);
      setState({ phase: 'done', bytes: download.blob.size });
    } catch (failure) {
      if (controller.signal.aborted) setState({ phase: 'cancelled' });
      else if (failure instanceof ApiError && failure.status === 429) {
        setState({ phase: 'failed', message: t('account.exportTooSoon') });
      } else setState({ phase: 'failed', message: t('account.exportFailed') });
    } finally {
      running.current = null;
    }
  }, [t]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
