import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { vi } from '../../i18n/locales/vi';
import { RegisterPage } from './RegisterPage';

describe('RegisterPage password rule', () => {
  afterEach(async () => {
    await changeLanguage('vi');
  });

  it.each([
    ['vi', vi.auth.passwordHint],
    ['en', en.auth.passwordHint],
  ] as const)(
    'shows the rule under the password field and describes the field with it (%s)',
    async (language, hint) => {
      await changeLanguage(language);
      renderWithProviders(<RegisterPage />, { route: '/register' });
      const password = document.getElementById('register-password');
      expect(password).toHaveAccessibleDescription(hint);
      expect(screen.getByText(hint)).toBeVisible();
      // Only the new password carries the rule, not its confirmation.
      expect(document.getElementById('register-confirm-password')).not.toHaveAttribute('aria-describedby');
    },
  );
});
