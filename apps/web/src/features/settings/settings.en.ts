import type { settingsVi } from './settings.vi';

/** Settings texts (language, appearance, time zone, chat), in English. */
export const settingsEn: typeof settingsVi = {
  title: 'Settings',
  languageTitle: 'Language',
  languageHint: 'Choose the language of the app. Your choice is remembered in this browser.',
  vietnamese: 'Tiếng Việt',
  english: 'English',
  appearanceTitle: 'Appearance',
  appearanceHint: 'Light, dark, or following your system setting. Saved to your account, on every device.',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  themeSaveFailed: 'Could not save the theme. Please try again.',
  timeZoneTitle: 'Time zone',
  timeZoneHint:
    'Task reminders come at {{time}} on this clock: the day before a due date, and the morning after it passes. “Today” on boards and the calendar follows it too.',
  timeZoneLabel: 'Your time zone',
  timeZoneUseDevice: 'Use this device’s time zone ({{zone}})',
  timeZoneSaveFailed: 'Could not save the time zone. Please try again.',
  chatTitle: 'Chat',
  readReceipts: 'Send read receipts',
  readReceiptsHint: 'When off, others do not see that you read their messages, and you do not see who read yours.',
  readReceiptsSaveFailed: 'Could not save the read receipts setting. Please try again.',
  accountTitle: 'Account',
};
