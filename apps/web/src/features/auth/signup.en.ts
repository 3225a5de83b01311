import type { signupVi } from './signup.vi';

/** The register screen's texts about the workspace's sign-up rules and invite links, in English. */
export const signupEn: typeof signupVi = {
  checking: 'Checking...',
  invitedBy: '{{name}} invited you to join',
  invited: 'You are invited to join',
  invitedText: 'Create your account to enter your team’s workspace.',
  inviteOnlyTitle: 'An invitation is needed',
  inviteOnlyText:
    'This workspace takes new members by invite link only. Ask an administrator for a link, then open it to register.',
  closedTitle: 'Sign-up is closed',
  closedText: 'This workspace is not taking new accounts. If you need to join, contact an administrator.',
  inviteGoneTitle: 'This invite link does not work',
  inviteGoneText:
    'It has expired, been used up, been revoked or was copied incompletely. Ask an administrator for a new one.',
  inviteGoneOpenText: 'This invite link no longer works, but you can still register yourself.',
  domainsHint: 'Use an email address at {{domains}}.',
  boundEmailHint: 'This invite link is for this email address.',
};
