import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetLinkAnswerSchema,
  resetPasswordBodySchema,
} from '@teamhub/contracts';
import { documented, pathParams } from '../../lib/route-docs.js';

/** OpenAPI descriptions of the password routes (passwords.routes.ts). */
export const passwordsDocs = {
  change: documented({
    tag: 'auth',
    summary: 'Change my password',
    description:
      'The same strength rule as registration. Every other session of mine ends (their sockets are ' +
      'disconnected); this one stays signed in. 400 on `currentPassword` when it is wrong.',
    body: changePasswordBodySchema,
    withMessage: true,
    errors: [400, 429],
  }),
  forgot: documented({
    tag: 'auth',
    signedIn: false,
    summary: 'Mail me a password-reset link',
    description:
      'The same answer whether or not the email has an account (only an active one gets a mail, sent after ' +
      'the answer). The link works once, for 60 minutes. 503 when the server sends no mail (no SMTP_URL): ' +
      'ask an administrator for a link. Rate-limited per address and per email.',
    body: forgotPasswordBodySchema,
    withMessage: true,
    errors: [400, 429, 503],
  }),
  reset: documented({
    tag: 'auth',
    signedIn: false,
    summary: 'Set a new password with a reset link',
    description:
      'Ends every session of the account. 410 when the link is unknown, used, expired, or its account is ' +
      'no longer active; a link works once even when two requests race.',
    body: resetPasswordBodySchema,
    withMessage: true,
    errors: [400, 410, 429],
  }),
  adminLink: documented({
    tag: 'admin',
    summary: 'Make a one-time password-reset link for a member',
    description:
      'For installs without mail: the link (shown once; only its hash is kept) works once, for 60 minutes. ' +
      '403 for members, 404 for no such account, 409 while the member is deactivated.',
    params: pathParams('id'),
    status: 201,
    withMessage: true,
    data: resetLinkAnswerSchema,
    errors: [403, 404, 409],
  }),
};
