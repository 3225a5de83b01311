import { vi } from 'vitest';

type Listener = (payload?: unknown) => void;

/**
 * The /projects socket in web tests: connected at once, and each test plays the server's events
 * through `listeners`. A test file mocks the socket module with `connectFakeProjectsSocket`
 * (`vi.mock(…/namespace-socket, async () => ({ connectNamespace: (await import(…)).connectFakeProjectsSocket }))`)
 * and imports `fakeProjectsSocket` to drive it: both name this one module, so they share the socket.
 */
const listeners = new Map<string, Listener>();
export const fakeProjectsSocket = {
  listeners,
  connected: true,
  emit: vi.fn(),
  on: (event: string, listener: Listener) => listeners.set(event, listener),
  off: (event: string) => listeners.delete(event),
  removeAllListeners: () => listeners.clear(),
  disconnect: vi.fn(),
};

export const connectFakeProjectsSocket = () => fakeProjectsSocket;
