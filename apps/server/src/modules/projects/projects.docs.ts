import {
  acceptedInvitationSchema,
  createProjectBodySchema,
  createTaskBodySchema,
  invitationRefSchema,
  invitationSentSchema,
  inviteBodySchema,
  memberRefAnswerSchema,
  myInvitationSchema,
  memberRoleBodySchema,
  myTaskViewSchema,
  projectMemberViewSchema,
  projectInvitationSchema,
  projectRefAnswerSchema,
  projectViewSchema,
  taskRefAnswerSchema,
  taskViewSchema,
  updateProjectBodySchema,
  updateTaskBodySchema,
  WORKSPACE_LIMITS,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'projects';
const project = pathParams('id');
const task = pathParams('taskId');
const member = pathParams('id', 'userId');
const invitation = pathParams('invitationId');
const projectInvitation = pathParams('id', 'invitationId');
const notMyInvitation = 'An invitation that is not addressed to the caller, or is no longer open, gets 404.';
const notMember = 'Anyone who is not a member of the project gets 404.';
const notMemberOfTask = "Anyone who is not a member of the task's project gets 404.";

/** OpenAPI descriptions of /api/projects (projects.routes.ts). Live board events come over the /projects socket. */
export const projectsDocs = {
  list: documented({
    tag,
    summary: 'The caller’s projects, oldest first',
    data: z.array(projectViewSchema),
    errors: [],
  }),
  create: documented({
    tag,
    summary: 'Create a project (the caller becomes its owner)',
    body: createProjectBodySchema,
    status: 201,
    data: projectViewSchema,
    errors: [400],
  }),
  myTasks: documented({
    tag,
    summary: 'Tasks assigned to the caller across their projects: open ones first, by due date',
    data: z.array(myTaskViewSchema),
    errors: [],
  }),
  get: documented({
    tag,
    summary: 'One project as the caller sees it',
    description: notMember,
    params: project,
    data: projectViewSchema,
    errors: [404],
  }),
  update: documented({
    tag,
    summary: 'Change a project’s fields (owner or admin)',
    description: `${notMember} A deadline already past may be kept; a changed one must not be before today.`,
    params: project,
    body: updateProjectBodySchema,
    data: projectViewSchema,
    errors: [400, 403, 404],
  }),
  delete: documented({
    tag,
    summary: 'Delete a project with its tasks (owner only)',
    description: notMember,
    params: project,
    data: projectRefAnswerSchema,
    errors: [403, 404],
  }),
  tasks: documented({
    tag,
    summary: 'The board: every task, by column (todo, in_progress, review, done), then position',
    description: notMember,
    params: project,
    data: z.array(taskViewSchema),
    errors: [404],
  }),
  createTask: documented({
    tag,
    summary: 'Create a task at the end of its column',
    description: `${notMember} The assignee must be a member; a source message must be in a conversation of the caller.`,
    params: project,
    body: createTaskBodySchema,
    status: 201,
    data: taskViewSchema,
    errors: [400, 404],
  }),
  members: documented({
    tag,
    summary: 'The members: the owner first, then in joining order',
    description: notMember,
    params: project,
    data: z.array(projectMemberViewSchema),
    errors: [404],
  }),
  invite: documented({
    tag,
    summary: 'Invite an email into the project (owner or admin); the person joins by accepting',
    description:
      `${notMember} The same answer whether or not the email has an account, and when nothing is made: the ` +
      'person is a member or invited already, or declined an invitation into this project in the last ' +
      `${WORKSPACE_LIMITS.declinedInviteBlockHours} hours. An account with the email is notified; one made ` +
      `later with it finds the invitation. 429 past ${WORKSPACE_LIMITS.projectInvitesPerHour} invitations made ` +
      'by the caller in the last hour.',
    params: project,
    body: inviteBodySchema,
    withMessage: true,
    data: invitationSentSchema,
    errors: [400, 403, 404, 429],
  }),
  projectInvitations: documented({
    tag,
    summary: 'The project’s open invitations, newest first (owner or admin)',
    description: `${notMember} By email only: whether an account has the email is not shown.`,
    params: project,
    data: z.array(projectInvitationSchema),
    errors: [403, 404],
  }),
  withdrawInvitation: documented({
    tag,
    summary: 'Withdraw an open invitation (owner or admin); its notification goes',
    description: `${notMember} An invitation of another project, or no longer open, gets 404.`,
    params: projectInvitation,
    data: invitationRefSchema,
    errors: [403, 404],
  }),
  myInvitations: documented({
    tag,
    summary: 'The caller’s open project invitations, newest first',
    description: 'Includes invitations made for the caller’s email before they had an account.',
    data: z.array(myInvitationSchema),
    errors: [],
  }),
  acceptInvitation: documented({
    tag,
    summary: 'Accept an invitation: the caller becomes a member with its role',
    description: notMyInvitation,
    params: invitation,
    data: acceptedInvitationSchema,
    errors: [404],
  }),
  declineInvitation: documented({
    tag,
    summary: 'Decline an invitation',
    description: `${notMyInvitation} The project cannot invite this email again for ${WORKSPACE_LIMITS.declinedInviteBlockHours} hours.`,
    params: invitation,
    data: invitationRefSchema,
    errors: [404],
  }),
  changeRole: documented({
    tag,
    summary: 'Make a member an admin or back (owner or admin; only the owner changes an admin)',
    description: `${notMember} The owner's role never changes.`,
    params: member,
    body: memberRoleBodySchema,
    data: projectMemberViewSchema,
    errors: [400, 403, 404],
  }),
  removeMember: documented({
    tag,
    summary: 'Remove a member, or leave (one’s own id); their tasks become unassigned',
    description: `${notMember} The owner cannot leave or be removed; only the owner removes an admin.`,
    params: member,
    data: memberRefAnswerSchema,
    errors: [403, 404],
  }),
  updateTask: documented({
    tag,
    summary: 'Edit or move a task: the changed fields, or only `status` (to the end of that column)',
    description: `${notMemberOfTask} \`afterTaskId\` places the card right after that card of the target column (null: at its top).`,
    params: task,
    body: updateTaskBodySchema,
    data: taskViewSchema,
    errors: [400, 404],
  }),
  deleteTask: documented({
    tag,
    summary: 'Delete a task (owner or admin: any; member: the ones they created)',
    description: notMemberOfTask,
    params: task,
    data: taskRefAnswerSchema,
    errors: [403, 404],
  }),
};
