import { LIMITS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute, type RouteRequest } from '../../lib/api-route.js';
import { unauthorized } from '../../lib/http-error.js';
import { sendPrivateFile } from '../files/send-private-file.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { attachDocument, attachmentFile, deleteAttachment, uploadAttachment } from './task-attachments.service.js';

const tag = 'projects';
const notMemberOfTask = "Anyone who is not a member of the task's project gets 404.";
const MB = 1024 * 1024;

type FileRequest = RouteRequest<'GET /api/projects/tasks/:taskId/attachments/:attachmentId/file'>;

/**
 * A task's attachments (issue 31): uploads and linked documents, and their files for project members.
 * Changes reach the project's room on /projects (`attachments-updated`, and `task-updated` for the card).
 */
export function taskAttachmentRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'POST /api/projects/tasks/:taskId/attachments',
    {
      tag,
      summary: 'Attach a file (multipart `file`) or one of my documents (JSON `{documentId}`) (any member)',
      description:
        `A file: a picture, PDF, Word or text file as its bytes show (400 otherwise), at most ` +
        `${LIMITS.projects.attachmentMaxBytes / MB} MB (413); pictures and PDFs get a preview. A document: one ` +
        `of the caller's own, not in the trash (404 otherwise), linked rather than copied. At most ` +
        `${LIMITS.projects.attachmentsPerTask} attachments a task (400). ${notMemberOfTask}`,
      errors: [400, 404, 413],
    },
    async (request) => {
      const { taskId } = request.params;
      return ok(
        request.isMultipart()
          ? await uploadAttachment(deps, request.user.id, taskId, request)
          : await attachDocument(deps, request.user.id, taskId, request.body),
      );
    },
  );

  apiRoute(
    app,
    'DELETE /api/projects/tasks/:taskId/attachments/:attachmentId',
    {
      tag,
      summary: 'Remove an attachment (whoever attached it, or the owner or an admin)',
      description: `403 for anyone else. An uploaded file is deleted; a linked document stays. ${notMemberOfTask}`,
      errors: [403, 404],
    },
    async (request) =>
      ok(await deleteAttachment(deps, request.user.id, request.params.taskId, request.params.attachmentId)),
  );

  // The bearer token, or the `t` link token of the URL the server handed out (an <img> or a download link
  // cannot send a header); either way, only members of the task's project are served.
  const reader = async (request: FileRequest): Promise<string> => {
    const { t } = request.query;
    if (typeof t === 'string' && t !== '') {
      const userId = deps.attachmentFiles.verify(request.params.attachmentId.toLowerCase(), t);
      if (!userId) throw unauthorized('auth.invalidToken');
      return userId;
    }
    await app.authenticate(request);
    return request.user.id;
  };

  for (const which of ['file', 'preview'] as const) {
    apiRoute(
      app,
      `GET /api/projects/tasks/:taskId/attachments/:attachmentId/${which}`,
      {
        tag,
        summary: which === 'file' ? "An attachment's file (ranges supported)" : "An attachment's preview picture",
        description: `With the bearer token or the signed \`t\` of \`${which === 'file' ? 'url' : 'previewUrl'}\`. ${notMemberOfTask}`,
        errors: [401, 404],
      },
      async (request, reply) => {
        const readerId = await reader(request);
        const { taskId, attachmentId } = request.params;
        return sendPrivateFile(
          request,
          reply,
          deps.attachmentFiles.storage,
          await attachmentFile(deps, readerId, taskId, attachmentId, which),
        );
      },
    );
  }
}
