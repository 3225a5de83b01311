import type { NotificationClientToServerEvents, NotificationServerToClientEvents } from '@teamhub/contracts';
import { createContext } from 'react';
import type { Socket } from 'socket.io-client';

export type NotificationSocket = Socket<NotificationServerToClientEvents, NotificationClientToServerEvents>;

export interface RealtimeState {
  notificationSocket: NotificationSocket | null;
  /** True while the notification connection is up. */
  connected: boolean;
  /** The last connection failure, cleared once connected again. */
  connectError: boolean;
}

export const RealtimeContext = createContext<RealtimeState>({
  notificationSocket: null,
  connected: false,
  connectError: false,
});
