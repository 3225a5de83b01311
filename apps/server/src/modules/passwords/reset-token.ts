import { createHash, randomBytes } from 'node:crypto';

/**
 * A new reset link's token (32 random bytes, base64url: not guessable) and the hash that is stored, so a
 * copy of the database holds no working link. Looking a link up by the hash of what was presented needs
 * no constant-time comparison: the hash of a guess says nothing about the stored one.
 */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page that takes a new password: `<origin>/reset-password?token=…`. */
export const resetPageUrl = (origin: string, token: string) =>
  `${origin}/reset-password?token=${encodeURIComponent(token)}`;
