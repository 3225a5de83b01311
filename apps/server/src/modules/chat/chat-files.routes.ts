import type { FastifyInstance } from 'fastify';
import { apiRoute, type RouteRequest } from '../../lib/api-route.js';
import { unauthorized } from '../../lib/http-error.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { readableFile, storeUpload } from './chat-files.service.js';
import { receiveChatUpload } from './chat-upload.js';

const tag = 'chat';

type FileRequest = RouteRequest<'GET /api/chats/files/:fileId/:filename'>;

/**
 * POST /api/chats/upload and GET /api/chats/files/:fileId/:filename. A file is read either with the
 * usual bearer token (API clients) or with the `t` link token the server puts into the URLs it hands
 * out (file-urls.ts), since an <img> or a download link cannot send a header.
 */
export function registerChatFileRoutes(app: FastifyInstance, deps: ChatServiceDeps) {
  apiRoute(
    app,
    'POST /api/chats/upload',
    { tag, summary: 'Upload an attachment (then send its URL in a message)', errors: [400, 413] },
    async (request) => {
      const received = await receiveChatUpload(request, deps.storage.tempPath(), deps.uploadMaxBytes);
      return { success: true as const, data: await storeUpload(deps, request.user.id, received) };
    },
  );

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

  // Public in the table: the route itself accepts the bearer token or the link token (`reader`).
  apiRoute(
    app,
    'GET /api/chats/files/:fileId/:filename',
    {
      tag,
      summary: 'Read an attachment (ranges supported)',
      description:
        'With the bearer token, or with the signed `t` link token the server puts into the URLs it hands out ' +
        '(an <img> or a download link cannot send a header). Only people in a conversation that carries the file ' +
        '(and its uploader) may read it.',
      errors: [401, 404],
    },
    async (request, reply) => {
      const userId = await reader(request);
      return sendPrivateFile(
        request,
        reply,
        deps.privateStorage,
        await readableFile(deps, userId, request.params.fileId),
      );
    },
  );
}
