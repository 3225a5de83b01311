import type { Language } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { accountWords, isPasswordTooWeak } from '../../lib/password-strength.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { sendInBackground, type Mailer } from '../mail/mailer.js';
import type { SessionControl } from '../sessions/session-control.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { PasswordsRepository } from './passwords.repository.js';
import { resetMail } from './reset-mail.js';
import { hashResetToken, newResetToken, resetPageUrl } from './reset-token.js';

export interface PasswordsDeps {
  passwords: PasswordsRepository;
  users: UsersRepository;
  sessions: SessionControl;
  /** Without SMTP there is no mail: forgot-password answers 503 and an admin makes the link. */
  mail: { mailer: Mailer; appUrl: string } | undefined;
  log: FastifyBaseLogger;
}

/** The same strength rule as registration (auth.service), on the field that holds the new password. */
function assertStrongNewPassword(user: Pick<UserRow, 'username' | 'email'>, password: string): void {
  if (isPasswordTooWeak(password, accountWords(user))) {
    throw badRequest('common.validationFailed', [{ msg: 'validation.passwordWeak', path: 'newPassword' }]);
  }
}

/**
 * Changes the signed-in user's password: 400 on `currentPassword` when it is wrong, on `newPassword` when
 * it is too weak. Every other session of theirs ends; the one asking stays signed in.
 */
export async function changePassword(
  { passwords, sessions }: PasswordsDeps,
  user: UserRow,
  currentSessionId: string,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest('common.validationFailed', [{ msg: 'workspace.currentPasswordWrong', path: 'currentPassword' }]);
  }
  assertStrongNewPassword(user, body.newPassword);
  await passwords.changePassword(user.id, await hashPassword(body.newPassword));
  // After the commit: a device that signs in meanwhile does so with the new password.
  await sessions.endAllOf(user.id, { except: currentSessionId });
}

/**
 * Mails a reset link to the active account with this email, if there is one. The caller's answer is the
 * same either way and does not wait for the mail. 503 when this server sends no mail.
 */
export async function requestReset({ passwords, mail, log }: PasswordsDeps, email: string, language: Language) {
  if (!mail) throw new HttpError(503, 'workspace.resetByEmailOff');
  const { token, hash } = newResetToken();
  const person = await passwords.createForEmail(email, hash);
  if (person)
    sendInBackground(mail.mailer, resetMail(person, resetPageUrl(mail.appUrl, token), language), log, 'password reset');
}

/**
 * Sets a new password through a reset link and ends every session of the account. 410 for a link that is
 * unknown, used, expired or whose account is no longer active; 400 for a weak password (the link still works).
 */
export async function resetPassword(
  { passwords, sessions }: PasswordsDeps,
  body: { token: string; newPassword: string },
): Promise<void> {
  const tokenHash = hashResetToken(body.token);
  const owner = await passwords.findLinkOwner(tokenHash);
  if (!owner) throw new HttpError(410, 'workspace.resetLinkInvalid');
  assertStrongNewPassword(owner, body.newPassword);
  const userId = await passwords.resetWithLink(tokenHash, await hashPassword(body.newPassword));
  // Another request with the same link won the race while the password was being hashed.
  if (!userId) throw new HttpError(410, 'workspace.resetLinkInvalid');
  await sessions.endAllOf(userId);
}

/** An admin's one-time reset link for a member: 404 for no such account, 409 while it is deactivated. */
export async function makeResetLink(
  { passwords, users }: PasswordsDeps,
  userId: string,
  adminId: string,
  origin: string,
): Promise<{ url: string; expiresAt: string }> {
  const user = await users.findById(userId);
  if (!user || user.status === 'deleted') throw notFound('workspace.userNotFound');
  if (user.status !== 'active') throw conflict('passwords.reactivateFirst');
  const { token, hash } = newResetToken();
  const expiresAt = await passwords.createForUser(user.id, hash, adminId);
  return { url: resetPageUrl(origin, token), expiresAt: expiresAt.toISOString() };
}
