import { z } from './zod.js';
import { INVITE_ROLES, PROJECT_CATEGORIES, projectViewSchema } from './projects.js';

/**
 * POST /api/projects/{id}/invite answers this (and a neutral `message`) whatever became of the email:
 * an invitation made, or nothing because the person is a member, is invited already, or declined
 * lately. Only what the inviter sent comes back, never another account's id or name.
 */
export const invitationSentSchema = z.object({ email: z.string(), role: z.enum(INVITE_ROLES) });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

const personRef = z.object({ id: z.string(), username: z.string(), avatar: z.string() });

/** GET /api/projects/invitations: one of the caller's open invitations, newest first. */
export const myInvitationSchema = z.object({
  id: z.string(),
  project: z.object({ id: z.string(), name: z.string(), category: z.enum(PROJECT_CATEGORIES) }),
  invitedBy: personRef,
  role: z.enum(INVITE_ROLES).describe('The role the caller gets by accepting.'),
  createdAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/**
 * GET /api/projects/{id}/invitations: an open invitation of the project (owner and admins). By email
 * only: whether an account has that email is not shown.
 */
export const projectInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  invitedBy: personRef,
  createdAt: z.string(),
});
export type ProjectInvitation = z.infer<typeof projectInvitationSchema>;

/** POST /api/projects/invitations/{id}/accept: the project as the new member sees it. */
export const acceptedInvitationSchema = z.object({ invitationId: z.string(), project: projectViewSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** Declining and withdrawing answer the invitation's id. */
export const invitationRefSchema = z.object({ invitationId: z.string() });
