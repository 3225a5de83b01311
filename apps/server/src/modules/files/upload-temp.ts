import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * This process's folder for uploads in flight: `<tempRoot>/<pid>-<random>`. Files stay here while they
 * arrive and are checked, and leave only by being moved into storage; the folder goes when the app
 * closes. The pid in the name lets the start-up sweep (upload-sweep.ts) tell a crashed process's
 * leftovers from a running process's uploads.
 */
export interface UploadTempFolder {
  readonly directory: string;
  /** A fresh path inside the folder for one upload. */
  newPath(): string;
  /** Removes the folder and whatever is left in it. */
  remove(): void;
}

/** `<pid>-<hex>`: the name of a process's temp folder. */
export const TEMP_FOLDER_NAME = /^(\d+)-[0-9a-f]+$/u;

export function createUploadTempFolder(tempRoot: string): UploadTempFolder {
  const directory = path.join(tempRoot, `${process.pid}-${randomBytes(6).toString('hex')}`);
  mkdirSync(directory, { recursive: true });
  return {
    directory,
    newPath: () => path.join(directory, randomUUID()),
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}
