import { describe, expect, it } from 'vitest';
import { createScrapeCheck, type ScrapeRequest } from './scrape-access.js';

const from = (remoteAddress: string, headers: ScrapeRequest['headers'] = {}): ScrapeRequest => ({
  headers,
  socket: { remoteAddress },
});
const statusOf = (refusal: { statusCode: number } | undefined) => refusal?.statusCode ?? 200;

describe('who may scrape /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    const check = createScrapeCheck(undefined);

    it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('lets loopback %s in', (address) => {
      expect(statusOf(check(from(address)))).toBe(200);
    });

    it.each(['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', '128.0.0.1', ''])(
      'refuses %s with 403',
      (address) => {
        expect(statusOf(check(from(address)))).toBe(403);
      },
    );

    it('refuses a loopback connection that a proxy forwarded', () => {
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        expect(statusOf(check(from('127.0.0.1', { [header]: '203.0.113.9' }))), header).toBe(403);
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    const token = '0123456789abcdef0123';
    const check = createScrapeCheck(token);

    it('lets the bearer in from anywhere, whatever the scheme word’s case', () => {
      expect(statusOf(check(from('203.0.113.9', { authorization: `Bearer ${token}` })))).toBe(200);
      expect(statusOf(check(from('203.0.113.9', { authorization: `bearer  ${token} ` })))).toBe(200);
    });

    it('refuses anything else with 401, loopback included', () => {
      for (const authorization of [
        undefined,
        '',
        'Bearer',
        `Bearer ${token.slice(1)}`,
        `Bearer ${token}0`,
        `Basic ${token}`,
      ]) {
        const headers = authorization === undefined ? {} : { authorization };
        expect(statusOf(check(from('127.0.0.1', headers))), String(authorization)).toBe(401);
      }
    });
  });
});
