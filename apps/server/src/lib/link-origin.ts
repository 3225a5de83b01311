import type { FastifyRequest } from 'fastify';

/**
 * Where a link made for this request points: APP_URL when set, or the address the caller reached the server
 * at (`X-Forwarded-Proto` and `X-Forwarded-Host` count only with TRUST_PROXY, as Fastify's trustProxy does).
 * Only for links shown to the caller; a link in a mail must come from APP_URL alone, since anyone can send
 * any Host header and have a link to their own site mailed to someone else.
 */
export function linkOrigin(request: FastifyRequest, appUrl: string | undefined): string {
  return appUrl ?? `${request.protocol}://${request.host}`;
}
