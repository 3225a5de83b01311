import {
  LIMITS,
  translateCredentialMessage,
  type CredentialMessageKey,
  type Language,
  type RegisterBody,
} from '@teamhub/contracts';
import { regexes } from 'zod/v4/core';

export interface RegisterFormValues extends RegisterBody {
  confirmPassword: string;
}

export type RegisterCheck =
  { ok: true; body: RegisterBody } | { ok: false; error: 'passwordMismatch' } | { ok: false; message: string };

/*
 * The rules of contracts' registerBodySchema, checked by hand with the same LIMITS, message keys and
 * email pattern (zod's own), so the sign-in bundle carries no zod schema code at all.
 * validation.test.ts runs both on the same inputs and expects the same messages.
 */
const USERNAME_CHARACTERS = /^[\p{L}\p{N}._-]+$/u;

type Rule = [broken: boolean, message: CredentialMessageKey];

const failed = (rules: Rule[]) => rules.filter(([broken]) => broken).map(([, message]) => message);

function usernameProblems(input: string): CredentialMessageKey[] {
  const username = input.trim();
  return failed([
    [username.length < 1, 'validation.usernameRequired'],
    [username.length < LIMITS.username.min, 'validation.usernameLength'],
    [username.length > LIMITS.username.max, 'validation.usernameLength'],
    [!USERNAME_CHARACTERS.test(username), 'validation.usernameChars'],
  ]);
}

function emailProblems(input: string): CredentialMessageKey[] {
  const email = input.trim();
  const basic = failed([
    [email.length < 1, 'validation.emailRequired'],
    [email.length > LIMITS.email.max, 'validation.emailInvalid'],
  ]);
  // Like the schema's pipe: the address format is judged only once the basic checks pass.
  if (basic.length > 0) return basic;
  return regexes.email.test(email) ? [] : ['validation.emailInvalid'];
}

function passwordProblems(password: string): CredentialMessageKey[] {
  return failed([
    [password.length < 1, 'validation.passwordRequired'],
    [password.length < LIMITS.password.min, 'validation.passwordMin'],
    [password.length > LIMITS.password.max, 'validation.passwordMax'],
  ]);
}

/**
 * Checks the register form before anything is sent: the passwords must match first
 * ('Mật khẩu không khớp'), then the same rules the server applies, joined with '. '.
 */
export function checkRegisterForm(values: RegisterFormValues, language: Language): RegisterCheck {
  if (values.password !== values.confirmPassword) return { ok: false, error: 'passwordMismatch' };
  const body = { username: values.username, email: values.email, password: values.password };
  const problems = [
    ...usernameProblems(body.username),
    ...emailProblems(body.email),
    ...passwordProblems(body.password),
  ];
  if (problems.length === 0) return { ok: true, body };
  const messages = [...new Set(problems.map((key) => translateCredentialMessage(key, language)))];
  return { ok: false, message: messages.join('. ') };
}
