import type { AuthPayload, LoginData, RegisterData } from '@teamhub/contracts';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import { isPasswordTooWeak } from '../../lib/password-strength.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { presentUser } from '../users/user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenService;
}

/** 400 on the `password` field when it is common, trivial, or built from the account's own words. */
function assertStrongPassword({ username, email, password }: RegisterData): void {
  const emailName = email.split('@')[0] ?? '';
  if (isPasswordTooWeak(password, [username, email, emailName])) {
    throw badRequest('common.validationFailed', [{ msg: 'validation.passwordWeak', path: 'password' }]);
  }
}

/**
 * Creates an account; 400 for a password that is too easy to guess, 409 when the email or the
 * username (any letter case) is taken.
 */
export async function register({ users, tokens }: AuthServiceDeps, body: RegisterData): Promise<AuthPayload> {
  assertStrongPassword(body);
  if (await users.findByEmail(body.email)) throw conflict('auth.emailTaken');
  if (await users.findByUsername(body.username)) throw conflict('auth.usernameTaken');
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await users.insert({ username: body.username, email: body.email, passwordHash });
    return { user: presentUser(row), token: await tokens.sign(row.id) };
  } catch (error) {
    // Two registrations racing past the checks above: the unique indexes decide.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === null) throw error;
    throw conflict(constraint.includes('email') ? 'auth.emailTaken' : 'auth.usernameTaken');
  }
}

/** Checks credentials; one answer for an unknown email and a wrong password. */
export async function login({ users, tokens }: AuthServiceDeps, body: LoginData): Promise<AuthPayload> {
  const row = await users.findByEmail(body.email);
  const valid = await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!row || !valid) throw unauthorized('auth.invalidCredentials');
  return { user: presentUser(row), token: await tokens.sign(row.id) };
}
