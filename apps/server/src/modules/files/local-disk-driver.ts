import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, ObjectNotFoundError, type StorageDriver, type StoredObjectInfo } from './storage-driver.js';
import { streamToNewFile } from './new-file-stream.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export interface LocalDiskDriverOptions {
  /** The folder the keys are relative to (DATA_DIR/uploads, DATA_DIR/uploads-private). */
  root: string;
  /**
   * Where `put` writes before renaming into place: this process's upload temp folder, on the same file
   * system as `root` so the rename is atomic (a reader sees the whole file or none).
   */
  tempDir: string;
}

/** The default driver: objects are files under `root`, a key's slashes are folders. */
export function createLocalDiskDriver({ root, tempDir }: LocalDiskDriverOptions): StorageDriver {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<{ key: string } & StoredObjectInfo> {
    let directory;
    try {
      directory = await opendir(folder);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of directory) {
      // Dot entries are not objects (the legacy `.incoming` folders, editors' files).
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        yield* walk(path.join(folder, entry.name), `${key}/`);
      } else if (entry.isFile()) {
        const info = await stat(path.join(folder, entry.name)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(tempDir, { recursive: true });
      const staging = path.join(tempDir, `put-${randomUUID()}`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(staging, body, { flag: 'wx' });
        else await streamToNewFile(staging, body);
        await rename(staging, file);
      } catch (error) {
        await unlink(staging).catch(() => undefined);
        throw error;
      }
    },

    async moveIn(key, localPath) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(localPath, file);
      } catch (error) {
        // A temp folder on another file system (a mount): copy, then drop the local file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await this.put(key, createReadStream(localPath));
        await unlink(localPath);
      }
    },

    async read(key, range) {
      const file = fileOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
      // Surface a missing file as our own error now, rather than as an 'error' event after headers went out.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) => reject(isMissing(error) ? new ObjectNotFoundError(key) : error));
      });
      return stream;
    },

    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return (await this.stat(key)) !== null;
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    list(prefix) {
      // A prefix is a folder here ("chat/"); the empty prefix lists everything.
      const folderKey = prefix.replace(/\/+$/u, '');
      if (folderKey !== '') assertStorageKey(folderKey);
      return walk(folderKey === '' ? root : fileOf(folderKey), folderKey === '' ? '' : `${folderKey}/`);
    },
  };
}
