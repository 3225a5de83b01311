import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/lib/tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token again from its cache until the token expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    vi.setSystemTime(new Date('2025-01-01T00:59:59Z'));
    expect(await tokens.verify(token)).toBe('user-1');
    vi.setSystemTime(new Date('2025-01-01T01:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered token, another secret and a token without a subject', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(await createTokenService(`${SECRET}x`, '1h').verify(token)).toBeNull();
    const noSubject = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(noSubject)).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });
});
