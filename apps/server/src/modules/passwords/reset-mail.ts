import { WORKSPACE_LIMITS, type Language } from '@teamhub/contracts';
import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { ResetMailTarget } from './passwords.repository.js';

const minutes = WORKSPACE_LIMITS.passwordResetMinutes;

const WORDS = {
  en: {
    subject: 'Reset your TeamHub password',
    greeting: (name: string) => `Hi ${name},`,
    asked: 'Someone asked to reset the password of your TeamHub account. If it was you, choose a new password here.',
    rule: `The link works once, for ${minutes} minutes. Choosing a new password signs you out on every device.`,
    action: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  vi: {
    subject: 'Đặt lại mật khẩu TeamHub',
    greeting: (name: string) => `Chào ${name},`,
    asked:
      'Có người vừa yêu cầu đặt lại mật khẩu tài khoản TeamHub của bạn. Nếu đó là bạn, hãy đặt mật khẩu mới tại đây.',
    rule: `Liên kết dùng được một lần, trong ${minutes} phút. Đặt mật khẩu mới sẽ đăng xuất bạn trên mọi thiết bị.`,
    action: 'Đặt mật khẩu mới',
    notYou: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
  },
} satisfies Record<Language, unknown>;

/** The mail with a reset link, in the language the person asked in. */
export function resetMail(person: ResetMailTarget, url: string, language: Language): MailMessage {
  const words = WORDS[language];
  return {
    to: person.email,
    subject: words.subject,
    ...composeMail({
      greeting: words.greeting(person.username),
      paragraphs: [words.asked, words.rule],
      action: { label: words.action, url },
      footnote: words.notYou,
    }),
  };
}
