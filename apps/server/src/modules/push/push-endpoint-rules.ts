import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may send pushes. A subscription's endpoint comes from a browser, so anyone signed in
 * can name any URL: without these rules the server would POST to its own network on their behalf
 * (SSRF). Only https on public addresses passes; names are resolved when subscribing and again on
 * every connection (lookupPublicOnly), so a name that later resolves inward (DNS rebinding) is refused.
 */
export interface EndpointRules {
  /** PUSH_ALLOW_LOOPBACK (tests only): http:// and loopback addresses pass, to reach a stand-in push service. */
  allowLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Addresses no push service has: private, loopback, link-local, unique-local, reserved, documentation… */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64 and the two below embed IPv4 addresses that could be private: refused whole
  ['2001::', 32], // Teredo
  ['2002::', 16], // 6to4
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The family of an IP literal, or undefined for anything else. */
function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/**
 * Whether pushes may go to this IP address: a public one, or loopback when the rules allow it. An
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it maps.
 */
export function addressAllowed(address: string, rules: EndpointRules): boolean {
  const family = familyOf(address);
  if (!family) return false;
  if (rules.allowLoopback && loopback.check(address, family)) return true;
  return !notPublic.check(address, family);
}

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const lookupAll = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Whether `endpoint` may receive pushes: https (http only with allowLoopback), and its host an allowed
 * IP literal or a name whose every address is allowed. A name that does not resolve is refused.
 */
export async function endpointAllowed(
  endpoint: string,
  rules: EndpointRules,
  resolve: (hostname: string) => Promise<LookupAddress[]> = lookupAll,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(rules.allowLoopback && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  const host = hostOf(url);
  if (familyOf(host)) return addressAllowed(host, rules);
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every((entry) => addressAllowed(entry.address, rules));
  } catch {
    return false;
  }
}

/**
 * A `lookup` for http(s).request that answers only allowed addresses, so the connection itself can
 * only reach them, whatever the name resolved to when it was checked before.
 */
export function lookupPublicOnly(rules: EndpointRules): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const first = addresses[0];
      if (!first || addresses.some((entry) => !addressAllowed(entry.address, rules))) {
        const blocked = Object.assign(new Error(`push endpoint ${hostname} resolves to a refused address`), {
          code: 'EPUSHADDRESS',
        });
        callback(blocked, '', 0);
        return;
      }
      if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
