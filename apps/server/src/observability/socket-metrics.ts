import { Counter, Gauge, type Registry } from 'prom-client';

/** The part of a socket.io namespace that is counted (each of realtime/namespaces.ts's four). */
interface CountedNamespace {
  name: string;
  sockets: { size: number };
  on(event: 'connection', listener: (socket: CountedSocket) => void): unknown;
}

interface CountedSocket {
  onAny(listener: () => void): unknown;
  onAnyOutgoing(listener: () => void): unknown;
}

/**
 * Connections and events per namespace. Connections are read from socket.io when scraped, so they
 * cost nothing in between. Events received are counted before any check (refused ones too: they are
 * load all the same); events emitted are counted per socket they reach, broadcasts included (socket.io
 * tells each socket's outgoing listeners), which is the work the fan-out costs.
 */
export function observeSockets(namespaces: CountedNamespace[], registry: Registry) {
  new Gauge({
    name: 'teamhub_socket_connections',
    help: 'socket.io connections open on this process, by namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      for (const namespace of namespaces) this.set({ namespace: namespace.name }, namespace.sockets.size);
    },
  });
  const received = new Counter({
    name: 'teamhub_socket_events_received_total',
    help: 'socket.io events received from clients, by namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
  });
  const emitted = new Counter({
    name: 'teamhub_socket_events_emitted_total',
    help: 'socket.io events sent to clients, one per receiving socket, by namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
  });
  for (const namespace of namespaces) {
    // Bound once per namespace: counting an event then hashes no labels.
    const receivedHere = received.labels({ namespace: namespace.name });
    const emittedHere = emitted.labels({ namespace: namespace.name });
    receivedHere.inc(0);
    emittedHere.inc(0);
    const countReceived = () => receivedHere.inc();
    const countEmitted = () => emittedHere.inc();
    namespace.on('connection', (socket) => {
      socket.onAny(countReceived);
      socket.onAnyOutgoing(countEmitted);
    });
  }
}
