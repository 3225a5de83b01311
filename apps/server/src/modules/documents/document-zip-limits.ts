import { inflateRawSync } from 'node:zlib';
import { StoredFileTooLargeError } from './document-bytes.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** A ZIP64 archive marks its sizes so; no office document of an extractable size needs one. */
const ZIP64_SIZE = 0xffffffff;
const ZIP64_COUNT = 0xffff;
const DEFLATE = 8;

class MalformedZipError extends Error {}

function endOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new MalformedZipError('no end of central directory');
}

/** Inflates one deflated entry, refusing to make more than it declares. */
function checkEntry(bytes: Buffer, localOffset: number, compressedBytes: number, declaredBytes: number) {
  if (bytes.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new MalformedZipError('no local header');
  const start = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (start + compressedBytes > bytes.length) throw new MalformedZipError('entry past the end');
  try {
    inflateRawSync(bytes.subarray(start, start + compressedBytes), { maxOutputLength: Math.max(declaredBytes, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new StoredFileTooLargeError();
    throw error;
  }
}

/**
 * Refuses (StoredFileTooLargeError) a ZIP archive whose files expand to more than `maxBytes` in all,
 * before a reader that inflates whole entries in memory (mammoth, through JSZip) opens it: a few
 * megabytes can declare, or hide behind smaller declared sizes, gigabytes of XML. Each deflated entry
 * is inflated once here, stopped at its declared size. Throws a plain Error on a malformed archive.
 */
export function checkZipExpansion(bytes: Buffer, maxBytes: number): void {
  if (bytes.length < END_RECORD_BYTES) throw new MalformedZipError('too short');
  const end = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  if (count === ZIP64_COUNT) throw new StoredFileTooLargeError();
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new MalformedZipError('bad central directory');
    }
    const method = bytes.readUInt16LE(offset + 10);
    const compressedBytes = bytes.readUInt32LE(offset + 20);
    const declaredBytes = bytes.readUInt32LE(offset + 24);
    const localOffset = bytes.readUInt32LE(offset + 42);
    if ([compressedBytes, declaredBytes, localOffset].includes(ZIP64_SIZE)) throw new StoredFileTooLargeError();
    total += declaredBytes;
    if (total > maxBytes) throw new StoredFileTooLargeError();
    if (method === DEFLATE) checkEntry(bytes, localOffset, compressedBytes, declaredBytes);
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
}
