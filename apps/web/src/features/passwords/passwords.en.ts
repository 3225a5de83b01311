import type { passwordsVi } from './passwords.vi';

/** Forgot password, reset password and an admin's reset link (English). */
export const passwordsEn: typeof passwordsVi = {
  forgotTitle: 'Forgot your password?',
  forgotSubtitle: "Enter your account's email. We'll send you a link to choose a new password.",
  send: 'Send link',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sentHint: 'No mail after a few minutes? Look in your spam folder, or check the address.',
  tryAnother: 'Use another email',
  offTitle: 'Ask an administrator',
  offHint: 'An administrator can make you a password-reset link from the Admin page. It works once, for 1 hour.',
  backToLogin: 'Back to sign in',
  failed: 'The request could not be sent',
  resetTitle: 'Choose a new password',
  resetSubtitle: 'After the change you are signed out on every device and sign in again.',
  newPassword: 'NEW PASSWORD',
  confirmPassword: 'CONFIRM NEW PASSWORD',
  save: 'Set password',
  saving: 'Saving...',
  resetFailed: 'The password could not be reset',
  linkIncomplete: 'This link is incomplete. Open the link in your mail again, or ask for a new one.',
  askNewLink: 'Ask for a new link',
  adminLink: {
    make: 'Make password-reset link',
    making: 'Making...',
    title: 'Password-reset link',
    intro:
      'Send this link to {{name}} through a channel you trust. It is shown only once and works once, until {{time}}.',
    label: "{{name}}'s password-reset link",
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    failed: 'The link could not be made',
  },
};
