import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A round-robin TCP load balancer on loopback, for the cluster tests only (not product): each new
 * connection is piped to the next backend that accepts it, and a backend's connections close with it,
 * which is what makes a client reconnect to another process. No stickiness: the clients use
 * WebSocket transport only, one TCP connection per socket.io connection.
 */
export interface TcpBalancer {
  url: string;
  /** The backend ports that have a piped connection open right now, with how many each. */
  openConnections: () => Map<number, number>;
  /** New connections wait (accepted, not piped) until `release`: a client stays disconnected meanwhile. */
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
}

/** `backendPorts` is asked at each connection, so backends restarted on other ports are found. */
export async function startTcpBalancer(backendPorts: () => number[]): Promise<TcpBalancer> {
  let next = 0;
  let held: Socket[] | null = null;
  const open = new Map<number, number>();
  const clients = new Set<Socket>();

  /** Tries the backends from the next one in turn; a refused connection moves on to the one after. */
  function pipeToBackend(client: Socket, attemptsLeft = backendPorts().length) {
    if (client.destroyed) return;
    const ports = backendPorts();
    if (attemptsLeft <= 0 || ports.length === 0) {
      client.destroy();
      return;
    }
    const port = ports[next++ % ports.length] as number;
    const backend = connect({ host: '127.0.0.1', port });
    let connected = false;
    backend.on('error', () => {
      if (connected) client.destroy();
      else pipeToBackend(client, attemptsLeft - 1);
    });
    backend.once('connect', () => {
      connected = true;
      open.set(port, (open.get(port) ?? 0) + 1);
      backend.once('close', () => {
        open.set(port, (open.get(port) ?? 1) - 1);
        client.destroy();
      });
      client.once('close', () => backend.destroy());
      client.on('error', () => backend.destroy());
      client.pipe(backend).pipe(client);
      client.resume();
    });
  }

  const server = createServer({ pauseOnConnect: true }, (client) => {
    clients.add(client);
    client.once('close', () => clients.delete(client));
    client.on('error', () => client.destroy());
    if (held) held.push(client);
    else pipeToBackend(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    openConnections: () => new Map([...open].filter(([, count]) => count > 0)),
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const client of waiting) pipeToBackend(client);
    },
    async close() {
      for (const client of clients) client.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
