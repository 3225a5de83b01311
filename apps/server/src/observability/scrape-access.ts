import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from '../lib/http-error.js';

/** What the check reads of a request: its headers and the address of the connection itself. */
export interface ScrapeRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string | undefined };
}

const LOOPBACK = /^(?:127\.|::ffff:127\.)/u;
/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (docs/decisions.md, "Production observability"). With METRICS_TOKEN: whoever
 * sends `Authorization: Bearer <token>` (compared in constant time: digests of equal length), from
 * anywhere; 401 otherwise. Without it: connections from a loopback address that no proxy forwarded
 * (a proxy on the same machine connects from loopback for every visitor); 403 otherwise. The
 * connection's own address is read, never `request.ip`, which TRUST_PROXY takes from a header.
 */
export function createScrapeCheck(token: string | undefined): (request: ScrapeRequest) => HttpError | undefined {
  if (token !== undefined) {
    const expected = digest(token);
    return ({ headers }) => {
      const [scheme = '', given = ''] = (headers.authorization ?? '').trim().split(/\s+/u, 2);
      const valid = scheme.toLowerCase() === 'bearer' && timingSafeEqual(digest(given), expected);
      return valid
        ? undefined
        : new HttpError(401, 'A valid METRICS_TOKEN is required: Authorization: Bearer <token>.');
    };
  }
  return ({ headers, socket }) => {
    const address = socket.remoteAddress ?? '';
    const direct = (address === '::1' || LOOPBACK.test(address)) && !FORWARDING_HEADERS.some((name) => name in headers);
    return direct
      ? undefined
      : new HttpError(403, 'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.');
  };
}
