import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The server's VAPID identity (RFC 8292): the key pair its pushes are signed with, and whom to contact. */
export interface VapidDetails {
  /** Uncompressed P-256 point, base64url (65 bytes): the browsers' `applicationServerKey`. */
  publicKey: string;
  /** P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
  /** A mailto: or https: address push services may contact about this server's pushes. */
  subject: string;
}

export type VapidKeyPair = Pick<VapidDetails, 'publicKey' | 'privateKey'>;

const KEY_FILE = 'vapid-keys.json';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Why the pair cannot sign pushes, or undefined when it can. */
export function vapidKeyProblem({ publicKey, privateKey }: VapidKeyPair): string | undefined {
  if (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
    return 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes; npx web-push generate-vapid-keys)';
  }
  if (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    return 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes; npx web-push generate-vapid-keys)';
  }
  return undefined;
}

/**
 * The key pair kept in DATA_DIR/vapid-keys.json, made on the first start (as the session secret is):
 * browsers subscribed with the public key, so a new pair would silently end every subscription.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeyPair {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, KEY_FILE);
  const read = (): VapidKeyPair => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeyPair>;
    const pair = { publicKey: String(stored.publicKey ?? ''), privateKey: String(stored.privateKey ?? '') };
    const problem = vapidKeyProblem(pair);
    if (problem) {
      throw new Error(`The keys in ${file} do not work (${problem}). Delete the file to have new ones made.`);
    }
    return pair;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  // Written whole under a name of this process, then linked into place: the link fails if another
  // process (the deploy guide starts several at once) got there first, and then its keys are the ones
  // to use. No process ever reads a half-written file.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}
