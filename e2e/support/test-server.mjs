// Starts the built server for the browser tests on a fresh, throw-away data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teamhub-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
