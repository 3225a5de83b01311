import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, type MediaType } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.js';
import type { ReceivedFile } from './post-upload.js';

/** Where post media is served; the files live in `<uploadsDir>/posts`. */
export const POST_MEDIA_URL_PREFIX = '/uploads/posts/';

// A stored URL names one plain file of ours; anything else is never turned into a path to delete.
const OWN_FILE_NAME = /^[A-Za-z0-9_-]+\.(webp|mp4|mov|webm)$/;
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface StoredMedia {
  mediaType: MediaType;
  mediaUrl: string;
  /** Images: a 320×320 WebP; videos: the video itself (the grid shows its first frame). */
  thumbnailUrl: string;
}

export interface PostMediaStorage {
  /** A fresh path for an upload in progress: same file system as the media, never served. */
  tempPath(): string;
  /** Turns a received file into the post's stored media; the temporary file is consumed or left to discard. */
  store(file: ReceivedFile): Promise<StoredMedia>;
  /** Deletes the files behind a post's URLs when they are ours; never throws. */
  remove(media: StoredMedia): Promise<void>;
}

/**
 * The display copy (upright by EXIF, at most 1080 px wide, WebP, metadata dropped: sharp writes
 * none unless asked) and the square thumbnail. An animated GIF or WebP keeps its animation in the
 * display copy; its thumbnail is the first frame.
 */
async function encodeImage(input: string): Promise<{ display: Buffer; thumbnail: Buffer }> {
  let format: string | undefined;
  let pages: number | undefined;
  try {
    ({ format, pages } = await sharp(input).metadata());
  } catch {
    throw badRequest('post.mediaUnsupported');
  }
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw badRequest('post.mediaUnsupported');
  const animated = (pages ?? 1) > 1;
  try {
    const display = await sharp(input, { animated })
      .rotate()
      .resize({ width: LIMITS.post.displayWidthPx, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const size = LIMITS.post.thumbnailPx;
    const thumbnail = await sharp(input).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return { display, thumbnail };
  } catch {
    // A header that reads fine over a body that does not (a truncated or corrupt file).
    throw badRequest('post.mediaUnsupported');
  }
}

export function createPostMediaStorage(uploadsDir: string, log: Pick<FastifyBaseLogger, 'warn'>): PostMediaStorage {
  const directory = path.join(uploadsDir, 'posts');
  // A dot folder: the uploads route serves no dotfiles. Uploads cut off by a crash are cleared at start.
  const tempDirectory = path.join(uploadsDir, '.incoming');
  rmSync(tempDirectory, { recursive: true, force: true });
  mkdirSync(tempDirectory, { recursive: true });
  mkdirSync(directory, { recursive: true });

  const fileOf = (url: string): string | null => {
    if (!url.startsWith(POST_MEDIA_URL_PREFIX)) return null;
    const name = url.slice(POST_MEDIA_URL_PREFIX.length);
    return OWN_FILE_NAME.test(name) ? path.join(directory, name) : null;
  };

  return {
    tempPath: () => path.join(tempDirectory, randomUUID()),

    async store(file) {
      await mkdir(directory, { recursive: true });
      const id = randomUUID();
      if (file.media.kind === 'video') {
        const name = `${id}.${file.media.format}`;
        await rename(file.path, path.join(directory, name));
        const url = `${POST_MEDIA_URL_PREFIX}${name}`;
        return { mediaType: 'video', mediaUrl: url, thumbnailUrl: url };
      }
      const { display, thumbnail } = await encodeImage(file.path);
      const names = [`${id}.webp`, `${id}-thumb.webp`];
      await writeFile(path.join(directory, names[0] as string), display, { flag: 'wx' });
      try {
        await writeFile(path.join(directory, names[1] as string), thumbnail, { flag: 'wx' });
      } catch (error) {
        await unlink(path.join(directory, names[0] as string)).catch(() => undefined);
        throw error;
      }
      const [mediaUrl, thumbnailUrl] = names.map((name) => `${POST_MEDIA_URL_PREFIX}${name}`) as [string, string];
      return { mediaType: 'image', mediaUrl, thumbnailUrl };
    },

    async remove(media) {
      for (const url of new Set([media.mediaUrl, media.thumbnailUrl])) {
        const file = fileOf(url);
        if (!file) continue;
        try {
          await unlink(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
            log.warn({ err: error, url }, 'could not delete a post media file');
          }
        }
      }
    },
  };
}
