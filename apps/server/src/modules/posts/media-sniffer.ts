/**
 * Tells what a file is from its first bytes, never from its name or the type a browser claimed.
 * Only the kinds a post may hold are recognised: JPEG, PNG, GIF and WebP pictures (sharp decodes
 * them again to be sure) and MP4, MOV and WebM videos (stored as uploaded, so their header is all
 * that is checked). Everything else, SVG, HEIC/AVIF, Matroska, audio, text, answers null.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoFormat = 'mp4' | 'mov' | 'webm';
export type SniffedMedia = { kind: 'image'; format: ImageFormat } | { kind: 'video'; format: VideoFormat };

/** How many leading bytes the sniffer wants (fewer is fine for a smaller file). */
export const SNIFF_BYTES = 256;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ascii = (head: Uint8Array, start: number, end: number) =>
  head.length >= end ? String.fromCharCode(...head.subarray(start, end)) : '';

function sniffImage(head: Uint8Array): ImageFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const gif = ascii(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

// ISO base media brands (the `ftyp` box). MP4 and QuickTime share the box; HEIF/AVIF pictures and
// M4A audio use it too, so the brand, not the box, says "video".
// prettier-ignore
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'mp71', 'avc1', 'dash', 'M4V ',
  'M4VH', 'M4VP', 'mmp4', 'MSNV', 'NDAS', 'f4v ',
]);
const QUICKTIME_BRAND = 'qt  ';
// prettier-ignore
const NOT_VIDEO_BRANDS = new Set([
  'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ',
  'M4P ', 'crx ', 'jp2 ', 'jpx ',
]);

/** An ISO base media file: [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4×n]. */
function sniffIsoMedia(head: Uint8Array): VideoFormat | null {
  if (ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  if (boxSize < 16 || boxSize % 4 !== 0) return null;
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    compatible.push(ascii(head, offset, offset + 4));
  }
  if (NOT_VIDEO_BRANDS.has(major)) return null;
  if (major === QUICKTIME_BRAND) return 'mov';
  if (MP4_BRANDS.has(major)) return 'mp4';
  // An unknown major brand: trust a compatible MP4 brand unless it also claims to be a picture or audio.
  if (compatible.some((brand) => NOT_VIDEO_BRANDS.has(brand))) return null;
  if (compatible.includes(QUICKTIME_BRAND)) return 'mov';
  return compatible.some((brand) => MP4_BRANDS.has(brand)) ? 'mp4' : null;
}

/** An EBML variable-length integer at `offset`: its value and length, or null when malformed. */
function readVint(head: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = head[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (offset + length > head.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (head[offset + index] ?? 0);
  return { value, length };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = 0x4282;

/** WebM: an EBML header (1A 45 DF A3) whose DocType element says "webm" (not "matroska"). */
function sniffWebm(head: Uint8Array): VideoFormat | null {
  if (!startsWith(head, EBML_MAGIC)) return null;
  const headerSize = readVint(head, 4, false);
  if (!headerSize) return null;
  let offset = 4 + headerSize.length;
  const end = Math.min(offset + headerSize.value, head.length);
  while (offset < end) {
    const id = readVint(head, offset, true);
    if (!id) return null;
    const size = readVint(head, offset + id.length, false);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    if (id.value === DOCTYPE_ID) {
      const docType = ascii(head, dataStart, dataStart + size.value).replace(/\0+$/, '');
      return docType === 'webm' ? 'webm' : null;
    }
    offset = dataStart + size.value;
  }
  return null;
}

/** What the file starting with `head` is, or null when it is nothing a post may hold. */
export function sniffMedia(head: Uint8Array): SniffedMedia | null {
  const image = sniffImage(head);
  if (image) return { kind: 'image', format: image };
  const video = sniffIsoMedia(head) ?? sniffWebm(head);
  return video ? { kind: 'video', format: video } : null;
}
