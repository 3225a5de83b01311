import type { MailSettings } from '../../config.js';
import type { AppModule } from '../app-module.js';
import { createSmtpMailer } from './mailer.js';

/**
 * Mail: the mailer the features that mail take (undefined without SMTP_URL and MAIL_FROM: this server
 * sends no mail). Mails in flight finish before the app closes.
 */
export function createMailModule(settings: MailSettings | undefined) {
  const mailer = settings ? createSmtpMailer(settings) : undefined;
  const module: AppModule = { routes: [] };
  if (mailer) module.onClose = () => mailer.close();
  return { ...module, mailer };
}
