import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composeMail, escapeHtml } from '../src/modules/mail/mail-layout.js';
import { createSmtpMailer, sendInBackground, type SmtpMailer } from '../src/modules/mail/mailer.js';
import { TEST_MAIL_FROM } from './helpers/mail.js';
import { startSmtp, type SmtpStandIn } from './stand-ins/smtp.mjs';

describe('composeMail', () => {
  const content = {
    greeting: 'Chào <b>Minh</b> & "bạn",',
    paragraphs: ['Một <script>alert(1)</script> đoạn.'],
    action: { label: 'Mở <ngay>', url: 'https://team.example.test/reset-password?token=a&b="c"' },
    footnote: "Bỏ qua nếu không phải bạn's",
  };

  it('escapes every text in the HTML, the link included, and keeps the text version plain', () => {
    const { text, html } = composeMail(content);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Chào &lt;b&gt;Minh&lt;/b&gt; &amp; &quot;bạn&quot;,');
    expect(html).toContain('href="https://team.example.test/reset-password?token=a&amp;b=&quot;c&quot;"');
    expect(html).toContain('bạn&#39;s');
    expect(text).toContain('Chào <b>Minh</b> & "bạn",');
    expect(text).toContain('Mở <ngay>:\nhttps://team.example.test/reset-password?token=a&b="c"');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => composeMail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});

describe('the SMTP mailer (nodemailer) against a stand-in mail server', () => {
  let smtp: SmtpStandIn;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: TEST_MAIL_FROM });
  });
  beforeEach(() => smtp.reset());
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('logs in with the URL’s credentials and delivers a text and an HTML part from MAIL_FROM, Vietnamese intact', async () => {
    await mailer.send({
      to: 'minh@example.test',
      subject: 'Đặt lại mật khẩu TeamHub',
      text: 'Chào Minh, đây là liên kết.',
      html: '<p>Chào Minh, đây là liên kết.</p>',
    });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({
      from: 'teamhub@example.test',
      to: ['minh@example.test'],
      user: 'teamhub',
      subject: 'Đặt lại mật khẩu TeamHub',
      text: expect.stringContaining('Chào Minh, đây là liên kết.') as unknown,
      html: expect.stringContaining('<p>Chào Minh, đây là liên kết.</p>') as unknown,
    });
    expect(mail?.headers.from).toBe('TeamHub <teamhub@example.test>');
  });

  it('rejects when the server refuses the login, so a wrong SMTP_URL shows in the log', async () => {
    const wrong = createSmtpMailer({ smtpUrl: smtp.url.replace('stand-in-secret', 'wrong'), from: TEST_MAIL_FROM });
    await expect(wrong.send({ to: 'a@example.test', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
    await wrong.close();
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends in the background: a refused mail is logged without the address or the server’s reply', async () => {
    smtp.controls.reject = true;
    const logged: { object: unknown; message: string }[] = [];
    const log = { error: (object: unknown, message: string) => logged.push({ object, message }) };
    sendInBackground(
      mailer,
      { to: 'secret.person@example.test', subject: 's', text: 't', html: '<p>t</p>' },
      log as never,
      'test mail',
    );
    // Nothing has happened yet when the caller goes on: the send starts after this turn.
    expect(smtp.refused).toBe(0);
    await smtp.waitFor(() => smtp.refused === 1);
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]?.message).toBe('mail not sent');
    expect(logged[0]?.object).toMatchObject({ mail: { what: 'test mail', responseCode: 550 } });
    expect(JSON.stringify(logged)).not.toContain('secret.person');
  });
});
