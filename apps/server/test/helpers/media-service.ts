import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createFilesModule, type FilesModule } from '../../src/modules/files/files.module.js';
import type { ReceivedFile } from '../../src/modules/files/media-upload.js';
import { makeMp4, makePaddedPng } from './media.js';

/**
 * For a suite that calls a media service without an app: a files module on fresh folders laid out
 * as the test app's (`<uploadsDir>`, `-private`, `-tmp`), made before its tests, removed after them.
 */
export function filesModuleForSuite() {
  let uploadsDir: string | undefined;
  let files: FilesModule | undefined;
  beforeAll(() => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'teamhub-uploads-'));
    files = createFilesModule({
      uploadsDir,
      privateUploadsDir: `${uploadsDir}-private`,
      tempRoot: `${uploadsDir}-tmp`,
    });
  });
  afterAll(() => {
    files?.close();
    if (!uploadsDir) return;
    for (const folder of [uploadsDir, `${uploadsDir}-private`, `${uploadsDir}-tmp`]) {
      rmSync(folder, { recursive: true, force: true });
    }
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the files module is not made yet');
    return value;
  };
  return {
    get uploadsDir(): string {
      return started(uploadsDir);
    },
    get files(): FilesModule {
      return started(files);
    },
  };
}

/** A small PNG or MP4 at `tempPath`, as the upload gate hands a received file to a service. */
export async function receivedMedia(tempPath: string, kind: 'image' | 'video'): Promise<ReceivedFile> {
  const bytes = kind === 'image' ? await makePaddedPng(1000) : makeMp4(1000);
  writeFileSync(tempPath, bytes);
  return {
    path: tempPath,
    media: kind === 'image' ? { kind, format: 'png' } : { kind, format: 'mp4' },
    bytes: bytes.length,
    discard: () => Promise.resolve(rmSync(tempPath, { force: true })),
  };
}
