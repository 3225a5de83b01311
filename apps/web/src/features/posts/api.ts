import { apiUpload } from '../../lib/api-upload';
import type { AlbumDraftItem } from './album-draft';
import type { PostDetails } from './wizard-state';

/**
 * POST /api/posts as multipart. The text fields go before the files: streaming multipart parsers only
 * see the fields that precede the file part. One file is the specification's `image` field, videos
 * too; an album is the repeated field `media` in order, with its alt texts as a JSON list `altTexts`.
 */
export function createPost(
  media: File | AlbumDraftItem[],
  details: PostDetails,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('caption', details.caption);
  form.append('location', details.location.trim());
  if (media instanceof File) form.append('altText', details.altText.trim());
  else form.append('altTexts', JSON.stringify(media.map((item) => item.altText.trim())));
  form.append('hideViewCount', String(details.hideViewCount));
  form.append('hideLikeCount', String(details.hideLikeCount));
  form.append('turnOffCommenting', String(details.turnOffCommenting));
  if (media instanceof File) form.append('image', media, media.name);
  else for (const { file } of media) form.append('media', file, file.name);
  return apiUpload('POST /api/posts', { body: form }, { onProgress }).then((answer) => answer.data);
}
