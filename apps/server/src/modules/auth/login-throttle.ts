import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { defineScript } from '../../cluster/redis-script.js';

/**
 * Failed sign-ins are counted twice: per address and account, so one person's typos lock only that
 * account from that address (they can still sign in to another account from it), and per account over
 * every address, so guesses spread over many addresses are still slowed. A success clears the first.
 * The route's per-address request limit (AUTH_RATE_LIMIT_MAX a minute, tripled for sign-in) stops one
 * address trying many accounts.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAddressAndAccount: { max: 10, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 50, windowMs: 15 * 60 * 1000 },
} as const;

export interface LoginThrottle {
  /** Whether sign-in to `email` from `ip` is refused for now. */
  blocked(ip: string, email: string): Promise<boolean>;
  failed(ip: string, email: string): Promise<void>;
  succeeded(ip: string, email: string): Promise<void>;
}

/** Counters are named by a hash: no email address sits in memory dumps or Redis. */
const accountOf = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);
const keysOf = (ip: string, email: string) => {
  const account = accountOf(email);
  return { pair: `login-fail:${ip}:${account}`, account: `login-fail:${account}` };
};
const { perAddressAndAccount, perAccount } = LOGIN_FAILURE_LIMITS;

/** Fixed windows in this process's memory (one server process). */
export function createMemoryLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const countOf = (key: string) => {
    const counter = counters.get(key);
    if (!counter) return 0;
    if (counter.resetAt <= now()) {
      counters.delete(key);
      return 0;
    }
    return counter.count;
  };
  const add = (key: string, windowMs: number) => {
    const count = countOf(key);
    if (count === 0) counters.set(key, { count: 1, resetAt: now() + windowMs });
    else counters.get(key)!.count = count + 1;
  };
  return {
    async blocked(ip, email) {
      const keys = keysOf(ip, email);
      return countOf(keys.pair) >= perAddressAndAccount.max || countOf(keys.account) >= perAccount.max;
    },
    async failed(ip, email) {
      const keys = keysOf(ip, email);
      add(keys.pair, perAddressAndAccount.windowMs);
      add(keys.account, perAccount.windowMs);
      // Expired counters go when the map grows (an attacker's addresses must not fill memory).
      if (counters.size > 100_000) for (const key of [...counters.keys()]) countOf(key);
    },
    async succeeded(ip, email) {
      counters.delete(keysOf(ip, email).pair);
    },
  };
}

/** KEYS: the pair's and the account's counters. ARGV: their windows (ms). */
const COUNT_FAILURE = `
  for i = 1, 2 do
    local count = redis.call('INCR', KEYS[i])
    if count == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[i]) end
  end
  return 1`;

/** The same windows counted in Redis, shared by every server process. */
export function createRedisLoginThrottle(redis: Redis): LoginThrottle {
  const countFailure = defineScript<number>(redis, 'loginFailureCount', COUNT_FAILURE, 2);
  return {
    async blocked(ip, email) {
      const keys = keysOf(ip, email);
      const [pair, account] = await redis.mget(keys.pair, keys.account);
      return Number(pair ?? 0) >= perAddressAndAccount.max || Number(account ?? 0) >= perAccount.max;
    },
    async failed(ip, email) {
      const keys = keysOf(ip, email);
      await countFailure([keys.pair, keys.account], [perAddressAndAccount.windowMs, perAccount.windowMs]);
    },
    async succeeded(ip, email) {
      await redis.del(keysOf(ip, email).pair);
    },
  };
}
