import type { BirthdayPerson } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdaysOn } from '../src/modules/profile/birthdays.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** YYYY-MM-DD of a local date. */
const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The same local day `years` years earlier (29 Feb becomes 28 Feb in a year without it). */
function yearsAgo(years: number, from = new Date()): string {
  const date = new Date(from.getFullYear() - years, from.getMonth(), from.getDate());
  if (date.getMonth() !== from.getMonth()) date.setDate(0);
  return ymd(date);
}

describe('birthdaysOn', () => {
  it.each<[string, Date, { month: number; day: number }[]]>([
    ['an ordinary day', new Date(2025, 6, 14), [{ month: 7, day: 14 }]],
    [
      '28 February of a common year (29 February birthdays too)',
      new Date(2023, 1, 28),
      [
        { month: 2, day: 28 },
        { month: 2, day: 29 },
      ],
    ],
    ['28 February of a leap year', new Date(2024, 1, 28), [{ month: 2, day: 28 }]],
    ['29 February', new Date(2024, 1, 29), [{ month: 2, day: 29 }]],
    ['1 March of a common year', new Date(2023, 2, 1), [{ month: 3, day: 1 }]],
    [
      '28 February 2100 (not a leap year)',
      new Date(2100, 1, 28),
      [
        { month: 2, day: 28 },
        { month: 2, day: 29 },
      ],
    ],
  ])('%s', (_label, today, expected) => {
    expect(birthdaysOn(today)).toEqual(expected);
  });
});

describeEachDatabase('birthdays', ({ database }) => {
  let app: FastifyInstance;
  let viewer: RegisteredUser;

  // Shown to everyone: a date of birth starts hidden, and hidden ones are never listed (profile-privacy.test.ts).
  const setBirthday = async (user: RegisteredUser, dateOfBirth: string | null) => {
    const response = await callApi(app, 'PUT', '/api/profile', user.token, {
      username: user.user.username,
      email: user.user.email,
      dateOfBirth,
      visibility: { dateOfBirth: 'everyone' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const birthdaysToday = async () =>
    expectData<{ users: BirthdayPerson[] }>(await callApi(app, 'GET', '/api/profile/birthdays', viewer.token)).users;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
    viewer = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a token', async () => {
    expectFailure(await callApi(app, 'GET', '/api/profile/birthdays', undefined), 401, en('auth.required'));
  });

  // Multiples of four years back, so that the test holds on 29 February too.
  it("lists the people whose birthday is today's date, by name", async () => {
    const stamp = Date.now();
    const [zoe, adam, notToday, noDate] = [
      await registerUser(app, { username: `zoe_${stamp}` }),
      await registerUser(app, { username: `Adam_${stamp}` }),
      await registerUser(app),
      await registerUser(app),
    ];
    await setBirthday(zoe, yearsAgo(32));
    await setBirthday(adam, yearsAgo(4));
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    await setBirthday(notToday, yearsAgo(25, yesterday));
    await setBirthday(noDate, null);

    const users = await birthdaysToday();
    expect(users.map((user) => user.id)).toEqual([adam.user.id, zoe.user.id]);
    expect(users[0]).toEqual({
      _id: adam.user.id,
      id: adam.user.id,
      username: adam.user.username,
      avatar: '',
      verified: false,
      birthday: { month: new Date().getMonth() + 1, day: new Date().getDate() },
    });
  });

  it('finds 29 February birthdays on the days birthdaysOn gives (28 February in a common year)', async () => {
    const leapling = await registerUser(app);
    const onThe28th = await registerUser(app);
    await setBirthday(leapling, '2000-02-29');
    await setBirthday(onThe28th, '1990-02-28');
    const users = createUsersRepository(database().db);
    const ids = async (today: Date) => (await users.findByBirthday(birthdaysOn(today))).map((row) => row.id);
    expect(await ids(new Date(2023, 1, 28))).toEqual(expect.arrayContaining([leapling.user.id, onThe28th.user.id]));
    expect(await ids(new Date(2024, 1, 28))).not.toContain(leapling.user.id);
    expect(await ids(new Date(2024, 1, 29))).toEqual([leapling.user.id]);
    expect(await ids(new Date(2023, 2, 1))).not.toContain(leapling.user.id);
  });
});
