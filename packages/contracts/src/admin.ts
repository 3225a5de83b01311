import { z } from './zod.js';
import {
  adminUserSchema,
  type adminUsersAnswerSchema,
  createdInviteSchema,
  workspaceInviteSchema,
  type workspaceSettingsAnswerSchema,
} from './workspace.js';

export const ADMIN_LIMITS = {
  /** The members search box: names and emails are shorter than this. */
  searchMax: 100,
  /** The invite links list shows the newest ones; older links are long expired. */
  invitesListed: 100,
} as const;

/** GET /api/admin/users: `q` searches names and emails; `cursor` is the last member of the page before. */
export const adminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_LIMITS.searchMax, 'admin.searchTooLong')
    .optional()
    .transform((value) => value || undefined),
  cursor: z.uuid('validation.cursorInvalid').optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** PATCH /api/admin/users/{id} answers the member as changed. */
export const adminUserAnswerSchema = z.object({ user: adminUserSchema });

/** GET /api/admin/invites. */
export const invitesAnswerSchema = z.object({ invites: z.array(workspaceInviteSchema) });
/**
 * POST /api/admin/invites: the only answer that carries the token; `mailed` when the link is bound to an email
 * and the server sends mail (SMTP_URL): it is on its way there too.
 */
export const createdInviteAnswerSchema = z.object({ invite: createdInviteSchema, mailed: z.boolean() });
/** DELETE /api/admin/invites/{id}. */
export const inviteAnswerSchema = z.object({ invite: workspaceInviteSchema });

/** GET /api/auth/signup-info?invite=<token>. */
export const signupInfoQuerySchema = z.object({ invite: z.string().max(200).optional() });

/** GET/PUT /api/admin/settings answers: the settings as they apply, and those the configuration fixes. */
export type WorkspaceSettingsAnswer = z.infer<typeof workspaceSettingsAnswerSchema>;
/** One page of GET /api/admin/users. */
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswerSchema>;
