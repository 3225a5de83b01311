import type { ChatClientToServerEvents, ChatServerToClientEvents } from '@teamhub/contracts';
import { createContext } from 'react';
import type { Socket } from 'socket.io-client';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export interface ChatSocketState {
  socket: ChatSocket | null;
  /** True while the /chat connection is up. */
  connected: boolean;
  /** The last connection attempt failed; cleared once connected again. */
  connectError: boolean;
  /** Who is connected right now (from `connected`, then `user-online` / `user-offline`). */
  onlineUserIds: ReadonlySet<string>;
}

export const ChatSocketContext = createContext<ChatSocketState>({
  socket: null,
  connected: false,
  connectError: false,
  onlineUserIds: new Set(),
});
