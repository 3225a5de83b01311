import { api, urlOf } from '../../../lib/api';
import { getApiLanguage, notifyUnauthorized } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tokenStorage } from '../../../lib/token-storage';
import { attachmentName } from './attachment-name';

const EXPORT_PATH = urlOf('GET /api/account/export');

/** DELETE /api/account: a wrong password is a 400 naming the `password` field. */
export const deleteAccountRequest = (password: string) => api('DELETE /api/account', { body: { password } });

export interface DownloadedExport {
  blob: Blob;
  filename: string;
}

/**
 * GET /api/account/export, read as it arrives so `onProgress` hears every chunk's running total (the
 * server makes the zip while sending it, so no total is known in advance). Not through apiRequest: that
 * one reads JSON and gives up after 10 seconds, while a large export may take minutes.
 */
export async function downloadAccountExport(
  onProgress: (receivedBytes: number) => void,
  signal: AbortSignal,
): Promise<DownloadedExport> {
  const headers: Record<string, string> = { 'Accept-Language': getApiLanguage() };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, { headers, credentials: 'include', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('network', 0, 'network');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    if (response.status === 401) notifyUnauthorized(EXPORT_PATH);
    throw new ApiError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, 'http');
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  // Browsers fail the read of an aborted request's body; cancelling it as well ends the read either way.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  signal.throwIfAborted();
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    filename: attachmentName(response.headers.get('Content-Disposition'), 'teamhub-export.zip'),
  };
}

/** Hands a downloaded file to the browser to save, under `filename`. */
export function saveFile({ blob, filename }: DownloadedExport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
