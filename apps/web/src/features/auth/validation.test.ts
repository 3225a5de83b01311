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
