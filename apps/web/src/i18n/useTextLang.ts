import { useTranslation } from 'react-i18next';

/**
 * Keys whose Vietnamese text is English: the spec keeps these labels verbatim ("Notification",
 * "Sign in" …), so on a Vietnamese page they must say they are English, or a Vietnamese voice
 * mispronounces them.
 */
const ENGLISH_IN_VIETNAMESE: ReadonlySet<string> = new Set([
  'auth.forgotPassword',
  'auth.signIn',
  'auth.registerNow',
  'auth.nameLabel',
  'auth.emailLabel',
  'auth.passwordLabel',
  'auth.confirmPasswordLabel',
  'auth.register',
  'auth.loginNow',
  'nav.notification',
  'nav.add',
  'nav.chat',
  'nav.project',
  'nav.funding',
  'nav.document',
  'nav.movieRoom',
  'nav.logout',
  'notifications.empty',
  'notifications.markAllRead',
]);

/**
 * Answers the `lang` attribute for a translated text: `'en'` where the current language's text is
 * English on a Vietnamese page, otherwise undefined (the page's own `lang` applies).
 */
export function useTextLang(): (key: string) => 'en' | undefined {
  const { i18n } = useTranslation();
  return (key) => (i18n.language === 'vi' && ENGLISH_IN_VIETNAMESE.has(key) ? 'en' : undefined);
}
