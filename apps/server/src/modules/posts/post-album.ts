import { albumAltTextsSchema } from '@teamhub/contracts';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { PostMediaStorage, StoredMedia } from './post-media.js';
import type { ReceivedPost } from './post-upload.js';

/** One stored item of a post, in its place: what a post_media row holds. */
export interface StoredAlbumItem extends StoredMedia {
  altText: string;
}

const altTextsFieldSchema = z.object({ altTexts: albumAltTextsSchema });

/**
 * Each file's alt text, in the files' order. A single `image` takes the `altText` field; an album its
 * `altTexts` JSON list (missing ones empty), or `altText` for its first item when there is no list. A
 * list longer than the files is refused: it names files that never arrived.
 */
export function altTextsOf(received: ReceivedPost, altText: string): string[] {
  const count = received.files.length;
  const raw = received.album ? received.fields.altTexts : undefined;
  if (raw === undefined) return Array.from({ length: count }, (_, index) => (index === 0 ? altText : ''));
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw badRequest('common.validationFailed', [{ path: 'altTexts', msg: 'validation.altTextsInvalid' }]);
  }
  const { altTexts } = parseOrThrow(altTextsFieldSchema, { altTexts: list });
  if (altTexts.length > count) {
    throw badRequest('common.validationFailed', [{ path: 'altTexts', msg: 'validation.altTextsInvalid' }]);
  }
  return Array.from({ length: count }, (_, index) => altTexts[index] ?? '');
}

/**
 * Stores the received files one after the other (two cores: pictures are encoded one at a time). When
 * one fails, the ones already stored are removed before the error goes on: nothing is left behind.
 */
export async function storeAlbum(
  media: Pick<PostMediaStorage, 'store' | 'remove'>,
  received: ReceivedPost,
  altTexts: string[],
): Promise<StoredAlbumItem[]> {
  const stored: StoredAlbumItem[] = [];
  try {
    for (const [index, file] of received.files.entries()) {
      stored.push({ ...(await media.store(file)), altText: altTexts[index] ?? '' });
    }
  } catch (error) {
    await removeAlbum(media, stored);
    throw error;
  }
  return stored;
}

/** Removes every stored item's files; never throws (see PostMediaStorage#remove). */
export async function removeAlbum(media: Pick<PostMediaStorage, 'remove'>, items: StoredMedia[]) {
  for (const item of items) await media.remove(item);
}
