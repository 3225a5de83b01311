import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config.js';

/** One mail: a plain-text body and the same in simple HTML (mail-layout.ts builds both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the features send mail through (password resets, invite links, project invitations). */
export interface Mailer {
  /** Resolves when the SMTP server has accepted the mail; rejects when it refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
}

export interface SmtpMailer extends Mailer {
  /** Waits for the mails still being handed over (a server that stops keeps what it promised), then closes. */
  close(): Promise<void>;
}

/** A slow or silent mail server fails a send in seconds rather than holding it for minutes (nodemailer's defaults). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The mailer on an SMTP server (SMTP_URL, MAIL_FROM): nodemailer, one connection per mail. */
export function createSmtpMailer({ smtpUrl, from }: MailSettings): SmtpMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  const pending = new Set<Promise<unknown>>();
  return {
    async send(message) {
      const sending = transport.sendMail(message);
      pending.add(sending);
      try {
        await sending;
      } finally {
        pending.delete(sending);
      }
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}

/**
 * Sends `message` after the current answer has gone out, and never fails the request that asked: the
 * change it tells of is already made (or, for a password reset, the answer must not wait on whether an
 * account exists). A failure is logged without the address or the server's reply, which may quote it.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger, what: string): void {
  setImmediate(() => {
    mailer.send(message).catch((error: unknown) => {
      const { code, responseCode, command } = (error ?? {}) as {
        code?: string;
        responseCode?: number;
        command?: string;
      };
      log.error({ mail: { what, code, responseCode, command } }, 'mail not sent');
    });
  });
}
