import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/locales/en';
import { SecuritySection } from './SecuritySection';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
let answers: Record<string, () => Response>;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sessions = () => [
  {
    id: 's1',
    device: 'Chrome on Linux',
    ip: '10.0.0.1',
    createdAt: minutesAgo(90),
    lastSeenAt: minutesAgo(0),
    current: true,
  },
  {
    id: 's2',
    device: 'Mobile Safari on iOS (iPhone)',
    ip: '10.0.0.2',
    createdAt: minutesAgo(600),
    lastSeenAt: minutesAgo(5.5),
    current: false,
  },
  { id: 's3', device: '', ip: '10.0.0.3', createdAt: minutesAgo(900), lastSeenAt: minutesAgo(120), current: false },
];

beforeEach(async () => {
  await changeLanguage('en');
  answers = { 'GET /api/auth/sessions': () => json(200, { success: true, data: { sessions: sessions() } }) };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : json(404, { success: false, message: 'Not found.' });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await changeLanguage('vi');
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

describe('Settings → Security: change password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
    await user.type(screen.getByLabelText(en.security.currentPassword), current);
    await user.type(screen.getByLabelText(en.security.newPassword), next);
    await user.type(screen.getByLabelText(en.security.confirmPassword), confirm);
    await user.click(screen.getByRole('button', { name: en.security.save }));
  };

  it('changes it, says the other devices were signed out, empties the form and reloads the devices', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/password'] = () =>
      json(200, { success: true, message: 'Password changed. Your other devices were signed out.', data: {} });
    renderWithProviders(<SecuritySection />);
    await screen.findByText('Chrome on Linux');
    expect(screen.getByLabelText(en.security.newPassword)).toHaveAccessibleDescription(en.auth.passwordHint);
    await fill(user, 'old-secret-1', 'New-secret-123');
    expect(await screen.findByRole('status')).toHaveTextContent('Your other devices were signed out.');
    expect(JSON.parse(String(calls('POST', '/api/auth/password')[0]?.[1]?.body))).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'New-secret-123',
    });
    expect(screen.getByLabelText(en.security.currentPassword)).toHaveValue('');
    await waitFor(() => expect(calls('GET', '/api/auth/sessions')).toHaveLength(2));
  });

  it('marks the field the server refuses and says why', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/password'] = () =>
      json(400, {
        success: false,
        message: 'Validation failed',
        errors: [{ msg: 'Current password is incorrect', path: 'currentPassword' }],
      });
    renderWithProviders(<SecuritySection />);
    await fill(user, 'wrong-secret', 'New-secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText(en.security.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(en.security.newPassword)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the confirmation before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SecuritySection />);
    await fill(user, 'old-secret-1', 'New-secret-123', 'New-secret-124');
    expect(screen.getByRole('alert')).toHaveTextContent(en.auth.passwordMismatch);
    expect(calls('POST', '/api/auth/password')).toHaveLength(0);
  });
});

describe('Settings → Security: devices', () => {
  it('lists the devices with this one marked, how long ago each was used, and a sign-out for the others', async () => {
    renderWithProviders(<SecuritySection />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(en.security.thisDevice)).toBeVisible();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('10.0.0.2 · Active 5m ago')).toBeVisible();
    expect(within(rows[2]!).getByText(en.security.unknownDevice)).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Mobile Safari on iOS (iPhone)' })).toBeVisible();
  });

  it('signs out one device after a confirmation, and nothing on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    answers['DELETE /api/auth/sessions/s2'] = () =>
      json(200, { success: true, message: 'Device signed out.', data: {} });
    renderWithProviders(<SecuritySection />);
    const signOut = await screen.findByRole('button', { name: 'Sign out Mobile Safari on iOS (iPhone)' });
    await user.click(signOut);
    const dialog = screen.getByRole('dialog', { name: 'Sign out Mobile Safari on iOS (iPhone)?' });
    await user.click(within(dialog).getByRole('button', { name: en.security.cancel }));
    expect(calls('DELETE', '/api/auth/sessions/s2')).toHaveLength(0);

    await user.click(signOut);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en.security.signOut }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE', '/api/auth/sessions/s2')).toHaveLength(1);
  });

  it('signs out of all other devices after a confirmation that counts them', async () => {
    const user = userEvent.setup({ delay: null });
    answers['DELETE /api/auth/sessions'] = () => json(200, { success: true, message: 'Signed out.', data: {} });
    renderWithProviders(<SecuritySection />);
    await user.click(await screen.findByRole('button', { name: en.security.signOutOthers }));
    const dialog = screen.getByRole('dialog', { name: en.security.confirmOthersTitle });
    expect(dialog).toHaveTextContent('2 other devices will have to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: en.security.signOutOthers }));
    await waitFor(() => expect(calls('DELETE', '/api/auth/sessions')).toHaveLength(1));
  });

  it('says this is the only device when there is no other', async () => {
    answers['GET /api/auth/sessions'] = () =>
      json(200, { success: true, data: { sessions: sessions().filter((session) => session.current) } });
    renderWithProviders(<SecuritySection />);
    expect(await screen.findByText(en.security.onlyThisDevice)).toBeVisible();
    expect(screen.queryByRole('button', { name: en.security.signOutOthers })).toBeNull();
  });
});
