import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.js';
import { translateServerMessage } from './messages.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'vi'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['vi', 'vi'],
    ['de', 'vi'],
  ])('%j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('translateServerMessage', () => {
  it('translates known keys and leaves other text alone', () => {
    expect(translateServerMessage('auth.invalidCredentials', 'en')).toBe('Invalid email or password.');
    expect(translateServerMessage('auth.invalidCredentials', 'vi')).toBe('Email hoặc mật khẩu không đúng.');
    expect(translateServerMessage('User not found', 'vi')).toBe('User not found');
  });
});
