import { LIMITS } from '@teamhub/contracts';
import { ApiError } from './api-error';
import { getApiLanguage, notifyUnauthorized } from './api-client';
import { tokenStorage } from './token-storage';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0–1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  /** Aborting it cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with upload progress (fetch cannot report it), with the same
 * token, language, error and 401 handling as the shared client. 30 s timeout by default.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', path);
    request.timeout = options.timeoutMs ?? LIMITS.uploadTimeoutMs;
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getApiLanguage());
    const token = tokenStorage.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { message?: unknown; errors?: ApiError['errors'] } | null;
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (request.status === 401) notifyUnauthorized(path);
      const message = typeof body?.message === 'string' ? body.message : request.statusText;
      reject(new ApiError(message, request.status, 'http', body?.errors));
    };
    request.onerror = () => reject(new ApiError('network', 0, 'network'));
    request.ontimeout = () => reject(new ApiError('timeout', 0, 'timeout'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
