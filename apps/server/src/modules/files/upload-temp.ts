import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * This process's folder for uploads in flight: `<tempRoot>/<host>-<pid>-<random>`. Files stay here
 * while they arrive and are checked, and leave only by being moved into storage; the folder goes when
 * the app closes. The host and pid in the name let the sweep (upload-sweep.ts) tell a crashed process's
 * leftovers from a running process's uploads, also when several machines share DATA_DIR/tmp on one
 * mount: a pid says something only on its own host.
 */
export interface UploadTempFolder {
  readonly directory: string;
  /** A fresh path inside the folder for one upload. */
  newPath(): string;
  /** Marks the folder as in use now (its modification time), which the folder also does by itself now and then. */
  touch(): Promise<void>;
  /** Removes the folder and whatever is left in it. */
  remove(): void;
}

/** A temp folder untouched this long belongs to nobody, whatever its name says. */
export const STALE_TEMP_FOLDER_MS = 24 * 60 * 60 * 1000;
/** How often a live process touches its folder: well within the stale limit, even for an idle process. */
export const TEMP_FOLDER_TOUCH_MS = STALE_TEMP_FOLDER_MS / 4;

/** This machine's name as it appears in temp folder names (only characters safe in a file name). */
export const tempFolderHost = () => hostname().replace(/[^A-Za-z0-9_.-]/gu, '_') || 'host';

// `<host>-<pid>-<hex>`; before hosts were named, `<pid>-<hex>` (taken as this host's). A host name may
// hold dashes, so the pid and the hex are the last two parts.
const TEMP_FOLDER_NAME = /^(?:([A-Za-z0-9_.-]+)-)?(\d+)-([0-9a-f]+)$/u;

/** The host and pid a temp folder's name gives, or null for a name that is not a temp folder's. */
export function parseTempFolderName(name: string): { host: string | undefined; pid: number } | null {
  const match = TEMP_FOLDER_NAME.exec(name);
  const pid = Number(match?.[2]);
  return match && pid > 0 ? { host: match[1], pid } : null;
}

export function createUploadTempFolder(tempRoot: string): UploadTempFolder {
  const name = `${tempFolderHost()}-${process.pid}-${randomBytes(6).toString('hex')}`;
  const directory = path.join(tempRoot, name);
  mkdirSync(directory, { recursive: true });
  const touch = async () => {
    const now = new Date();
    await utimes(directory, now, now);
  };
  // Another machine's sweep cannot ask whether this pid is alive; a fresh folder is how it knows.
  // A failed touch (the folder removed from under us) is retried at the next one.
  const timer = setInterval(() => void touch().catch(() => undefined), TEMP_FOLDER_TOUCH_MS);
  timer.unref();
  return {
    directory,
    newPath: () => path.join(directory, randomUUID()),
    touch,
    remove: () => {
      clearInterval(timer);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
