import type { PublicUser } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { checkProfileForm, fieldErrorsFromServer, formValuesFromUser } from './edit-profile-form';

const values = formValuesFromUser({
  username: 'minh.anh',
  email: 'minh@example.com',
  position: '',
  address: '',
  dateOfBirth: null,
  website: '',
  facebook: '',
  instagram: '',
  telegram: '',
} as unknown as PublicUser);

describe('checkProfileForm', () => {
  it('accepts a minimal form and sends an empty date as null', () => {
    expect(checkProfileForm(values, 'en')).toEqual({ ok: true, body: { ...values, dateOfBirth: null } });
  });

  it('keys each problem by its field, in the chosen language', () => {
    const check = checkProfileForm(
      { ...values, username: '', website: 'ftp://files.example.com', telegram: '@abc', dateOfBirth: '2999-01-01' },
      'en',
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        username: 'Name is required',
        website: 'Enter a link starting with http:// or https://',
        telegram: 'Enter a Telegram @username (5–32 characters) or a t.me link',
        dateOfBirth: 'Date of birth must be between 120 years ago and today',
      },
    });
  });
});

describe('fieldErrorsFromServer', () => {
  it('keeps string messages for known fields only', () => {
    expect(fieldErrorsFromServer({ telegram: 'Bad', other: 'x', email: 3 })).toEqual({ telegram: 'Bad' });
    expect(fieldErrorsFromServer([{ msg: 'x', path: 'a' }])).toEqual({});
  });
});
