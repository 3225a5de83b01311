import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (tarball) that every PGlite suite of this run starts from. */
    pgliteImagePath: string;
  }
}

/**
 * Once per run, before any suite: runs initdb and every migration on PGlite once, so that each of the
 * hundred-odd suites starts its own in-memory database from the result instead of repeating both.
 */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), 'teamhub-pglite-image-'));
  const file = path.join(directory, 'migrated.tar');
  const image = await migratedPgliteImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', file);
  return () => rm(directory, { recursive: true, force: true });
}
