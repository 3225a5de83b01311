import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import { calendarQuerySchema } from './project-calendar.js';
import {
  acceptedInvitationSchema,
  invitationRefSchema,
  invitationSentSchema,
  myInvitationSchema,
  projectInvitationSchema,
} from './project-invitations.js';
import {
  createProjectBodySchema,
  createTaskBodySchema,
  inviteBodySchema,
  memberRefAnswerSchema,
  memberRoleBodySchema,
  myTaskViewSchema,
  projectMemberViewSchema,
  projectRefAnswerSchema,
  projectViewSchema,
  taskRefAnswerSchema,
  taskDetailViewSchema,
  taskViewSchema,
  updateProjectBodySchema,
  updateTaskBodySchema,
} from './projects.js';
import {
  checklistItemRefSchema,
  checklistItemViewSchema,
  createChecklistItemBodySchema,
  updateChecklistItemBodySchema,
} from './task-checklist.js';
import { taskWatchersAnswerSchema } from './task-watchers.js';
import { attachDocumentBodySchema, attachmentRefSchema, taskAttachmentViewSchema } from './task-attachments.js';
import {
  taskActivityAnswerSchema,
  taskActivityQuerySchema,
  taskCommentBodySchema,
  taskCommentListAnswerSchema,
  taskCommentListQuerySchema,
  taskCommentRefSchema,
  taskCommentViewSchema,
} from './task-comments.js';

/** /api/projects: projects, their boards, members and invitations. */
export const projectsEndpoints = defineEndpoints({
  'GET /api/projects': { data: z.array(projectViewSchema) },
  'POST /api/projects': { body: createProjectBodySchema, status: 201, data: projectViewSchema },
  'GET /api/projects/my-tasks': { data: z.array(myTaskViewSchema) },
  'GET /api/projects/calendar': { query: calendarQuerySchema, data: z.array(myTaskViewSchema) },
  'GET /api/projects/invitations': { data: z.array(myInvitationSchema) },
  'POST /api/projects/invitations/:invitationId/accept': { data: acceptedInvitationSchema },
  'POST /api/projects/invitations/:invitationId/decline': { data: invitationRefSchema },
  'GET /api/projects/tasks/:taskId': { data: taskDetailViewSchema },
  'PUT /api/projects/tasks/:taskId': { body: updateTaskBodySchema, data: taskViewSchema },
  'POST /api/projects/tasks/:taskId/checklist': {
    body: createChecklistItemBodySchema,
    status: 201,
    data: checklistItemViewSchema,
  },
  'PUT /api/projects/tasks/:taskId/checklist/:itemId': {
    body: updateChecklistItemBodySchema,
    data: checklistItemViewSchema,
  },
  'DELETE /api/projects/tasks/:taskId/checklist/:itemId': { data: checklistItemRefSchema },
  'PUT /api/projects/tasks/:taskId/watch': { data: taskWatchersAnswerSchema },
  'DELETE /api/projects/tasks/:taskId/watch': { data: taskWatchersAnswerSchema },
  'POST /api/projects/tasks/:taskId/attachments': {
    body: attachDocumentBodySchema,
    multipart: z.object({ file: z.file().describe('An image, PDF, .doc, .docx or .txt file, at most 20 MB.') }),
    status: 201,
    data: taskAttachmentViewSchema,
  },
  'DELETE /api/projects/tasks/:taskId/attachments/:attachmentId': { data: attachmentRefSchema },
  'GET /api/projects/tasks/:taskId/attachments/:attachmentId/file': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe('The link token from `url`.') }),
    file: { description: 'The file itself (200, or 206 with a `Range` header).' },
  },
  'GET /api/projects/tasks/:taskId/attachments/:attachmentId/preview': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe('The link token from `previewUrl`.') }),
    file: { description: 'A WebP picture.', type: 'image/webp' },
  },
  'GET /api/projects/tasks/:taskId/comments': { query: taskCommentListQuerySchema, data: taskCommentListAnswerSchema },
  'POST /api/projects/tasks/:taskId/comments': {
    body: taskCommentBodySchema,
    status: 201,
    data: taskCommentViewSchema,
  },
  'PUT /api/projects/tasks/:taskId/comments/:commentId': { body: taskCommentBodySchema, data: taskCommentViewSchema },
  'DELETE /api/projects/tasks/:taskId/comments/:commentId': { data: taskCommentRefSchema },
  'GET /api/projects/tasks/:taskId/activity': { query: taskActivityQuerySchema, data: taskActivityAnswerSchema },
  'DELETE /api/projects/tasks/:taskId': { data: taskRefAnswerSchema },
  'GET /api/projects/:id': { data: projectViewSchema },
  'PUT /api/projects/:id': { body: updateProjectBodySchema, data: projectViewSchema },
  'DELETE /api/projects/:id': { data: projectRefAnswerSchema },
  'GET /api/projects/:id/tasks': { data: z.array(taskViewSchema) },
  'GET /api/projects/:id/calendar': { query: calendarQuerySchema, data: z.array(taskViewSchema) },
  'POST /api/projects/:id/tasks': { body: createTaskBodySchema, status: 201, data: taskViewSchema },
  'GET /api/projects/:id/members': { data: z.array(projectMemberViewSchema) },
  'POST /api/projects/:id/invite': { body: inviteBodySchema, withMessage: true, data: invitationSentSchema },
  'GET /api/projects/:id/invitations': { data: z.array(projectInvitationSchema) },
  'DELETE /api/projects/:id/invitations/:invitationId': { data: invitationRefSchema },
  'PATCH /api/projects/:id/members/:userId': { body: memberRoleBodySchema, data: projectMemberViewSchema },
  'DELETE /api/projects/:id/members/:userId': { data: memberRefAnswerSchema },
});
