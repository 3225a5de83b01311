import type { OutgoingHttpHeaders } from 'node:http';
import type { AiStreamEvent } from '@teamhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from '../../plugins/security-headers.js';

/** The streams being written now, so that closing the app can stop them (their providers' requests too). */
export type OpenStreams = Set<AbortController>;

/**
 * Answers with a server-sent event stream: `data: {json}\n\n` per event, written as each arrives.
 *
 * The route takes the answer over from Fastify (reply.hijack()), so Fastify's onSend hooks do not run:
 * nothing is compressed or buffered by @fastify/compress (which never compresses text/event-stream
 * anyway), and the app's own headers are set here (helmet's are already on the raw answer, set at
 * onRequest). `X-Accel-Buffering: no` keeps nginx from holding events back.
 *
 * When the reader goes away before the end, the signal given to `produce` is aborted, which stops the
 * provider's own request. That is the answer's 'close' without a finished write: the request's
 * 'close' fires as soon as its body has been read on current Node versions, so it says nothing.
 * `produce` is read to its end even then, so it can save what was said.
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: OpenStreams,
  produce: (signal: AbortSignal) => AsyncIterable<AiStreamEvent>,
  onFailure: (error: unknown) => AiStreamEvent,
): Promise<void> {
  const raw = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!raw.writableFinished) controller.abort();
  };
  raw.on('close', onClose);
  // The reader may have gone while the question was being let through.
  if (raw.destroyed || !raw.socket || raw.socket.destroyed) controller.abort();
  open.add(controller);

  reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache, no-store, private')
    .header('X-Accel-Buffering', 'no');
  applySecurityHeaders(request, reply);
  reply.hijack();
  const write = (event: AiStreamEvent) => {
    if (!raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
    raw.flushHeaders();
    for await (const event of produce(controller.signal)) write(event);
  } catch (error) {
    write(onFailure(error));
  } finally {
    open.delete(controller);
    raw.off('close', onClose);
    if (!raw.destroyed) raw.end();
  }
}
