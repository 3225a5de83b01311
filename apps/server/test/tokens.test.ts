import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/lib/tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const USER_ID = '5b0c1a52-6a43-4d0e-9a43-2f7a1c9e8b01';
const SESSION_ID = '0f8e2a61-1c3b-4d7e-8a9f-6b5c4d3e2f10';
const key = new TextEncoder().encode(SECRET);

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs the user and the session with an expiry, and verifies it again from its cache until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, '1h');
    const { token, expiresAt } = await tokens.sign(USER_ID, SESSION_ID);
    expect(expiresAt.toISOString()).toBe('2025-01-01T01:00:00.000Z');
    const claims = { userId: USER_ID, sessionId: SESSION_ID, expiresAtMs: expiresAt.getTime() };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2025-01-01T00:59:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2025-01-01T01:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered token, another secret, and tokens without a subject, a session or an expiry', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const { token } = await tokens.sign(USER_ID, SESSION_ID);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(await createTokenService(`${SECRET}x`, '1h').verify(token)).toBeNull();
    const signed = (claims: Record<string, unknown>, subject?: string, expiry: string | null = '1h') => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
      if (subject) jwt.setSubject(subject);
      if (expiry) jwt.setExpirationTime(expiry);
      return jwt.sign(key);
    };
    // The same signing path with every claim is accepted, so each refusal below is the missing claim's.
    expect(await tokens.verify(await signed({ sid: SESSION_ID }, USER_ID))).not.toBeNull();
    expect(await tokens.verify(await signed({ sid: SESSION_ID }))).toBeNull();
    expect(await tokens.verify(await signed({}, USER_ID))).toBeNull();
    // A token without `exp` would be good forever.
    expect(await tokens.verify(await signed({ sid: SESSION_ID }, USER_ID, null))).toBeNull();
    expect(await tokens.verify(await signed({ sid: SESSION_ID }, 'user-1'))).toBeNull();
    expect(await tokens.verify(await signed({ sid: 'session-1' }, USER_ID))).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });
});
