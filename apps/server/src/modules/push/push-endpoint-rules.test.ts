import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { addressAllowed, endpointAllowed } from './push-endpoint-rules.js';

const strict = { allowLoopback: false };
const testing = { allowLoopback: true };
const resolvesTo =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('push endpoint addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(addressAllowed(address, strict)).toBe(false);
  });

  it.each(['142.250.72.14', '17.253.144.10', '2607:f8b0:4005:80b::200a', '::ffff:8.8.8.8', '172.32.0.1'])(
    'accepts the public address %s',
    (address) => {
      expect(addressAllowed(address, strict)).toBe(true);
    },
  );

  it('lets loopback through only with the test setting, and nothing else private even then', () => {
    expect(addressAllowed('127.0.0.1', testing)).toBe(true);
    expect(addressAllowed('::1', testing)).toBe(true);
    expect(addressAllowed('10.0.0.1', testing)).toBe(false);
    expect(addressAllowed('fe80::1', testing)).toBe(false);
  });

  it('refuses what is not an IP address', () => {
    expect(addressAllowed('localhost', strict)).toBe(false);
    expect(addressAllowed('', strict)).toBe(false);
  });
});

describe('push endpoint URLs', () => {
  const publicName = resolvesTo('142.250.72.14');

  it('accepts https on a public name or address', async () => {
    expect(await endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', strict, publicName)).toBe(true);
    expect(await endpointAllowed('https://[2607:f8b0:4005:80b::200a]/push', strict)).toBe(true);
  });

  it('refuses http, other schemes, credentials and junk', async () => {
    expect(await endpointAllowed('http://push.example.com/x', strict, publicName)).toBe(false);
    expect(await endpointAllowed('ftp://push.example.com/x', strict, publicName)).toBe(false);
    expect(await endpointAllowed('https://user:pw@push.example.com/x', strict, publicName)).toBe(false);
    expect(await endpointAllowed('not a url', strict, publicName)).toBe(false);
  });

  it('refuses private and loopback literals, IPv4 and IPv6', async () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://10.0.0.5:8443/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:192.168.0.1]/x',
      'https://0x7f000001/x', // the URL parser reads this as 127.0.0.1
      'https://2130706433/x',
    ]) {
      expect(await endpointAllowed(endpoint, strict, publicName), endpoint).toBe(false);
    }
  });

  it('refuses a name that resolves to a private address, even when only one of its addresses is', async () => {
    expect(await endpointAllowed('https://inside.example.com/x', strict, resolvesTo('192.168.0.10'))).toBe(false);
    expect(await endpointAllowed('https://mixed.example.com/x', strict, resolvesTo('142.250.72.14', '127.0.0.1'))).toBe(
      false,
    );
    expect(await endpointAllowed('https://localhost/x', strict, resolvesTo('127.0.0.1', '::1'))).toBe(false);
  });

  it('refuses a name that does not resolve', async () => {
    const fails = async (): Promise<LookupAddress[]> => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    expect(await endpointAllowed('https://nowhere.invalid/x', strict, fails)).toBe(false);
  });

  it('with the test setting: http and loopback pass, private still does not', async () => {
    expect(await endpointAllowed('http://127.0.0.1:4000/push/1', testing)).toBe(true);
    expect(await endpointAllowed('http://localhost:4000/push/1', testing, resolvesTo('127.0.0.1'))).toBe(true);
    expect(await endpointAllowed('http://10.0.0.1/push/1', testing)).toBe(false);
  });
});
