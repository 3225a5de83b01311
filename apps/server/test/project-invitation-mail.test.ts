import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailTo, smtpStandInPerSuite, TEST_APP_URL } from './helpers/mail.js';
import { createProject, sendInvitation } from './helpers/projects.js';
import { createTestApp, registerUser, uniqueCredentials } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('project invitation mails', ({ database }) => {
  const mail = smtpStandInPerSuite();
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database(), mail.mailOptions()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells a member by mail, with a link to their projects, in the inviter’s language', async () => {
    const [owner, invitee] = [await registerUser(app), await registerUser(app)];
    const project = await createProject(app, owner, { name: 'Ứng dụng <đặt lịch>' });
    expect((await sendInvitation(app, owner, project.id, invitee.user.email)).statusCode).toBe(200);
    const received = await mailTo(mail.smtp, invitee.user.email);
    expect(received.subject).toBe('You are invited to “Ứng dụng <đặt lịch>” on TeamHub');
    expect(received.text).toContain(`${owner.user.username} invited you to join the project`);
    expect(received.text).toContain(`${TEST_APP_URL}/projects`);
    // The project's name is text in the HTML part, never markup.
    expect(received.html).toContain('Ứng dụng &lt;đặt lịch&gt;');
    expect(received.html).not.toContain('<đặt lịch>');
  });

  it('sends someone without an account to register with that email, and the answer tells the inviter nothing', async () => {
    const owner = await registerUser(app);
    const project = await createProject(app, owner);
    const { email } = uniqueCredentials();
    const answer = await sendInvitation(app, owner, project.id, email);
    expect(answer.statusCode).toBe(200);
    const received = await mailTo(mail.smtp, email);
    expect(received.text).toContain(`${TEST_APP_URL}/register`);
    expect(received.text).toContain('Create your account with this email address');
  });
});
