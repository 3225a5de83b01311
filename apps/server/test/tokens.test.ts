import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../src/lib/tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const USER_ID = '5b0c1a52-6a43-4d0e-9a43-2f7a1c9e8b01';

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token again from its cache until the token expires, then refuses it', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign(USER_ID);
    expect(await tokens.verify(token)).toBe(USER_ID);
    expect(await tokens.verify(token)).toBe(USER_ID);
    vi.setSystemTime(new Date('2025-01-01T00:59:59Z'));
    expect(await tokens.verify(token)).toBe(USER_ID);
    vi.setSystemTime(new Date('2025-01-01T01:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered token, another secret, a token without a subject and one whose subject is not a user id', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign(USER_ID);
    expect(await tokens.verify(token)).toBe(USER_ID);
    expect(await tokens.verify(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(await createTokenService(`${SECRET}x`, '1h').verify(token)).toBeNull();
    const noSubject = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(noSubject)).toBeNull();
    const notAnId = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(notAnId)).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });
});
