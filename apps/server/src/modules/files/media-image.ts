import type { ServerMessageKey } from '@teamhub/contracts';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.js';

// The pictures feed media may hold (see media-sniffer.ts); sharp reads the file again to be sure.
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * The copy of an uploaded picture that posts and stories show: upright by its EXIF orientation, at
 * most `widthPx` wide (never enlarged), WebP, with no metadata (sharp writes none unless asked). An
 * animated GIF or WebP keeps its animation. Throws 400 `unsupported` when sharp cannot read it as one
 * of the accepted formats, or its body is broken under a good header.
 */
export async function encodeDisplayImage(
  input: string,
  widthPx: number,
  unsupported: ServerMessageKey,
): Promise<Buffer> {
  let format: string | undefined;
  let pages: number | undefined;
  try {
    ({ format, pages } = await sharp(input).metadata());
  } catch {
    throw badRequest(unsupported);
  }
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw badRequest(unsupported);
  try {
    return await sharp(input, { animated: (pages ?? 1) > 1 })
      .rotate()
      .resize({ width: widthPx, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads fine over a body that does not (a truncated or corrupt file).
    throw badRequest(unsupported);
  }
}
