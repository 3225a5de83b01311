import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/lib/data-dir-lock.js';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A pid no process has right now, starting from 999999. */
function deadPid(): number {
  let pid = 999_999;
  while (isAlive(pid)) pid += 1;
  return pid;
}

describe('lockDataDir', () => {
  let dataDir: string;
  let lockFile: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-lock-'));
    lockFile = path.join(dataDir, 'server.lock');
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the lock, writing our pid, and releasing removes the file', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    // Once released, the folder can be locked again.
    lockDataDir(dataDir)();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('releasing leaves a lock that another process has taken since alone', () => {
    const release = lockDataDir(dataDir);
    writeFileSync(lockFile, String(process.ppid));
    release();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
  });

  it('creates a data folder that does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'there');
    const release = lockDataDir(nested);
    expect(existsSync(path.join(nested, 'server.lock'))).toBe(true);
    release();
  });

  it('refuses a folder locked by another running process with a readable error', () => {
    const otherPid = process.ppid;
    expect(otherPid).not.toBe(process.pid);
    expect(isAlive(otherPid)).toBe(true);
    writeFileSync(lockFile, String(otherPid));

    let thrown: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const { message, name } = thrown as DataDirLockedError;
    expect(name).toBe('DataDirLockedError');
    expect(message).toContain(`process ${otherPid}`);
    expect(message).toContain(dataDir);
    expect(message).toContain('DATA_DIR');
    // The other server's lock is left alone.
    expect(readFileSync(lockFile, 'utf8')).toBe(String(otherPid));
  });

  it('takes over a stale lock left by a process that is no longer running', () => {
    writeFileSync(lockFile, String(deadPid()));
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock holding our own pid or garbage', () => {
    writeFileSync(lockFile, String(process.pid));
    lockDataDir(dataDir)();
    writeFileSync(lockFile, 'not a pid');
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
