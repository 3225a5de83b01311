import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { isUuid } from './validation.js';

/** What a valid sign-in token says: whose it is, which session it belongs to, until when. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  expiresAtMs: number;
}

export interface TokenService {
  /** A token for `sessionId` of `userId`, with the expiry its session row keeps too. */
  sign(userId: string, sessionId: string): Promise<{ token: string; expiresAt: Date }>;
  /**
   * The claims of a valid token, or null for a missing, expired or tampered one, one without an expiry
   * or a session, and one whose ids are not ids at all (PostgreSQL would refuse to look them up).
   */
  verify(token: string | undefined): Promise<TokenClaims | null>;
}

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 1000;

export function createTokenService(secret: string, expiresIn: string): TokenService {
  // Imported once: given the secret's bytes, jose would import a key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Checking a signature costs more than the rest of a small request; a token string whose signature
  // was checked once stays good until it expires, so the answer is remembered until then (whether its
  // session is still open is asked separately, on every use). Oldest entries go first when full.
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async sign(userId, sessionId) {
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key);
      return { token, expiresAt: new Date((decodeJwt(token).exp as number) * 1000) };
    },
    async verify(token) {
      if (!token) return null;
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known;
      if (known) verified.delete(token);
      try {
        // A token without `exp` would be good forever: refused, as one without a session is.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || !isUuid(sub) || typeof sid !== 'string' || !isUuid(sid)) return null;
        const claims = { userId: sub, sessionId: sid, expiresAtMs: (exp as number) * 1000 };
        remember(token, claims);
        return claims;
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
