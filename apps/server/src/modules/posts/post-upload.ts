import { LIMITS } from '@teamhub/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';
import { receiveMediaFiles, type MediaUploadLimits, type ReceivedFile } from '../files/media-upload.js';

export type PostUploadLimits = MediaUploadLimits;
export type { ReceivedFile };

/** The body of POST /api/posts: its text fields and its files in the order they were sent. */
export interface ReceivedPost {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** True when the files came in the album field `media` (alt texts in `altTexts`), false for `image`. */
  album: boolean;
}

// Ten alt texts of 500 characters of up to four bytes each, in their JSON list, with room to spare.
const ALT_TEXTS_MAX_BYTES = 64 * 1024;

/**
 * Reads the multipart body of POST /api/posts, streaming each file into a temporary path of `newTempPath`
 * (never holding it in memory). The specification's single file is the field `image` even when it holds
 * a video; an album is up to 10 files in the repeated field `media` (issue 30). 400 'post.mediaUnsupported'
 * for anything but a picture or video, 413 over the limit of its kind or past 10 files, 400
 * 'post.mediaMixed' for `image` and `media` together. On any failure no temporary file is left.
 */
export async function receivePostUpload(
  request: FastifyRequest,
  newTempPath: () => string,
  limits: PostUploadLimits,
): Promise<ReceivedPost> {
  const { fields, files } = await receiveMediaFiles(request, newTempPath, {
    fileFields: { image: 1, media: LIMITS.post.albumMaxItems },
    limits,
    messages: {
      required: 'post.mediaRequired',
      unsupported: 'post.mediaUnsupported',
      imageTooLarge: 'post.imageTooLarge',
      videoTooLarge: 'post.videoTooLarge',
    },
    tooMany: () => payloadTooLarge('post.tooManyMedia'),
    mixed: () => badRequest('post.mediaMixed'),
    fieldMaxBytes: ALT_TEXTS_MAX_BYTES,
  });
  return { fields, files: files.map(({ file }) => file), album: files.some(({ field }) => field === 'media') };
}
