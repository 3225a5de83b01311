// A stand-in for S3 on loopback: s3rver (an S3-compatible server storing objects in a temp folder)
// with one bucket, for the STORAGE=s3 tests; never an outside host. It runs in a child process of
// its own because s3rver makes ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3
// offers only with --openssl-legacy-provider: without it, every listing longer than one page fails.
// Plain ESM with JSDoc types, like the other stand-ins, so that a plain-Node test server can use it.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE_FLAG = '--serve-s3-stand-in';

/** s3rver's own account: it checks request signatures against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * @typedef {object} S3StandIn
 * @property {string} endpoint `http://127.0.0.1:<port>`.
 * @property {string} bucket The bucket that exists.
 * @property {import('../../src/config.js').StorageConfig & { kind: 's3' }} storage STORAGE=s3 settings for it.
 * @property {(bucket: string) => import('../../src/config.js').StorageConfig & { kind: 's3' }} storageFor
 *   The same settings naming another bucket (one that does not exist, to try the start-up check).
 * @property {() => Promise<void>} stop Ends the server and removes its folder.
 */

/**
 * Starts s3rver with an empty `bucket` (at least 3 characters, as S3 wants).
 * @param {{ bucket?: string }} [options]
 * @returns {Promise<S3StandIn>}
 */
export async function startS3({ bucket = 'teamhub-test' } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 'teamhub-s3-'));
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG, directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  /** @type {number} */
  const port = await Promise.race([
    once(child, 'message').then(([message]) => /** @type {{ port: number }} */ (message).port),
    exited.then(([code]) => Promise.reject(new Error(`the S3 stand-in exited (${code}) before it listened`))),
  ]);
  const endpoint = `http://127.0.0.1:${port}`;
  /** @param {string} name */
  const storageFor = (name) =>
    /** @type {const} */ ({
      kind: 's3',
      endpoint,
      bucket: name,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
    });
  return {
    endpoint,
    bucket,
    storage: storageFor(bucket),
    storageFor,
    async stop() {
      // The child closes s3rver and exits when the channel goes.
      if (child.connected) child.disconnect();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The child: serves until its parent disconnects (or dies). */
async function serve(/** @type {string} */ directory, /** @type {string} */ bucket) {
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.once('disconnect', () => {
    void server.close().finally(() => process.exit(0));
  });
  process.send?.({ port });
}

if (process.argv[2] === SERVE_FLAG) {
  await serve(String(process.argv[3]), String(process.argv[4]));
}
