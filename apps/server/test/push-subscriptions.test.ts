import { DEFAULT_PUSH_PREFERENCES } from '@teamhub/contracts';
import { expect, it } from 'vitest';
import { authHeaders, callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { testAppWithUser } from './helpers/app-with-user.js';
import { subscriptionKeys } from './helpers/push-service.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('push subscriptions and preferences', ({ database }) => {
  // As in production: no PUSH_ALLOW_LOOPBACK.
  const built = testAppWithUser(database);
  const subscribe = (endpoint: unknown, keys: unknown = subscriptionKeys().json) =>
    callApi(built.app, 'POST', '/api/push/subscriptions', built.me.token, { endpoint, keys });

  it('refuses endpoints on loopback, private, link-local and unique-local addresses, and plain http', async () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/push/1',
      'https://127.0.0.1/push/1',
      'https://localhost/push/1',
      'https://10.0.0.7/push/1',
      'https://192.168.1.20/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://[fd00::5]/push/1',
      'https://[fe80::1]/push/1',
      'https://[::ffff:127.0.0.1]/push/1',
      'https://0.0.0.0/push/1',
      'http://push.example.com/push/1',
    ]) {
      expectFailure(await subscribe(endpoint), 400, en('push.endpointNotAllowed'));
    }
  });

  it('refuses a subscription without keys or endpoint, naming the field', async () => {
    const missingKeys = expectFailure(
      await subscribe('https://push.example.com/x', { p256dh: '' }),
      400,
      en('common.validationFailed'),
    );
    expect(missingKeys.errors).toEqual(expect.arrayContaining([{ path: 'keys.p256dh', msg: en('push.keysInvalid') }]));
    const noEndpoint = expectFailure(await subscribe(undefined), 400, en('common.validationFailed'));
    expect(noEndpoint.errors).toEqual([{ path: 'endpoint', msg: en('push.endpointInvalid') }]);
  });

  it('asks for the endpoint to remove', async () => {
    const response = await callApi(built.app, 'DELETE', '/api/push/subscriptions', built.me.token, {});
    const failure = expectFailure(response, 400, en('common.validationFailed'));
    expect(failure.errors).toEqual([{ path: 'endpoint', msg: en('push.endpointInvalid') }]);
  });

  it('starts with every category on and no quiet hours', async () => {
    expect(expectData(await callApi(built.app, 'GET', '/api/push/preferences', built.me.token))).toEqual(
      DEFAULT_PUSH_PREFERENCES,
    );
  });

  it('explains wrong preferences field by field, in the reader’s language', async () => {
    const body = {
      categories: { messages: 'yes', social: true, tasks: true, invitations: true },
      quietHours: { start: '25:00', end: '07:00', timeZone: 'Mars/Olympus_Mons' },
    };
    const english = expectFailure(
      await callApi(built.app, 'PUT', '/api/push/preferences', built.me.token, body),
      400,
      en('common.validationFailed'),
    );
    expect(english.errors).toEqual([
      { path: 'categories.messages', msg: en('push.categoryInvalid') },
      { path: 'quietHours.start', msg: en('push.timeInvalid') },
      { path: 'quietHours.timeZone', msg: en('push.timeZoneInvalid') },
    ]);
    const vietnamese = await built.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: authHeaders(built.me.token, { 'accept-language': 'vi' }),
      payload: {
        ...body,
        categories: DEFAULT_PUSH_PREFERENCES.categories,
        quietHours: { start: '22:00', end: '22:00', timeZone: 'UTC' },
      },
    });
    const failure = expectFailure(vietnamese, 400, vi('common.validationFailed'));
    expect(failure.errors).toEqual([{ path: 'quietHours.end', msg: vi('push.quietHoursEmpty') }]);
    // Nothing was saved.
    expect(expectData(await callApi(built.app, 'GET', '/api/push/preferences', built.me.token))).toEqual(
      DEFAULT_PUSH_PREFERENCES,
    );
  });

  it('needs a sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/vapid-public-key'],
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions'],
      ['GET', '/api/push/preferences'],
      ['PUT', '/api/push/preferences'],
    ] as const) {
      expectFailure(await callApi(built.app, method, url, undefined, {}), 401, en('auth.required'));
    }
  });
});
