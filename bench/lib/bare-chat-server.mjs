// The yardstick for bench/chat.mjs: a bare socket.io server on /chat with no authentication and no
// database. A client joins its room with `join-conversation`; `send-message` is relayed at once to the
// others in that room as `new-message` (with a server-side id and time, like a saved message) and
// acknowledged. Listens on 127.0.0.1:argv[2].
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.argv[2]);
const httpServer = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
const io = new Server(httpServer, { serveClient: false });
io.of('/chat').on('connection', (socket) => {
  socket.emit('connected', { userId: socket.id });
  // bench/chat.mjs --sockets: a client naming its conversation in the handshake is announced to the
  // others in it, the least presence can cost.
  const { conversationId } = socket.handshake.auth;
  if (conversationId) {
    void socket.join(`conversation:${conversationId}`);
    socket.to(`conversation:${conversationId}`).emit('user-online', { userId: socket.id });
  }
  socket.on('join-conversation', ({ conversationId }, ack) => {
    void socket.join(`conversation:${conversationId}`);
    if (typeof ack === 'function') ack({ success: true });
  });
  socket.on('send-message', (payload, ack) => {
    const now = new Date().toISOString();
    const message = { ...payload, _id: randomUUID(), createdAt: now, updatedAt: now };
    socket.to(`conversation:${payload.conversationId}`).emit('new-message', message);
    if (typeof ack === 'function') ack({ success: true, data: message });
  });
});
httpServer.listen(port, '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
