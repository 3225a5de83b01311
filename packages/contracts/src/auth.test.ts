import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './auth.js';

const valid = { username: 'minh.anh', email: 'Minh@Example.com', password: 'password1' };

function firstMessage(input: unknown) {
  const result = registerBodySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('registerBodySchema', () => {
  it('accepts a valid body, trims and lower-cases the email', () => {
    expect(registerBodySchema.parse({ ...valid, username: '  minh.anh ' })).toEqual({
      username: 'minh.anh',
      email: 'minh@example.com',
      password: 'password1',
    });
  });

  it('accepts Vietnamese letters in the name', () => {
    expect(registerBodySchema.safeParse({ ...valid, username: 'Nguyễn_Ánh' }).success).toBe(true);
  });

  it.each([
    ['ab', 'validation.usernameLength'],
    ['a'.repeat(31), 'validation.usernameLength'],
    ['has space', 'validation.usernameChars'],
    ['', 'validation.usernameRequired'],
  ])('refuses the name %j', (username, message) => {
    expect(firstMessage({ ...valid, username })).toBe(message);
  });

  it('accepts names of exactly 3 and 30 characters', () => {
    expect(registerBodySchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, username: 'a'.repeat(30) }).success).toBe(true);
  });

  it.each([
    ['', 'validation.emailRequired'],
    ['not-an-email', 'validation.emailInvalid'],
  ])('refuses the email %j', (email, message) => {
    expect(firstMessage({ ...valid, email })).toBe(message);
  });

  it('bounds the password at 8 and 128 characters', () => {
    expect(firstMessage({ ...valid, password: '1234567' })).toBe('validation.passwordMin');
    expect(registerBodySchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, password: 'x'.repeat(128) }).success).toBe(true);
    expect(firstMessage({ ...valid, password: 'x'.repeat(129) })).toBe('validation.passwordMax');
  });

  it('reports a missing field as required', () => {
    expect(firstMessage({ email: valid.email, password: valid.password })).toBe('validation.usernameRequired');
  });
});

describe('loginBodySchema', () => {
  it('requires both fields', () => {
    const result = loginBodySchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.emailRequired',
      'validation.passwordRequired',
    ]);
  });
});
