import { apiUpload } from '../../lib/api-upload';
import type { PostDetails } from './wizard-state';

/**
 * POST /api/posts as multipart. The text fields go before the file: streaming multipart parsers only
 * see the fields that precede the file part. The file is always the `image` field, videos too.
 */
export function createPost(file: File, details: PostDetails, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('caption', details.caption);
  form.append('location', details.location.trim());
  form.append('altText', details.altText.trim());
  form.append('hideViewCount', String(details.hideViewCount));
  form.append('hideLikeCount', String(details.hideLikeCount));
  form.append('turnOffCommenting', String(details.turnOffCommenting));
  form.append('image', file, file.name);
  return apiUpload('POST /api/posts', { body: form }, { onProgress }).then((answer) => answer.data);
}
