import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `source`, through `transforms`, into a new file at `path` (which must not exist). When anything
 * fails, no file is left when this throws. The removal waits for the file stream to close: a pipeline
 * can fail (an empty or refused upload) while the stream is still opening the file, which it creates
 * once open, after an immediate unlink would have found nothing to remove.
 */
export async function streamToNewFile(path: string, source: Readable, ...transforms: Transform[]): Promise<void> {
  const file = createWriteStream(path, { flags: 'wx' });
  let created = false;
  file.once('open', () => {
    created = true;
  });
  try {
    await pipeline([source, ...transforms, file]);
  } catch (error) {
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    // Not created: it failed to open ('wx' found a file there), which is not ours to remove.
    if (created) await unlink(path).catch(() => undefined);
    throw error;
  }
}
