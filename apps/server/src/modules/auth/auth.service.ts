import type { AuthPayload, LoginData, RegisterData } from '@teamhub/contracts';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/http-error.js';
import { isPasswordTooWeak } from '../../lib/password-strength.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionClient, SessionControl } from '../sessions/session-control.js';
import { presentUser } from '../users/user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LoginThrottle } from './login-throttle.js';

export interface AuthServiceDeps {
  users: UsersRepository;
  sessions: SessionControl;
  loginThrottle: LoginThrottle;
}

/** 400 on the `password` field when it is common, trivial, or built from the account's own words. */
function assertStrongPassword({
  username,
  email,
  password,
}: Pick<RegisterData, 'username' | 'email' | 'password'>): void {
  const emailName = email.split('@')[0] ?? '';
  if (isPasswordTooWeak(password, [username, email, emailName])) {
    throw badRequest('common.validationFailed', [{ msg: 'validation.passwordWeak', path: 'password' }]);
  }
}

/**
 * Creates an account and signs it in on this device; 400 for a password that is too easy to guess, 409
 * when the email or the username (any letter case) is taken.
 */
export async function register(
  { users, sessions }: AuthServiceDeps,
  body: RegisterData,
  client: SessionClient,
): Promise<AuthPayload> {
  assertStrongPassword(body);
  if (await users.findByEmail(body.email)) throw conflict('auth.emailTaken');
  if (await users.findByUsername(body.username)) throw conflict('auth.usernameTaken');
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await users.insert({ username: body.username, email: body.email, passwordHash });
    return { user: presentUser(row), token: await sessions.start(row.id, client) };
  } catch (error) {
    // Two registrations racing past the checks above: the unique indexes decide.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === null) throw error;
    throw conflict(constraint.includes('email') ? 'auth.emailTaken' : 'auth.usernameTaken');
  }
}

/**
 * Checks credentials and opens a session; one answer for an unknown email and a wrong password. Only
 * someone who knows the password learns that the account is deactivated.
 */
export async function login(
  { users, sessions, loginThrottle }: AuthServiceDeps,
  body: LoginData,
  client: SessionClient,
): Promise<AuthPayload> {
  if (await loginThrottle.blocked(client.ip, body.email)) throw new HttpError(429, 'workspace.tooManyFailedSignIns');
  const row = await users.findByEmail(body.email);
  const valid = await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!row || !valid || row.status === 'deleted') {
    await loginThrottle.failed(client.ip, body.email);
    throw unauthorized('auth.invalidCredentials');
  }
  await loginThrottle.succeeded(client.ip, body.email);
  if (row.status !== 'active') throw forbidden('workspace.accountDeactivated');
  return { user: presentUser(row), token: await sessions.start(row.id, client) };
}
