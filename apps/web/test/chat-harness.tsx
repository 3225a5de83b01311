import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, type Session } from '../src/lib/session/session-context';
import { ChatErrorProvider } from '../src/features/chat/hooks/ChatErrorProvider';
import { OnlineUsersContext } from '../src/features/chat/hooks/online-users-context';
import { namespaceConnections } from '../src/lib/realtime/namespace-connection';
import type { NamespaceSocket } from '../src/lib/realtime/namespace-socket';

type Listener = (...args: unknown[]) => void;

/** Enough of a socket.io client for the chat hooks: records emits, lets a test play server events. */
export class FakeChatSocket {
  connected = true;
  emitted: { event: string; payload: unknown }[] = [];
  private listeners = new Map<string, Set<Listener>>();
  emitWithAck = vi.fn<(event: string, payload: unknown) => Promise<unknown>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  get volatile() {
    return this;
  }

  timeout() {
    return this;
  }

  /** Plays an event from the server. */
  serverEmit(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  emittedNames() {
    return this.emitted.map((item) => item.event);
  }
}

export const currentUser = { _id: 'user-1', id: 'user-1', username: 'minh', email: 'minh@example.com' };

export function makeSession(): Session {
  return {
    status: 'signed-in',
    user: currentUser as Session['user'],
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    signOutDeleted: vi.fn(),
    endedElsewhere: false,
    accountDeleted: false,
    checkSession: vi.fn(async () => undefined),
    refreshUser: vi.fn(),
    retry: vi.fn(),
  };
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Session, router, query client, a fake /chat socket and the chat error banner around `children`. */
export function ChatHarness({
  children,
  socket,
  queryClient,
  onlineUserIds = new Set<string>(),
}: {
  children: ReactNode;
  socket: FakeChatSocket | null;
  queryClient: QueryClient;
  onlineUserIds?: ReadonlySet<string>;
}) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={makeSession()}>
          <namespaceConnections.chat.Provider
            value={{
              socket: socket as unknown as NamespaceSocket<'chat'> | null,
              connected: !!socket?.connected,
              connectError: false,
            }}
          >
            <OnlineUsersContext.Provider value={onlineUserIds}>
              <ChatErrorProvider>{children}</ChatErrorProvider>
            </OnlineUsersContext.Provider>
          </namespaceConnections.chat.Provider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}
