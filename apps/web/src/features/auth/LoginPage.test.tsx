import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n';
import { LoginPage } from './LoginPage';

describe('LoginPage language marks', () => {
  afterEach(async () => {
    await changeLanguage('vi');
  });

  it('marks the English labels of the Vietnamese page as English', async () => {
    await changeLanguage('vi');
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('lang', 'en');
    // Vietnamese text keeps the page's language.
    expect(screen.getByText('Chưa có tài khoản?', { exact: false })).not.toHaveAttribute('lang');
  });

  it('adds no mark on the English page, where the labels are in its language', async () => {
    await changeLanguage('en');
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('lang');
  });
});
