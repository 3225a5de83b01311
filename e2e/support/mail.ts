import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/** The stand-in mail server's control routes (e2e/support/test-server.mjs, apps/server/test/stand-ins/smtp.mjs). */
const MAIL_URL = `http://127.0.0.1:${E2E_PORT + 2}`;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function mails(request: APIRequestContext): Promise<ReceivedMail[]> {
  const response = await request.get(`${MAIL_URL}/_stand-in/mails`);
  return (await response.json()) as ReceivedMail[];
}

/** The latest mail the app sent to `email`, waiting until it has arrived. */
export async function mailTo(request: APIRequestContext, email: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      found = (await mails(request)).findLast((mail) => mail.to.includes(email));
      return found !== undefined;
    })
    .toBe(true);
  return found as ReceivedMail;
}

/** The link on its own line in a mail's text that contains `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const line = mail.text.split('\n').find((candidate) => candidate.includes(path));
  if (!line) throw new Error(`no ${path} link in: ${mail.text}`);
  return line.trim();
}
