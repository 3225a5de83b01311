import { LIMITS } from '@teamhub/contracts';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.js';

// What people upload as photos. SVG (scripts), TIFF, HEIF and the rest are refused: the file's
// bytes decide, never its name or the type the browser claimed.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Re-encodes an uploaded image as the avatar we store: turned upright by its EXIF orientation,
 * cropped to a 512×512 square, WebP, with every piece of metadata (GPS position, camera…) dropped.
 * Throws 400 'profile.avatarNotImage' when the bytes are not a JPEG, PNG, WebP or GIF.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw badRequest('profile.avatarNotImage');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('profile.avatarNotImage');
  const size = LIMITS.avatar.sizePx;
  try {
    // sharp writes no metadata unless asked to (withMetadata), so the output carries none.
    return await sharp(input).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    // A header that reads fine over a body that does not (a truncated or corrupt file).
    throw badRequest('profile.avatarNotImage');
  }
}
