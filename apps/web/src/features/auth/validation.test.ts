import { registerBodySchema, translateServerMessage, type RegisterBody } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from './auth-error-message';
import { redirectTarget } from './redirect-target';
import { checkRegisterForm } from './validation';

const values = { username: 'minh.anh', email: 'minh@example.com', password: 'password1', confirmPassword: 'password1' };

describe('checkRegisterForm', () => {
  it('passes a valid form without the confirmation', () => {
    expect(checkRegisterForm(values, 'vi')).toEqual({
      ok: true,
      body: { username: 'minh.anh', email: 'minh@example.com', password: 'password1' },
    });
  });

  it('stops on mismatched passwords before any other rule', () => {
    expect(checkRegisterForm({ ...values, username: 'x', confirmPassword: 'other' }, 'vi')).toEqual({
      ok: false,
      error: 'passwordMismatch',
    });
  });

  it('joins the rule messages with ". " in the chosen language', () => {
    const check = checkRegisterForm(
      { ...values, username: 'x', email: 'bad', password: 'short', confirmPassword: 'short' },
      'en',
    );
    expect(check).toEqual({
      ok: false,
      message: 'Name must be 3 to 30 characters. Enter a valid email address. Password must be at least 8 characters',
    });
  });
});

describe('checkRegisterForm and the server rules', () => {
  const longEmail = `${'a'.repeat(250)}@example.com`;
  const cases: RegisterBody[] = [
    { username: 'minh.anh', email: 'minh@example.com', password: 'password1' },
    { username: '', email: '', password: '' },
    { username: '  ab  ', email: ' MINH@Example.com ', password: 'password1' },
    { username: 'Ngọc_Ánh-2.0', email: 'ngoc@example.vn', password: '12345678' },
    { username: 'a'.repeat(31), email: 'no-at-sign', password: '1234567' },
    { username: 'bad name!', email: 'a@b', password: 'p'.repeat(129) },
    { username: 'minh', email: longEmail, password: 'p'.repeat(128) },
    { username: '   ', email: '   ', password: ' '.repeat(8) },
  ];

  // The web form carries its own (zod/mini) copy of the rules; it must say what the server says.
  it.each(cases)('agrees with registerBodySchema on %j', (body) => {
    const server = registerBodySchema.safeParse(body);
    const messages = server.success
      ? []
      : server.error.issues.map((issue) => translateServerMessage(issue.message, 'en'));
    const expected = server.success ? { ok: true, body } : { ok: false, message: [...new Set(messages)].join('. ') };
    expect(checkRegisterForm({ ...body, confirmPassword: body.password }, 'en')).toEqual(expected);
  });
});

describe('authErrorMessage', () => {
  it('uses the server message with its joined detail list', () => {
    const error = new ApiError('Invalid data', 400, 'http', [
      { msg: 'Name is required', path: 'username' },
      { msg: 'Email is invalid', path: 'email' },
    ]);
    expect(authErrorMessage(error, 'Registration failed')).toBe('Invalid data Name is required. Email is invalid');
  });

  it('falls back when there is no server message', () => {
    expect(authErrorMessage(new ApiError('network', 0, 'network'), 'Login failed')).toBe('Login failed');
    expect(authErrorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});

describe('redirectTarget', () => {
  it('returns same-origin paths only', () => {
    expect(redirectTarget({ from: '/chat?x=1' })).toBe('/chat?x=1');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});
