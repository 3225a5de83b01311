import { detectTypeOfBytes, DETECTION_HEAD_BYTES } from './content-type.js';

/**
 * What a post or a story may hold: JPEG, PNG, GIF and WebP pictures (sharp decodes them again to be
 * sure) and MP4, MOV and WebM videos (stored as uploaded). Detection is content-type.ts's (file-type);
 * this file is only the rule, shared by the features that take feed media. Everything else, SVG, HEIC/AVIF, Matroska, audio, text, answers null.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoFormat = 'mp4' | 'mov' | 'webm';
export type SniffedMedia = { kind: 'image'; format: ImageFormat } | { kind: 'video'; format: VideoFormat };

/** How many leading bytes the sniffer wants (fewer is fine for a smaller file). */
export const SNIFF_BYTES = DETECTION_HEAD_BYTES;

// file-type's extension → what is stored. APNG is a PNG to sharp; M4V is an MP4 with Apple's brand.
const ACCEPTED = new Map<string, SniffedMedia>([
  ['jpg', { kind: 'image', format: 'jpeg' }],
  ['png', { kind: 'image', format: 'png' }],
  ['apng', { kind: 'image', format: 'png' }],
  ['gif', { kind: 'image', format: 'gif' }],
  ['webp', { kind: 'image', format: 'webp' }],
  ['mp4', { kind: 'video', format: 'mp4' }],
  ['m4v', { kind: 'video', format: 'mp4' }],
  ['mov', { kind: 'video', format: 'mov' }],
  ['webm', { kind: 'video', format: 'webm' }],
]);

/** What the file starting with `head` is, or null when it is nothing a post or story may hold. */
export async function sniffMedia(head: Uint8Array): Promise<SniffedMedia | null> {
  const detected = await detectTypeOfBytes(head);
  return (detected && ACCEPTED.get(detected.ext)) ?? null;
}
