import type { FastifyRequest } from 'fastify';
import {
  receiveMediaUpload,
  type MediaUploadLimits,
  type ReceivedFile,
  type ReceivedMediaUpload,
} from '../files/media-upload.js';

export type PostUploadLimits = MediaUploadLimits;
export type { ReceivedFile };
export type ReceivedPost = ReceivedMediaUpload;

/**
 * Reads the multipart body of POST /api/posts, streaming the file into `tempPath` (never holding it
 * in memory). The file field is named `image` by the specification even when it holds a video. 400
 * 'post.mediaUnsupported' for anything but a picture or video, 413 over the limit of its kind. On any
 * failure the temporary file is already gone when this throws.
 */
export function receivePostUpload(
  request: FastifyRequest,
  tempPath: string,
  limits: PostUploadLimits,
): Promise<ReceivedPost> {
  return receiveMediaUpload(request, tempPath, {
    field: 'image',
    limits,
    messages: {
      required: 'post.mediaRequired',
      unsupported: 'post.mediaUnsupported',
      imageTooLarge: 'post.imageTooLarge',
      videoTooLarge: 'post.videoTooLarge',
    },
  });
}
