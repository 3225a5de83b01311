import { randomBytes } from 'node:crypto';
import { addDays, dateOfBirthWindow, type PublicUser, type ServerMessageKey } from '@teamhub/contracts';

// Both sides of every rule of PUT /api/profile (the shared updateProfileBodySchema).

/** A random valid username of exactly `length` characters. */
const usernameOfLength = (length: number) => `u${randomBytes(length).toString('hex')}`.slice(0, length);

const { min: oldestBirthday, max: today } = dateOfBirthWindow();
/** A link of exactly `length` characters. */
const linkOfLength = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;

export type Accepted = [label: string, body: Record<string, unknown>, expected: Partial<PublicUser>];
export type Refused = [label: string, body: Record<string, unknown>, field: string, key: ServerMessageKey];

export const acceptedCases = (): Accepted[] => {
  const name3 = usernameOfLength(3);
  const name30 = usernameOfLength(30);
  return [
    ['a username of 3 characters', { username: name3 }, { username: name3 }],
    ['a username of 30 characters', { username: name30 }, { username: name30 }],
    ['a position of 100 characters', { position: 'p'.repeat(100) }, { position: 'p'.repeat(100) }],
    ['an address of 200 characters', { address: 'a'.repeat(200) }, { address: 'a'.repeat(200) }],
    ['a date of birth exactly 120 years ago', { dateOfBirth: oldestBirthday }, { dateOfBirth: oldestBirthday }],
    ['a date of birth of today', { dateOfBirth: today }, { dateOfBirth: today }],
    ['an empty date of birth (stored as null)', { dateOfBirth: '' }, { dateOfBirth: null }],
    ['a null date of birth', { dateOfBirth: null }, { dateOfBirth: null }],
    ...(['website', 'facebook', 'instagram'] as const).flatMap((field): Accepted[] => [
      [`an http ${field} link`, { [field]: 'http://example.com/me' }, { [field]: 'http://example.com/me' }],
      [`an https ${field} link`, { [field]: 'https://example.com/me' }, { [field]: 'https://example.com/me' }],
      [`a ${field} link of 300 characters`, { [field]: linkOfLength(300) }, { [field]: linkOfLength(300) }],
      [`an empty ${field}`, { [field]: '' }, { [field]: '' }],
    ]),
    ['a Telegram @handle', { telegram: '@good_name' }, { telegram: '@good_name' }],
    ['a t.me link', { telegram: 't.me/good_name' }, { telegram: 't.me/good_name' }],
    ['an https://t.me link', { telegram: 'https://t.me/good_name' }, { telegram: 'https://t.me/good_name' }],
    ['values with spaces around them (trimmed)', { position: '  Lead  ' }, { position: 'Lead' }],
  ];
};

export const refusedCases: Refused[] = [
  ['a username of 2 characters', { username: 'ab' }, 'username', 'validation.usernameLength'],
  ['a username of 31 characters', { username: 'a'.repeat(31) }, 'username', 'validation.usernameLength'],
  ['a username with spaces', { username: 'has space' }, 'username', 'validation.usernameChars'],
  ['a missing username', { username: undefined }, 'username', 'validation.usernameRequired'],
  ['an invalid email', { email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
  ['a missing email', { email: undefined }, 'email', 'validation.emailRequired'],
  ['a position of 101 characters', { position: 'p'.repeat(101) }, 'position', 'validation.positionTooLong'],
  ['an address of 201 characters', { address: 'a'.repeat(201) }, 'address', 'validation.addressTooLong'],
  [
    'a date of birth one day over 120 years ago',
    { dateOfBirth: addDays(oldestBirthday, -1) },
    'dateOfBirth',
    'validation.dateOfBirthRange',
  ],
  ['a date of birth of tomorrow', { dateOfBirth: addDays(today, 1) }, 'dateOfBirth', 'validation.dateOfBirthRange'],
  ['a date that does not exist', { dateOfBirth: '2023-02-30' }, 'dateOfBirth', 'validation.dateOfBirthInvalid'],
  ['a date in another format', { dateOfBirth: '30/01/1990' }, 'dateOfBirth', 'validation.dateOfBirthInvalid'],
  ...(['website', 'facebook', 'instagram'] as const).flatMap((field): Refused[] => [
    [`an ftp ${field} link`, { [field]: 'ftp://example.com/me' }, field, 'validation.urlInvalid'],
    [`a ${field} that is not a link`, { [field]: 'not a url' }, field, 'validation.urlInvalid'],
    [`a ${field} link of 301 characters`, { [field]: linkOfLength(301) }, field, 'validation.linkTooLong'],
  ]),
  ['a Telegram handle that is too short', { telegram: '@abc' }, 'telegram', 'validation.telegramInvalid'],
  ['a Telegram link elsewhere', { telegram: 'https://example.com/x' }, 'telegram', 'validation.telegramInvalid'],
  ['a Telegram value of 301 characters', { telegram: linkOfLength(301) }, 'telegram', 'validation.linkTooLong'],
];
