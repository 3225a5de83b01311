import { DEFAULT_PUSH_PREFERENCES } from '@teamhub/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../../test/render';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/locales/en';
import { NotificationsSection } from './NotificationsSection';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
const VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example.com/send/abc';

/** The browser's push APIs, faked: a registration whose push manager remembers one subscription. */
function fakeBrowser({ permission = 'default' as NotificationPermission, worker = true } = {}) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: ENDPOINT,
      unsubscribe,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const requestPermission = vi.fn(async () => notification.permission);
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (worker ? registration : undefined), ready: Promise.resolve(registration) },
  });
  return { subscribe, unsubscribe, requestPermission, notification };
}

beforeEach(async () => {
  await changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/push/vapid-public-key') return json(200, { success: true, data: { publicKey: VAPID_KEY } });
    if (key === 'GET /api/push/preferences') return json(200, { success: true, data: DEFAULT_PUSH_PREFERENCES });
    if (key === 'PUT /api/push/preferences') return json(200, { success: true, data: JSON.parse(String(init?.body)) });
    if (key === 'POST /api/push/subscriptions') return json(201, { success: true, data: { subscription: {} } });
    if (key === 'DELETE /api/push/subscriptions') return json(200, { success: true, data: { removed: true } });
    return json(404, { success: false, message: 'Not found.' });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  fetchMock.mockReset();
  await changeLanguage('vi');
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

describe('Settings → Notifications: push on this device', () => {
  it('asks for permission only on the click, then subscribes with the server key and saves the subscription', async () => {
    const browser = fakeBrowser();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsSection />);
    const turnOn = await screen.findByRole('button', { name: en.pushSettings.turnOn });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    browser.notification.permission = 'granted';
    await user.click(turnOn);

    await screen.findByText(en.pushSettings.on);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options?.applicationServerKey as Uint8Array).length).toBe(65);
    const [saved] = calls('POST', '/api/push/subscriptions');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
    });

    await user.click(screen.getByRole('button', { name: en.pushSettings.turnOff }));
    await screen.findByText(en.pushSettings.off);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(calls('DELETE', '/api/push/subscriptions')[0]?.[1]?.body))).toEqual({
      endpoint: ENDPOINT,
    });
  });

  it('explains a refused permission and how to undo it, and subscribes nothing', async () => {
    const browser = fakeBrowser();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsSection />);
    const turnOn = await screen.findByRole('button', { name: en.pushSettings.turnOn });
    browser.notification.permission = 'denied';
    await user.click(turnOn);
    expect(await screen.findByText(en.pushSettings.denied)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls('POST', '/api/push/subscriptions')).toHaveLength(0);
  });

  it('explains at once when the browser already blocks notifications', async () => {
    fakeBrowser({ permission: 'denied' });
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText(en.pushSettings.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.pushSettings.turnOn })).not.toBeInTheDocument();
  });

  it('says when the browser cannot push, or when the app has no service worker yet', async () => {
    const first = renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText(en.pushSettings.unsupported)).toBeInTheDocument();
    first.unmount();

    fakeBrowser({ worker: false });
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText(en.pushSettings.noWorker)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.pushSettings.turnOn })).not.toBeInTheDocument();
  });
});

describe('Settings → Notifications: what pushes', () => {
  it('saves the categories and quiet hours, the time zone defaulting to the browser’s', async () => {
    fakeBrowser();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsSection />);
    await user.click(await screen.findByRole('switch', { name: new RegExp(`^${en.pushSettings.social}`) }));
    await user.click(screen.getByRole('switch', { name: en.pushSettings.quietToggle }));
    expect(screen.getByLabelText(en.pushSettings.timeZone)).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.click(screen.getByRole('button', { name: en.pushSettings.save }));
    await screen.findByText(en.pushSettings.saved);
    const [saved] = calls('PUT', '/api/push/preferences');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({
      categories: { messages: true, social: false, tasks: true, invitations: true },
      quietHours: { start: '22:00', end: '07:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  });

  it('starts quiet hours on the account’s own time zone when they have none', async () => {
    fakeBrowser();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsSection />, { user: { ...testUser, timeZone: 'Pacific/Chatham' } });
    await user.click(await screen.findByRole('switch', { name: en.pushSettings.quietToggle }));
    expect(screen.getByLabelText(en.pushSettings.timeZone)).toHaveValue('Pacific/Chatham');
    await user.selectOptions(screen.getByLabelText(en.pushSettings.timeZone), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: en.pushSettings.save }));
    await screen.findByText(en.pushSettings.saved);
    const [saved] = calls('PUT', '/api/push/preferences');
    expect(JSON.parse(String(saved?.[1]?.body))).toMatchObject({
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Asia/Tokyo' },
    });
  });

  it('shows the server’s reasons when saving fails', async () => {
    fakeBrowser();
    fetchMock.mockImplementation(async (input, init) => {
      if (`${init?.method ?? 'GET'} ${String(input)}` === 'PUT /api/push/preferences') {
        return json(400, {
          success: false,
          message: 'Please check the highlighted fields.',
          errors: [{ path: 'quietHours.timeZone', msg: 'Choose a time zone such as Asia/Ho_Chi_Minh' }],
        });
      }
      return json(200, { success: true, data: DEFAULT_PUSH_PREFERENCES });
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: en.pushSettings.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Asia\/Ho_Chi_Minh/));
  });
});
