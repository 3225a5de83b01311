import type { ByteRange } from './storage-driver.js';

/**
 * The byte range a `Range` header asks of a `size`-byte file: null to send everything,
 * 'unsatisfiable' for 416. Several ranges or another unit get the whole file, which is always
 * allowed (RFC 9110 §14.2) and spares multipart/byteranges answers nobody here needs.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  // An empty file has no byte to point at; it is sent whole (as nothing).
  if (size === 0) return null;
  const match = header ? /^bytes=(\d*)-(\d*)$/u.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (start >= size) return 'unsatisfiable';
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start) return null;
  }
  return { start, end };
}
