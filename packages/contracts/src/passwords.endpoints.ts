import { defineEndpoints } from './endpoint.js';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetLinkAnswerSchema,
  resetPasswordBodySchema,
} from './workspace.js';

/** Passwords: change, forgot and reset under /api/auth, and an admin's reset link for a member under /api/admin. */
export const passwordsEndpoints = defineEndpoints({
  'POST /api/auth/password': { body: changePasswordBodySchema, withMessage: true },
  'POST /api/auth/forgot-password': { signedIn: false, body: forgotPasswordBodySchema, withMessage: true },
  'POST /api/auth/reset-password': { signedIn: false, body: resetPasswordBodySchema, withMessage: true },
  'POST /api/admin/users/:id/password-reset': { status: 201, data: resetLinkAnswerSchema, withMessage: true },
});
