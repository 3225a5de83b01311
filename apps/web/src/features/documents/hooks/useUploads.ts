import { useCallback, useRef, useState } from 'react';
import { uploadDocument } from '../api';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: number;
  name: string;
  /** 0–1. */
  progress: number;
  status: UploadStatus;
  error?: string;
}

interface UploadCallbacks {
  /** After a batch: how many files went up, and the first failure's message (not cancellations). */
  onBatchDone: (succeeded: number, failure: string | null) => void;
}

/** Finished rows stay this long after their batch, then leave (failed ones stay until hidden). */
const DONE_ROWS_MS = 4_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Uploads files one request each, with a progress bar and a cancel per file (which drops its row). */
export function useUploads({ onBatchDone }: UploadCallbacks) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(0);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (files: readonly File[], folderId: string | null) => {
      const batch = files.map((file) => {
        nextKey.current += 1;
        return { key: nextKey.current, file };
      });
      setItems((current) => [
        ...current,
        ...batch.map(({ key, file }) => ({ key, name: file.name, progress: 0, status: 'uploading' as const })),
      ]);
      const results = await Promise.all(
        batch.map(async ({ key, file }) => {
          const controller = new AbortController();
          controllers.current.set(key, controller);
          try {
            await uploadDocument(file, folderId, (progress) => patch(key, { progress }), controller.signal);
            patch(key, { status: 'done', progress: 1 });
            return { ok: true as const };
          } catch (error) {
            // A cancelled file leaves the list: nothing of it remains anywhere.
            if (isAbort(error)) {
              setItems((current) => current.filter((item) => item.key !== key));
              return { ok: false as const, message: null };
            }
            const message = error instanceof Error ? error.message : '';
            patch(key, { status: 'error', error: message });
            return { ok: false as const, message };
          } finally {
            controllers.current.delete(key);
          }
        }),
      );
      const keys = new Set(batch.map(({ key }) => key));
      setTimeout(
        () => setItems((current) => current.filter((item) => !(keys.has(item.key) && item.status === 'done'))),
        DONE_ROWS_MS,
      );
      const failure = results.find((result) => !result.ok && result.message !== null);
      onBatchDone(
        results.filter((result) => result.ok).length,
        failure && !failure.ok ? (failure.message ?? '') : null,
      );
    },
    [onBatchDone, patch],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);
  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.status === 'uploading')),
    [],
  );

  return { items, upload, cancel, clearFinished };
}
