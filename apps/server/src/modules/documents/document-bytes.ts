import type { Readable } from 'node:stream';

/** A stored document longer than its reader accepts. */
export class StoredFileTooLargeError extends Error {}

/** The stream's bytes, refusing (before buffering them all) a stream longer than `maxBytes`. */
export async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new StoredFileTooLargeError();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
