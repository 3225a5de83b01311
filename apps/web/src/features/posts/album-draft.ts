import { LIMITS } from '@teamhub/contracts';
import { isPhotoOrVideo } from '../../lib/media-draft';

/** One chosen photo or video of a post being made, with its alt text (issue 30, albums). */
export interface AlbumDraftItem {
  /** Stable while the item is dragged around: its object URL, unique per chosen file. */
  id: string;
  file: File;
  previewUrl: string;
  altText: string;
}

export type AlbumAction =
  | { type: 'filesChosen'; files: { file: File; previewUrl: string }[] }
  | { type: 'itemMoved'; from: number; to: number }
  | { type: 'itemRemoved'; id: string }
  | { type: 'itemAltChanged'; id: string; altText: string };

/** The chosen photos and videos as album items, at most `LIMITS.post.albumMaxItems`. */
export function albumItemsOf(files: { file: File; previewUrl: string }[]): AlbumDraftItem[] {
  return files
    .filter(({ file }) => isPhotoOrVideo(file))
    .slice(0, LIMITS.post.albumMaxItems)
    .map(({ file, previewUrl }) => ({ id: previewUrl, file, previewUrl, altText: '' }));
}

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
