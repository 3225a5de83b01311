import { randomUUID } from 'node:crypto';
import { LIMITS, type MediaType } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.js';
import type { StorageDriver } from '../files/storage-driver.js';
import type { UploadTempFolder } from '../files/upload-temp.js';
import { encodeDisplayImage } from '../files/media-image.js';
import type { ReceivedFile } from './post-upload.js';

/** Where post media is served; the objects are `posts/<name>` in the public storage. */
export const POST_MEDIA_URL_PREFIX = '/uploads/posts/';
export const POST_MEDIA_KEY_PREFIX = 'posts/';

// A stored URL names one plain file of ours; anything else is never turned into a key to delete.
const OWN_FILE_NAME = /^[A-Za-z0-9_-]+\.(webp|mp4|mov|webm)$/;

/** The storage key behind a post media URL of ours, or null. */
export function postMediaKeyOf(url: string): string | null {
  if (!url.startsWith(POST_MEDIA_URL_PREFIX)) return null;
  const name = url.slice(POST_MEDIA_URL_PREFIX.length);
  return OWN_FILE_NAME.test(name) ? `${POST_MEDIA_KEY_PREFIX}${name}` : null;
}

/** The URL a post media key is served at. */
export const postMediaUrlOf = (key: string) => `${POST_MEDIA_URL_PREFIX}${key.slice(POST_MEDIA_KEY_PREFIX.length)}`;

export interface StoredMedia {
  mediaType: MediaType;
  mediaUrl: string;
  /** Images: a 320×320 WebP; videos: the video itself (the grid shows its first frame). */
  thumbnailUrl: string;
}

export interface PostMediaStorage {
  /** A fresh path for an upload in progress, in this process's temp folder (never served). */
  tempPath(): string;
  /** Turns a received file into the post's stored media; the temporary file is consumed or left to discard. */
  store(file: ReceivedFile): Promise<StoredMedia>;
  /** Deletes the objects behind a post's URLs when they are ours; never throws. */
  remove(media: StoredMedia): Promise<void>;
}

/**
 * The display copy (encodeDisplayImage: upright, at most 1080 px wide, WebP, no metadata, animation
 * kept) and the square thumbnail, the first frame of an animated picture.
 */
async function encodeImage(input: string): Promise<{ display: Buffer; thumbnail: Buffer }> {
  const display = await encodeDisplayImage(input, LIMITS.post.displayWidthPx, 'post.mediaUnsupported');
  try {
    const size = LIMITS.post.thumbnailPx;
    const thumbnail = await sharp(input).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return { display, thumbnail };
  } catch {
    throw badRequest('post.mediaUnsupported');
  }
}

export function createPostMediaStorage(
  storage: StorageDriver,
  temp: UploadTempFolder,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PostMediaStorage {
  const remove = async (keys: string[]) => {
    for (const key of new Set(keys)) {
      // A file that stays behind is a stray file for the start-up sweep, not a failed request.
      await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete post media'));
    }
  };

  return {
    tempPath: () => temp.newPath(),

    async store(file) {
      const id = randomUUID();
      if (file.media.kind === 'video') {
        const key = `${POST_MEDIA_KEY_PREFIX}${id}.${file.media.format}`;
        await storage.moveIn(key, file.path);
        const url = postMediaUrlOf(key);
        return { mediaType: 'video', mediaUrl: url, thumbnailUrl: url };
      }
      const { display, thumbnail } = await encodeImage(file.path);
      const [displayKey, thumbnailKey] = [
        `${POST_MEDIA_KEY_PREFIX}${id}.webp`,
        `${POST_MEDIA_KEY_PREFIX}${id}-thumb.webp`,
      ];
      await storage.put(displayKey, display);
      try {
        await storage.put(thumbnailKey, thumbnail);
      } catch (error) {
        await remove([displayKey]);
        throw error;
      }
      return { mediaType: 'image', mediaUrl: postMediaUrlOf(displayKey), thumbnailUrl: postMediaUrlOf(thumbnailKey) };
    },

    async remove(media) {
      await remove([media.mediaUrl, media.thumbnailUrl].map(postMediaKeyOf).filter((key) => key !== null));
    },
  };
}
