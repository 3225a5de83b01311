import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@teamhub/contracts';
import webPush, { type Urgency } from 'web-push';
import { endpointAllowed, lookupPublicOnly, type EndpointRules } from './push-endpoint-rules.js';
import type { VapidDetails } from '../../lib/vapid-keys.js';

/** A subscription as the push service knows it: where to post, and the browser's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  payload: PushPayload;
  /** Pushes of one conversation or post share a topic: the push service keeps only the newest undelivered. */
  topic: string;
  urgency: Urgency;
  /** How long the push service keeps it for a device that is off, in seconds. */
  ttlSeconds: number;
}

/** `gone`: the push service no longer knows the subscription (404/410); `refused`: its address is not allowed. */
export type DeliveryResult = { status: 'sent' | 'gone' | 'refused' } | { status: 'failed'; detail: string };

const REQUEST_TIMEOUT_MS = 10_000;

/** POSTs what web-push prepared, with our own client: connections reach only allowed addresses. */
function post(
  details: ReturnType<typeof webPush.generateRequestDetails>,
  rules: EndpointRules,
): Promise<number | undefined> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: lookupPublicOnly(rules),
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Sends one push (RFC 8030) to one subscription: the payload encrypted to the browser's keys
 * (aes128gcm, RFC 8291) and signed with the server's VAPID key (RFC 8292) by web-push, the request
 * made here rather than by web-push's sendNotification, which speaks only TLS and resolves names
 * itself. The endpoint's address is checked again now, not only when it was subscribed.
 */
export async function deliverPush(
  target: PushTarget,
  message: PushMessage,
  { vapid, rules }: { vapid: VapidDetails; rules: EndpointRules },
): Promise<DeliveryResult> {
  if (!(await endpointAllowed(target.endpoint, rules))) return { status: 'refused' };
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message.payload),
    {
      vapidDetails: vapid,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      topic: message.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const statusCode = await post(details, rules);
    if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) return { status: 'sent' };
    if (statusCode === 404 || statusCode === 410) return { status: 'gone' };
    return { status: 'failed', detail: `push service answered ${statusCode ?? 'nothing'}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPUSHADDRESS') return { status: 'refused' };
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
