import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: 256 bits, never guessed, 43 characters in a link. */
const TOKEN_BYTES = 32;

/** A new invite token and the hash that is stored instead of it. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

/** sha256 in hex: a copy of the database holds no working link. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Compares a stored hash with the hash of a presented token in constant time. The row is found through the
 * index on the hash, which tells an attacker nothing (they cannot steer a sha256); comparing here too means
 * no code path compares a secret byte by byte.
 */
export function sameTokenHash(storedHash: string, presentedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const presented = Buffer.from(presentedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
