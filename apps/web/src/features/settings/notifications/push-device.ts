import type { PushSubscriptionBody } from '@teamhub/contracts';

/**
 * This browser and Web Push: `unsupported` without the APIs (an iPhone's Safari outside an installed
 * app, an old browser), `no-worker` while no service worker controls the app (it comes with the
 * installable app; a reload after installing or updating brings it), `ready` otherwise.
 */
export type PushDeviceSupport = 'unsupported' | 'no-worker' | 'ready';

export function pushApisPresent(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export async function pushDeviceSupport(): Promise<PushDeviceSupport> {
  if (!pushApisPresent()) return 'unsupported';
  return (await navigator.serviceWorker.getRegistration()) ? 'ready' : 'no-worker';
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** What the server stores of a subscription (the browser's own JSON form). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
