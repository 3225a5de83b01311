import type { Language } from '@teamhub/contracts';
import { composeMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { InvitationCreated } from './projects.deps.js';

const WORDS = {
  en: {
    subject: (project: string) => `You are invited to “${project}” on TeamHub`,
    invited: (inviter: string, project: string, role: string) =>
      `${inviter} invited you to join the project “${project}” as ${role === 'admin' ? 'an admin' : 'a member'}.`,
    member: 'Open your projects to accept or decline.',
    newcomer:
      'Create your account with this email address and the invitation will be waiting at the top of your projects.',
    open: 'Open projects',
    register: 'Create my account',
  },
  vi: {
    subject: (project: string) => `Bạn được mời vào “${project}” trên TeamHub`,
    invited: (inviter: string, project: string, role: string) =>
      `${inviter} đã mời bạn tham gia dự án “${project}” với vai trò ${role === 'admin' ? 'quản trị viên' : 'thành viên'}.`,
    member: 'Mở trang dự án để chấp nhận hoặc từ chối.',
    newcomer: 'Hãy tạo tài khoản bằng địa chỉ email này, lời mời sẽ chờ bạn ở đầu trang dự án.',
    open: 'Mở dự án',
    register: 'Tạo tài khoản',
  },
} satisfies Record<Language, unknown>;

/**
 * The mail telling someone of a project invitation (in the inviter's language: the workspace knows no
 * other for a newcomer). Someone with an account opens their projects; a newcomer is sent to register.
 */
export function invitationMail(invitation: InvitationCreated, appUrl: string): MailMessage {
  const words = WORDS[invitation.language];
  const { project, invitedBy, role } = invitation;
  const origin = appUrl.replace(/\/+$/, '');
  return {
    to: invitation.email,
    subject: words.subject(project.name),
    ...composeMail({
      greeting: words.invited(invitedBy.username, project.name, role),
      paragraphs: [invitation.hasAccount ? words.member : words.newcomer],
      action: invitation.hasAccount
        ? { label: words.open, url: `${origin}/projects` }
        : { label: words.register, url: `${origin}/register` },
    }),
  };
}
