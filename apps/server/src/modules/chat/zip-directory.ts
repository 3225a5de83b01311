import type { FileHandle } from 'node:fs/promises';

/**
 * The entry names of a ZIP file, read from its central directory (the index at the end of the
 * file), or null when the file is not a well-formed ZIP. Only what a DOCX check needs: no
 * decompression, no ZIP64 (a Word document under 20 MB never needs it), no multi-disk archives.
 *
 * Layout (APPNOTE.TXT): … [central directory: one record per entry] [end of central directory record,
 * 22 bytes + a comment of up to 65,535 bytes].
 */

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ENTRY_HEADER_BYTES = 46;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the end-of-central-directory record starts in `tail`, searched from the end; -1 if absent. */
function findEndRecord(tail: Buffer): number {
  for (let offset = tail.length - END_RECORD_BYTES; offset >= 0; offset -= 1) {
    if (tail.readUInt32LE(offset) !== END_SIGNATURE) continue;
    // The comment must run exactly to the end of the file, or this is a stray signature inside it.
    const commentLength = tail.readUInt16LE(offset + 20);
    if (offset + END_RECORD_BYTES + commentLength === tail.length) return offset;
  }
  return -1;
}

export async function readZipEntryNames(handle: FileHandle, fileSize: number): Promise<string[] | null> {
  if (fileSize < END_RECORD_BYTES) return null;
  const tailLength = Math.min(fileSize, END_RECORD_BYTES + MAX_COMMENT_BYTES);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);
  const end = findEndRecord(tail);
  if (end < 0) return null;

  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const entryCount = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean "see the ZIP64 record": not supported here.
  if (disk !== 0 || directoryDisk !== 0 || entryCount === 0xffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize > tailStart + end) return null;

  const directory = await readAt(handle, directoryOffset, directorySize);
  if (directory.length !== directorySize) return null;
  const names: string[] = [];
  let offset = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + ENTRY_HEADER_BYTES > directory.length) return null;
    if (directory.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameStart = offset + ENTRY_HEADER_BYTES;
    if (nameStart + nameLength > directory.length) return null;
    // Names are UTF-8 (flag bit 11) or CP437; the names a DOCX check looks for are plain ASCII.
    names.push(directory.toString('utf8', nameStart, nameStart + nameLength));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}
