import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientId } from './client-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

describe('newClientId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a fresh version 4 UUID each time', () => {
    const ids = [newClientId(), newClientId()];
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('makes one from random bytes where crypto.randomUUID is missing (plain HTTP)', () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array) });
    const ids = [newClientId(), newClientId()];
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
