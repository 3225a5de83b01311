import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n';
import { vi as viTexts } from '../../i18n/locales/vi';
import { LoginPage } from '../auth/LoginPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
/** What the server answers, by "METHOD path". */
let answers: Record<string, () => Response>;

beforeEach(async () => {
  await changeLanguage('vi');
  answers = {};
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : json(404, { success: false, message: 'Not found.' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const sentBodies = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => JSON.parse(String(init?.body)));

describe('LoginPage', () => {
  it('makes "Forgot password?" (its exact text) a link to /forgot-password', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('ForgotPasswordPage', () => {
  const signupInfo = (passwordResetByEmail: boolean) => () =>
    json(200, { success: true, data: { signupMode: 'open', allowedEmailDomains: [], passwordResetByEmail } });

  it('mails a link and shows the server’s neutral answer', async () => {
    const user = userEvent.setup({ delay: null });
    answers['GET /api/auth/signup-info'] = signupInfo(true);
    answers['POST /api/auth/forgot-password'] = () =>
      json(200, { success: true, message: 'Nếu email này có tài khoản…', data: {} });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.send }));
    expect(await screen.findByRole('heading', { name: viTexts.passwords.sentTitle })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Nếu email này có tài khoản…');
    expect(sentBodies('/api/auth/forgot-password')).toEqual([{ email: 'minh@example.com' }]);
  });

  it('says to ask an administrator when the server sends no mail', async () => {
    answers['GET /api/auth/signup-info'] = signupInfo(false);
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: viTexts.passwords.offTitle })).toBeVisible();
    expect(screen.getByText(/Hãy xin quản trị viên một liên kết đặt lại mật khẩu/)).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('says the same when the request answers 503 (no signup-info to ask first)', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/forgot-password'] = () => json(503, { success: false, message: 'no mail' });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.send }));
    expect(await screen.findByRole('heading', { name: viTexts.passwords.offTitle })).toBeVisible();
  });

  it('shows a refusal (too many requests) and keeps the form', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/forgot-password'] = () => json(429, { success: false, message: 'Quá nhiều yêu cầu.' });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quá nhiều yêu cầu.');
    expect(screen.getByLabelText('Email')).toHaveValue('minh@example.com');
  });
});

describe('ResetPasswordPage', () => {
  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route },
    );

  it('describes the new password with the registration rule, and checks the confirmation first', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=abc');
    const password = screen.getByLabelText(viTexts.passwords.newPassword);
    expect(password).toHaveAccessibleDescription(viTexts.auth.passwordHint);
    await user.type(password, 'Good-pass-123');
    await user.type(screen.getByLabelText(viTexts.passwords.confirmPassword), 'Other-pass-123');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(viTexts.auth.passwordMismatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the link’s token, then /login says to sign in with it', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/reset-password'] = () =>
      json(200, { success: true, message: 'Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.', data: {} });
    renderAt('/reset-password?token=abc');
    await user.type(screen.getByLabelText(viTexts.passwords.newPassword), 'Good-pass-123');
    await user.type(screen.getByLabelText(viTexts.passwords.confirmPassword), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.',
    );
    expect(screen.getByRole('heading', { name: viTexts.auth.loginTitle })).toBeVisible();
    expect(sentBodies('/api/auth/reset-password')).toEqual([{ token: 'abc', newPassword: 'Good-pass-123' }]);
  });

  it('offers a new link when this one is used or expired (410)', async () => {
    const user = userEvent.setup({ delay: null });
    answers['POST /api/auth/reset-password'] = () => json(410, { success: false, message: 'Liên kết đã hết hạn.' });
    renderAt('/reset-password?token=abc');
    await user.type(screen.getByLabelText(viTexts.passwords.newPassword), 'Good-pass-123');
    await user.type(screen.getByLabelText(viTexts.passwords.confirmPassword), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: viTexts.passwords.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Liên kết đã hết hạn.'));
    expect(screen.getByRole('link', { name: viTexts.passwords.askNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the link is incomplete without a token', () => {
    renderAt('/reset-password');
    expect(screen.getByText(viTexts.passwords.linkIncomplete)).toBeVisible();
    expect(screen.queryByLabelText(viTexts.passwords.newPassword)).toBeNull();
  });
});
