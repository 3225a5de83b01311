import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { StoredFileTooLargeError } from './document-bytes.js';
import { checkZipExpansion } from './document-zip-limits.js';

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  return buffer(zip.outputStream);
}

/** Rewrites the declared (uncompressed) size of the archive's only entry, in both of its headers. */
function declareSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(size, central + 24);
  copy.writeUInt32LE(size, 22);
  return copy;
}

describe('checkZipExpansion', () => {
  it('accepts an archive within the limit', async () => {
    const zip = await zipOf({ 'a.xml': Buffer.from('<a/>'.repeat(1000)), 'b.txt': Buffer.from('b') });
    expect(() => checkZipExpansion(zip, 10_000)).not.toThrow();
  });

  it('refuses an archive declaring more than the limit', async () => {
    const zip = await zipOf({ 'a.xml': Buffer.alloc(20_000), 'b.xml': Buffer.alloc(20_000) });
    expect(() => checkZipExpansion(zip, 30_000)).toThrow(StoredFileTooLargeError);
  });

  it('refuses an entry that inflates to more than it declares', async () => {
    const zip = declareSize(await zipOf({ 'bomb.xml': Buffer.alloc(1_000_000) }), 1000);
    expect(() => checkZipExpansion(zip, 10_000)).toThrow(StoredFileTooLargeError);
  });

  it('throws on bytes that are not an archive', () => {
    expect(() => checkZipExpansion(Buffer.from('PK not really a zip, only its first two letters'), 10_000)).toThrow();
    expect(() => checkZipExpansion(Buffer.alloc(4), 10_000)).toThrow();
  });
});
