import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from './validation.js';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /**
   * The user id in a valid token, or null for a missing, expired or tampered one, and for one whose
   * subject is not a user id at all (PostgreSQL would refuse to look that up).
   */
  verify(token: string | undefined): Promise<string | null>;
}

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 1000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // Checking a signature costs more than the rest of a small request; a token string whose signature
  // was checked once stays good until it expires, so the answer is remembered until then. Oldest
  // entries go first when the cache is full.
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();
  const remember = (token: string, userId: string, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { userId, expiresAtMs });
  };
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      if (!token) return null;
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.userId;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
        if (typeof payload.exp === 'number') remember(token, payload.sub, payload.exp * 1000);
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}

/** The token from an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
