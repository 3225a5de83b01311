import type { ApiAnswer, ApiKey } from '@teamhub/contracts';
import { methodOf, urlOf, type AnyRequest, type RequestArgs } from './api';
import { uploadForm, type UploadOptions } from './upload';

/*
 * Kept apart from lib/api.ts so the first route, which calls the API but uploads nothing, does not carry
 * the upload client (XMLHttpRequest with progress) along.
 */

/** Sends the multipart endpoint `key` with upload progress (lib/upload.ts); its body is the FormData. */
export function apiUpload<Key extends ApiKey>(
  key: Key,
  ...[request, options]: RequestArgs<Key, Omit<UploadOptions, 'method'>>
): Promise<ApiAnswer<Key>> {
  const { body } = (request ?? {}) as AnyRequest;
  if (!(body instanceof FormData)) throw new Error(`${key}: the body of an upload is a FormData`);
  const method = methodOf(key);
  if (method !== 'POST' && method !== 'PUT') throw new Error(`${key}: uploads are POST or PUT`);
  return uploadForm<ApiAnswer<Key>>(urlOf(key, request as AnyRequest), body, { ...options, method });
}
