import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on loopback that passes plain HTTP on to the app and refuses every WebSocket
 * upgrade with 403, as a strict corporate proxy does. It counts what it refused and the socket.io
 * long-polling requests it passed, so a test can tell which transport carried the session.
 */
export async function startUpgradeRefusingProxy(targetPort: number) {
  const seen = { refusedUpgrades: 0, pollingRequests: 0 };
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/socket.io/') && request.url.includes('transport=polling')) seen.pollingRequests += 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('upgrade', (_request, socket) => {
    seen.refusedUpgrades += 1;
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
