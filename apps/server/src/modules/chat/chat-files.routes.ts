import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { chatDocs } from './chat.docs.js';
import { readableFile, storeUpload } from './chat-files.service.js';
import { receiveChatUpload } from './chat-upload.js';

type FileRequest = FastifyRequest<{ Params: { fileId: string; filename: string }; Querystring: { t?: unknown } }>;

/**
 * POST /api/chats/upload and GET /api/chats/files/:fileId/:filename. A file is read either with the
 * usual bearer token (API clients) or with the `t` link token the server puts into the URLs it hands
 * out (file-urls.ts), since an <img> or a download link cannot send a header.
 */
export function registerChatFileRoutes(app: FastifyInstance, deps: ChatServiceDeps) {
  app.post('/upload', { preHandler: app.authenticate, ...chatDocs.upload }, async (request, reply) => {
    const received = await receiveChatUpload(request, deps.storage.tempPath(), deps.uploadMaxBytes);
    return reply.status(201).send({ success: true, data: await storeUpload(deps, request.user.id, received) });
  });

  const reader = async (request: FileRequest): Promise<string> => {
    const { t } = request.query;
    if (typeof t === 'string' && t !== '') {
      const userId = deps.urls.verify(request.params.fileId.toLowerCase(), t);
      if (!userId) throw unauthorized('auth.invalidToken');
      return userId;
    }
    await app.authenticate(request);
    return request.user.id;
  };

  app.get('/files/:fileId/:filename', chatDocs.file, async (request: FileRequest, reply) => {
    const userId = await reader(request);
    return sendPrivateFile(
      request,
      reply,
      deps.privateStorage,
      await readableFile(deps, userId, request.params.fileId),
    );
  });
}
