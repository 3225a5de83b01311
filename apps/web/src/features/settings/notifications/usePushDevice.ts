import { useCallback, useEffect, useState } from 'react';
import { fetchVapidPublicKey, removeSubscription, saveSubscription } from './api';
import {
  currentSubscription,
  keyBytes,
  pushDeviceSupport,
  subscriptionBody,
  type PushDeviceSupport,
} from './push-device';

export interface PushDeviceState {
  /** Undefined while it is being found out. */
  support: PushDeviceSupport | undefined;
  permission: NotificationPermission | undefined;
  subscribed: boolean;
  busy: boolean;
  failed: boolean;
}

/**
 * Push on this device: whether it can, whether it does, and turning it on (the browser's permission
 * prompt, then a subscription for the server's VAPID key, saved on the server) or off. The prompt is
 * only ever shown from `turnOn`, that is from a click.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>({
    support: undefined,
    permission: undefined,
    subscribed: false,
    busy: false,
    failed: false,
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      const support = await pushDeviceSupport().catch((): PushDeviceSupport => 'unsupported');
      const subscription = support === 'ready' ? await currentSubscription().catch(() => null) : null;
      const permission = support === 'unsupported' ? undefined : Notification.permission;
      if (live) setState((current) => ({ ...current, support, permission, subscribed: subscription !== null }));
    })();
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (work: () => Promise<Partial<PushDeviceState>>) => {
    setState((current) => ({ ...current, busy: true, failed: false }));
    try {
      const changes = await work();
      setState((current) => ({ ...current, ...changes, busy: false }));
    } catch {
      setState((current) => ({ ...current, busy: false, failed: true }));
    }
  }, []);

  const turnOn = useCallback(
    () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') return { permission };
        const registration = await navigator.serviceWorker.ready;
        const subscription =
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(await fetchVapidPublicKey()),
          }));
        await saveSubscription(subscriptionBody(subscription));
        return { permission, subscribed: true };
      }),
    [run],
  );

  const turnOff = useCallback(
    () =>
      run(async () => {
        const subscription = await currentSubscription();
        if (subscription) {
          const { endpoint } = subscription;
          await subscription.unsubscribe();
          await removeSubscription(endpoint);
        }
        return { subscribed: false };
      }),
    [run],
  );

  return { ...state, turnOn, turnOff };
}
