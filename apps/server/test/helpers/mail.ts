import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtp, type ReceivedMail, type SmtpStandIn } from '../stand-ins/smtp.mjs';

/** The origin the test apps are told links in mails point to (APP_URL). */
export const TEST_APP_URL = 'https://team.example.test';
export const TEST_MAIL_FROM = 'TeamHub <teamhub@example.test>';

/** For a suite: the SMTP stand-in, started before its tests, emptied before each, closed after them. */
export function smtpStandInPerSuite() {
  let standIn: SmtpStandIn | undefined;
  beforeAll(async () => {
    standIn = await startSmtp();
  });
  beforeEach(() => standIn?.reset());
  afterAll(async () => {
    await standIn?.close();
  });
  const started = () => {
    if (!standIn) throw new Error('the SMTP stand-in is not started yet');
    return standIn;
  };
  return {
    get smtp(): SmtpStandIn {
      return started();
    },
    /** The test-app options that send mail through it. */
    mailOptions: () => ({ mail: { smtpUrl: started().url, from: TEST_MAIL_FROM }, appUrl: TEST_APP_URL }),
  };
}

/** The mail the stand-in received for `email`, waiting for it as long as needed (up to 10 s). */
export async function mailTo(smtp: SmtpStandIn, email: string): Promise<ReceivedMail> {
  await smtp.waitFor(() => smtp.mails.some((mail) => mail.to.includes(email)));
  const mail = smtp.mails.find((candidate) => candidate.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The reset page's link in a mail's text (on its own line), and the token in it. */
export function resetLinkIn(mail: ReceivedMail): { url: URL; token: string } {
  const line = mail.text.split('\n').find((candidate) => candidate.includes('/reset-password?token='));
  if (!line) throw new Error(`no reset link in: ${mail.text}`);
  const url = new URL(line.trim());
  return { url, token: url.searchParams.get('token') ?? '' };
}
