import type { SignupInfo } from '@teamhub/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../test/render';
import { changeLanguage } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { vi as viTexts } from '../../i18n/locales/vi';
import { RegisterPage } from './RegisterPage';

const OPEN: SignupInfo = { signupMode: 'open', allowedEmailDomains: [], passwordResetByEmail: false };

/** Answers GET /api/auth/signup-info with `info`; remembers what was asked. */
function serveSignupInfo(info: SignupInfo) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ success: true, data: info }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const form = () => screen.findByRole('button', { name: 'REGISTER' }, { timeout: 10_000 });

describe('RegisterPage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('vi');
  });

  it.each([
    ['vi', viTexts.auth.passwordHint],
    ['en', en.auth.passwordHint],
  ] as const)(
    'shows the rule under the password field and describes the field with it (%s)',
    async (language, hint) => {
      serveSignupInfo(OPEN);
      await changeLanguage(language);
      renderWithProviders(<RegisterPage />, { route: '/register' });
      await form();
      const password = document.getElementById('register-password');
      expect(password).toHaveAccessibleDescription(hint);
      expect(screen.getByText(hint)).toBeVisible();
      // Only the new password carries the rule, not its confirmation.
      expect(document.getElementById('register-confirm-password')).not.toHaveAttribute('aria-describedby');
    },
  );

  it('says who invited, sends the link’s token and fills in the email the link is for', async () => {
    const fetchMock = serveSignupInfo({
      ...OPEN,
      signupMode: 'invite',
      invite: { valid: true, invitedBy: 'lan', email: 'minh@example.com' },
    });
    const { session } = renderWithProviders(<RegisterPage />, { route: '/register?invite=tok-123' });
    expect(await screen.findByText('lan mời bạn tham gia')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/signup-info?invite=tok-123');
    const email = screen.getByLabelText('EMAIL');
    expect(email).toHaveValue('minh@example.com');
    expect(email).toHaveAttribute('readonly');
    vi.mocked(session.register).mockResolvedValue(testUser);
    fireEvent.change(screen.getByLabelText('NAME'), { target: { value: 'minh_anh' } });
    fireEvent.change(document.getElementById('register-password') as HTMLElement, {
      target: { value: 'river-lamp-91' },
    });
    fireEvent.change(document.getElementById('register-confirm-password') as HTMLElement, {
      target: { value: 'river-lamp-91' },
    });
    fireEvent.click(await form());
    expect(session.register).toHaveBeenCalledWith({
      username: 'minh_anh',
      email: 'minh@example.com',
      password: 'river-lamp-91',
      inviteToken: 'tok-123',
    });
  });

  it.each([
    ['invite-only without a link', { ...OPEN, signupMode: 'invite' }, '/register', 'Cần có lời mời'],
    [
      'invite-only with a link that no longer works',
      { ...OPEN, signupMode: 'invite', invite: { valid: false, invitedBy: null, email: null } },
      '/register?invite=old',
      'Liên kết mời không dùng được',
    ],
    ['closed', { ...OPEN, signupMode: 'closed' }, '/register', 'Đăng ký đang đóng'],
  ] as const)('explains instead of showing a form that would fail: %s', async (_label, info, route, title) => {
    serveSignupInfo(info as SignupInfo);
    renderWithProviders(<RegisterPage />, { route });
    expect(await screen.findByTestId('signup-blocked', {}, { timeout: 10_000 })).toHaveTextContent(title);
    expect(screen.queryByRole('button', { name: 'REGISTER' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login now' })).toBeVisible();
  });

  it('shows the allowed domains as a hint while sign-up is open, and lets a dead link go', async () => {
    serveSignupInfo({
      ...OPEN,
      allowedEmailDomains: ['team.example', 'example.org'],
      invite: { valid: false, invitedBy: null, email: null },
    });
    renderWithProviders(<RegisterPage />, { route: '/register?invite=old' });
    await form();
    expect(screen.getByLabelText('EMAIL')).toHaveAccessibleDescription(
      'Dùng địa chỉ email thuộc team.example, example.org.',
    );
    expect(screen.getByTestId('signup-link-gone')).toBeVisible();
  });
});
