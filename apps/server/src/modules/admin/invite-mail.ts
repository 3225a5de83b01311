import type { Language } from '@teamhub/contracts';
import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';

/** "7 days", "36 hours": how long the link works, as the admin chose it. */
const lasting = (hours: number, language: Language) => {
  const days = hours % 24 === 0 ? hours / 24 : undefined;
  if (language === 'vi') return days ? `${days} ngày` : `${hours} giờ`;
  if (days) return days === 1 ? '1 day' : `${days} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

const WORDS = {
  en: {
    subject: (inviter: string) => `${inviter} invited you to TeamHub`,
    invited: (inviter: string) => `${inviter} invited you to join your team’s workspace on TeamHub.`,
    rule: (duration: string) => `Create your account with this email address. The link works for ${duration}.`,
    action: 'Create my account',
    notYou: 'If you do not know this team, ignore this mail: nothing happens without you.',
  },
  vi: {
    subject: (inviter: string) => `${inviter} mời bạn tham gia TeamHub`,
    invited: (inviter: string) => `${inviter} đã mời bạn tham gia không gian làm việc của nhóm trên TeamHub.`,
    rule: (duration: string) => `Hãy tạo tài khoản bằng địa chỉ email này. Liên kết dùng được trong ${duration}.`,
    action: 'Tạo tài khoản',
    notYou: 'Nếu bạn không biết nhóm này, hãy bỏ qua thư: không có gì xảy ra nếu bạn không đồng ý.',
  },
} satisfies Record<Language, unknown>;

/** The mail carrying an invite link bound to one email, in the inviting admin's language. */
export function inviteLinkMail(
  invite: { email: string; url: string; expiresInHours: number },
  inviter: string,
  language: Language,
): MailMessage {
  const words = WORDS[language];
  return {
    to: invite.email,
    subject: words.subject(inviter),
    ...composeMail({
      greeting: words.invited(inviter),
      paragraphs: [words.rule(lasting(invite.expiresInHours, language))],
      action: { label: words.action, url: invite.url },
      footnote: words.notYou,
    }),
  };
}
