import type { accountVi } from './account.vi';

/** Settings → "Your data and account" (download my data, delete my account) in English. */
export const accountEn: typeof accountVi = {
  title: 'Your data and account',
  hint: 'Take your data with you, or leave the team.',
  exportTitle: 'Download my data',
  exportHint:
    'A ZIP file with your profile, your posts with their pictures and videos, comments, the messages you sent, your tasks and your documents.',
  exportButton: 'Download my data',
  exportPreparing: 'Preparing your data…',
  exportDownloading: 'Downloading… {{size}} received',
  exportDone: 'Downloaded ({{size}}).',
  exportFailed: 'Could not download your data. Please try again.',
  exportTooSoon: 'You downloaded several times just now. Please try again in a minute.',
  exportCancel: 'Cancel',
  exportCancelled: 'Download cancelled.',
  exportProgress: 'Download progress',
  deleteTitle: 'Delete account',
  deleteHint: 'Permanently delete your account and your data. This cannot be undone.',
  deleteButton: 'Delete my account',
  dialog: {
    title: 'Delete your account?',
    lead: 'This cannot be undone. If you want to keep a copy, download your data first.',
    goesTitle: 'What goes',
    goes: {
      profile: 'Your profile, avatar and settings',
      posts: 'Your posts with their pictures and videos, comments, likes, followers and following',
      stories: 'Your stories',
      documents: 'Your documents and their files, the trash and share links included',
      assistant: 'Your conversations with the Hypo assistant',
      sessions: 'Your notifications and your sign-ins on every device',
      groups: 'Your place in groups and communities; the movie rooms you host',
      projects:
        'Projects: one you own passes to its longest-standing admin (or member); one with nobody else is deleted',
    },
    staysTitle: 'What stays',
    stays: {
      messages: 'The messages you sent stay in others’ conversations, under “deleted user”',
      tasks: 'Tasks you created in team projects, without your name',
    },
    password: 'Enter your password to confirm',
    passwordRequired: 'Please enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Delete permanently',
    busy: 'Deleting…',
    failed: 'Could not delete the account. Please try again.',
  },
  deletedNotice: 'Your account has been deleted.',
};
