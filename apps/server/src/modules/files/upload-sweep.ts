import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageDriver } from './storage-driver.js';
import { parseTempFolderName, STALE_TEMP_FOLDER_MS, tempFolderHost } from './upload-temp.js';

/**
 * One kind of stored file and how to tell whether a row still needs it: avatars (`avatars/`, users),
 * post media (`posts/`), chat attachments (`chat/`), and whatever later features store.
 */
export interface StoredFileOwner {
  name: string;
  storage: StorageDriver;
  prefix: string;
  /** Among `keys`, the ones a database row refers to. */
  referenced(keys: string[]): Promise<Set<string>>;
}

/** Rows whose files have outlived their use (chat uploads never sent): deletes the rows, answers their keys. */
export interface ExpiredUploads {
  name: string;
  storage: StorageDriver;
  /** Deletes the expired rows (created before `before`) and answers the keys of their files. */
  deleteExpired(before: Date): Promise<string[]>;
}

export interface UploadSweepOptions {
  owners: StoredFileOwner[];
  expired: ExpiredUploads[];
  /** DATA_DIR/tmp, holding each process's `<host>-<pid>-<random>` temp folder. */
  tempRoot: string;
  /** The temp folder of this very process: never swept. */
  ownTempFolder: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: Date;
}

export interface UploadSweepReport {
  /** Keys of files no row referred to, removed. */
  orphans: string[];
  /** Keys of expired uploads removed with their rows. */
  expired: string[];
  /** Temp folders of processes that are gone. */
  tempFolders: string[];
}

/**
 * A file this young is never an orphan: another server on the same storage may have stored it and be
 * about to commit its row (files go into place just before their row). Uploads take seconds, not hours.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** A chat upload not attached to any message after a day will never be (the composer sends at once). */
export const UNATTACHED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Whether a process with this pid exists (EPERM: it does, but is another user's). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Temp folders of processes that are gone, or untouched for a day; this process's own is never among
 * them. Whether a pid is alive is known only for this host's folders: another machine's (a shared
 * DATA_DIR) goes only when stale, which a live process's never is (upload-temp.ts touches it).
 */
async function sweepTempFolders(options: UploadSweepOptions, now: Date): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(options.tempRoot);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const thisHost = tempFolderHost();
  const removed: string[] = [];
  for (const name of names) {
    const folder = path.join(options.tempRoot, name);
    const owner = parseTempFolderName(name);
    if (!owner || folder === options.ownTempFolder) continue;
    const modifiedAt = (await stat(folder).catch(() => null))?.mtime;
    const stale = !!modifiedAt && now.getTime() - modifiedAt.getTime() > STALE_TEMP_FOLDER_MS;
    // Names from before hosts were named are this host's: they come from a single-machine setup.
    const onThisHost = owner.host === undefined || owner.host === thisHost;
    if (!stale) {
      if (!onThisHost) continue;
      if (owner.pid !== process.pid && processIsAlive(owner.pid)) continue;
      // Our own pid with another folder: an app instance of this process that closed without cleaning
      // up would have removed it; one still open is still using it. Only staleness settles that case.
      if (owner.pid === process.pid) continue;
    }
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function sweepOrphans(owner: StoredFileOwner, now: Date): Promise<string[]> {
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const keep = await owner.referenced(batch);
    for (const key of batch) {
      if (keep.has(key)) continue;
      await owner.storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const object of owner.storage.list(owner.prefix)) {
    if (now.getTime() - object.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/**
 * Clears what interrupted or abandoned uploads left behind: temp folders of processes that are gone
 * (a crash mid-upload), chat uploads never attached to a message after a day (row and file), and files
 * no row refers to (a crash between storing a file and committing its row). Runs at start, before the
 * server takes requests, and then now and again; another running process's uploads are never touched.
 */
export async function sweepUploads(options: UploadSweepOptions): Promise<UploadSweepReport> {
  const now = options.now ?? new Date();
  const tempFolders = await sweepTempFolders(options, now);
  const expired: string[] = [];
  for (const kind of options.expired) {
    const keys = await kind.deleteExpired(new Date(now.getTime() - UNATTACHED_UPLOAD_MS));
    // The rows are gone; a file whose deletion fails is an orphan for the next sweep.
    for (const key of keys) {
      await kind.storage
        .delete(key)
        .catch((error: unknown) => options.log.warn({ err: error, key }, 'sweep: delete failed'));
    }
    expired.push(...keys);
  }
  const orphans: string[] = [];
  for (const owner of options.owners) orphans.push(...(await sweepOrphans(owner, now)));
  if (orphans.length + expired.length + tempFolders.length > 0) {
    options.log.info(
      { orphans: orphans.length, expired: expired.length, tempFolders: tempFolders.length },
      'removed files left by interrupted or abandoned uploads',
    );
  }
  return { orphans, expired, tempFolders };
}
