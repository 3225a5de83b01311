import { randomUUID } from 'node:crypto';
import { LIMITS, type MediaType } from '@teamhub/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { encodeDisplayImage } from '../files/media-image.js';
import {
  receiveMediaUpload,
  type MediaUploadLimits,
  type ReceivedFile,
  type ReceivedMediaUpload,
} from '../files/media-upload.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { UploadTempFolder } from '../files/upload-temp.js';

/** Where story media is served; the objects are `stories/<name>` in the public storage. */
export const STORY_MEDIA_URL_PREFIX = '/uploads/stories/';
export const STORY_MEDIA_KEY_PREFIX = 'stories/';

// A stored URL names one plain file of ours; anything else is never turned into a key to delete.
const OWN_FILE_NAME = /^[A-Za-z0-9_-]+\.(webp|mp4|mov|webm)$/;

/** The storage key behind a story media URL of ours, or null. */
export function storyMediaKeyOf(url: string): string | null {
  if (!url.startsWith(STORY_MEDIA_URL_PREFIX)) return null;
  const name = url.slice(STORY_MEDIA_URL_PREFIX.length);
  return OWN_FILE_NAME.test(name) ? `${STORY_MEDIA_KEY_PREFIX}${name}` : null;
}

/** The URL a story media key is served at. */
export const storyMediaUrlOf = (key: string) => `${STORY_MEDIA_URL_PREFIX}${key.slice(STORY_MEDIA_KEY_PREFIX.length)}`;

/**
 * Reads the multipart body of POST /api/stories: the `media` file into `tempPath`, and the text fields.
 * 400 'story.mediaUnsupported' for anything but a picture or video, 413 over the limit of its kind; on
 * any failure the temporary file is already gone when this throws.
 */
export function receiveStoryUpload(
  request: FastifyRequest,
  tempPath: string,
  limits: MediaUploadLimits,
): Promise<ReceivedMediaUpload> {
  return receiveMediaUpload(request, tempPath, {
    field: 'media',
    limits,
    messages: {
      required: 'story.mediaRequired',
      unsupported: 'story.mediaUnsupported',
      imageTooLarge: 'story.imageTooLarge',
      videoTooLarge: 'story.videoTooLarge',
    },
  });
}

export interface StoredStoryMedia {
  mediaType: MediaType;
  mediaUrl: string;
}

export interface StoryMediaStorage {
  /** A fresh path for an upload in progress, in this process's temp folder (never served). */
  tempPath(): string;
  /**
   * Pictures: re-encoded (upright, at most 1080 px wide, WebP, no metadata); videos: stored as uploaded.
   * The temporary file is consumed or left for the caller to discard.
   */
  store(file: ReceivedFile): Promise<StoredStoryMedia>;
  /** Deletes the object behind a story's URL when it is ours; never throws. */
  remove(mediaUrl: string): Promise<void>;
}

export function createStoryMediaStorage(
  storage: StorageDriver,
  temp: UploadTempFolder,
  log: Pick<FastifyBaseLogger, 'warn'>,
): StoryMediaStorage {
  return {
    tempPath: () => temp.newPath(),

    async store(file) {
      const id = randomUUID();
      if (file.media.kind === 'video') {
        const key = `${STORY_MEDIA_KEY_PREFIX}${id}.${file.media.format}`;
        await storage.moveIn(key, file.path);
        return { mediaType: 'video', mediaUrl: storyMediaUrlOf(key) };
      }
      const display = await encodeDisplayImage(file.path, LIMITS.story.displayWidthPx, 'story.mediaUnsupported');
      const key = `${STORY_MEDIA_KEY_PREFIX}${id}.webp`;
      await storage.put(key, display);
      return { mediaType: 'image', mediaUrl: storyMediaUrlOf(key) };
    },

    async remove(mediaUrl) {
      const key = storyMediaKeyOf(mediaUrl);
      if (!key) return;
      // A file that stays behind is a stray file for the upload sweep, not a failed request.
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete story media'));
    },
  };
}
