import { WORKSPACE_LIMITS, type MyInvitation, type ProjectInvitation, type ProjectView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreated } from '../src/modules/projects/projects.deps.js';
import { callApi, en, expectData, expectFailure, vi } from './helpers/api.js';
import { notificationsOf } from './helpers/notifications.js';
import {
  addMember,
  answerInvitation,
  createProject,
  invitationsOf,
  membersOf,
  projectsOf,
  sendInvitation,
} from './helpers/projects.js';
import {
  createTestApp,
  registerUser,
  uniqueCredentials,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('projects: invitations', ({ database }) => {
  let built: TestApp;
  const app = () => built.app;
  /** What the mail hook was told, in order. */
  const created: InvitationCreated[] = [];

  beforeAll(async () => {
    // The real hourly limit: every test invites as owners of its own.
    built = await createTestApp(database(), {
      projectInvitationsPerHour: WORKSPACE_LIMITS.projectInvitesPerHour,
      onProjectInvitationCreated: (invitation) => void created.push(invitation),
    });
  });
  afterAll(async () => {
    await built?.app.close();
  });

  const freshEmail = () => uniqueCredentials().email;
  /** An account whose name is not part of its email, so finding the name in an answer means it leaked. */
  const registerNamed = () => registerUser(app(), { username: uniqueCredentials().username });
  const projectInvitations = async (user: RegisteredUser, projectId: string) =>
    expectData<ProjectInvitation[]>(await callApi(app(), 'GET', `/api/projects/${projectId}/invitations`, user.token));
  const withdraw = (user: RegisteredUser, projectId: string, invitationId: string) =>
    callApi(app(), 'DELETE', `/api/projects/${projectId}/invitations/${invitationId}`, user.token);
  /** Every invitation row of the project, open or closed, oldest first. */
  const rowsOf = async (projectId: string) => {
    const result = await database().db.execute(sql`
      SELECT email, invitee_id, status, role FROM project_invitations
      WHERE project_id = ${projectId} ORDER BY created_at, id`);
    return (result as unknown as { rows: { email: string; invitee_id: string | null; status: string }[] }).rows;
  };
  /** The one open invitation of `user` into the project. */
  const invitationInto = async (user: RegisteredUser, projectId: string): Promise<MyInvitation> => {
    const found = (await invitationsOf(app(), user)).find((invitation) => invitation.project.id === projectId);
    if (!found) throw new Error(`no open invitation into ${projectId}`);
    return found;
  };
  const inviteNotifications = async (user: RegisteredUser) =>
    (await notificationsOf(app(), user)).notifications.filter((item) => item.action === 'project-invite');

  /** The neutral answer: the same for every email, with only what the inviter sent. */
  const expectNeutral = (response: LightMyRequestResponse, email: string, role = 'member') => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: en('projects.invitationSent'),
      data: { email: email.trim().toLowerCase(), role },
    });
  };

  describe('inviting', () => {
    it('answers the same for an account, a hidden email, no account, a member and an invited email', async () => {
      const owner = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Same answer' });
      const visible = await registerNamed();
      const hidden = await registerNamed();
      expectData(
        await callApi(app(), 'PUT', '/api/profile', hidden.token, {
          username: hidden.user.username,
          email: hidden.user.email,
          visibility: { email: 'only-me', address: 'only-me', dateOfBirth: 'only-me', links: 'only-me' },
        }),
      );
      const member = await registerNamed();
      await addMember(app(), owner, project.id, member);
      const nobody = freshEmail();

      const answers = [
        [visible.user.email, await sendInvitation(app(), owner, project.id, `  ${visible.user.email.toUpperCase()} `)],
        [hidden.user.email, await sendInvitation(app(), owner, project.id, hidden.user.email)],
        [nobody, await sendInvitation(app(), owner, project.id, nobody)],
        [member.user.email, await sendInvitation(app(), owner, project.id, member.user.email)],
        [owner.user.email, await sendInvitation(app(), owner, project.id, owner.user.email)],
        [visible.user.email, await sendInvitation(app(), owner, project.id, visible.user.email)],
      ] as const;
      for (const [email, response] of answers) {
        expectNeutral(response, email);
        // Nobody's id or name comes back.
        for (const person of [visible, hidden, member]) {
          expect(response.body).not.toContain(person.user.id);
          expect(response.body).not.toContain(person.user.username);
        }
      }
      // One open invitation each for the three who are not members; nothing for the members.
      const rows = await rowsOf(project.id);
      expect(rows.map((row) => [row.email, row.status, row.invitee_id]).sort()).toEqual(
        [
          [member.user.email, 'accepted', member.user.id],
          [visible.user.email, 'pending', visible.user.id],
          [hidden.user.email, 'pending', hidden.user.id],
          [nobody, 'pending', null],
        ].sort(),
      );
    });

    it('answers in the reader’s language', async () => {
      const owner = await registerUser(app());
      const project = await createProject(app(), owner);
      const response = await app().inject({
        method: 'POST',
        url: `/api/projects/${project.id}/invite`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'vi' },
        payload: { email: freshEmail() },
      });
      expect(response.json()).toMatchObject({ success: true, message: vi('projects.invitationSent') });
    });

    it('an invitation is not membership: the invitee sees it, not the project', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Not yet' });
      await sendInvitation(app(), owner, project.id, invitee.user.email, 'admin');

      expect(await projectsOf(app(), invitee)).toEqual([]);
      expectFailure(
        await callApi(app(), 'GET', `/api/projects/${project.id}`, invitee.token),
        404,
        en('projects.notFound'),
      );
      expectFailure(
        await callApi(app(), 'GET', `/api/projects/${project.id}/tasks`, invitee.token),
        404,
        en('projects.notFound'),
      );
      expect((await membersOf(app(), owner, project.id)).map((member) => member.id)).toEqual([owner.user.id]);

      const invitations = await invitationsOf(app(), invitee);
      expect(invitations).toEqual([
        {
          id: expect.any(String),
          project: { id: project.id, name: 'Not yet', category: 'web' },
          invitedBy: { id: owner.user.id, username: owner.user.username, avatar: '' },
          role: 'admin',
          createdAt: expect.any(String),
        },
      ]);
      expect(Date.now() - Date.parse(invitations[0]!.createdAt)).toBeLessThan(60_000);
    });

    it('the invitee is notified once, when invited; nobody is notified for an email without an account', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Told' });
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      await invitationsOf(app(), invitee);
      const notifications = await inviteNotifications(invitee);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        type: 'other',
        sender: { _id: owner.user.id },
        project: { _id: project.id, name: 'Told' },
        isRead: false,
        message: `${owner.user.username} invited you to a project: Told`,
      });

      const count = async () => {
        const result = await database().db.execute(
          sql`SELECT count(*)::int AS n FROM notifications WHERE project_id = ${project.id}`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const before = await count();
      await sendInvitation(app(), owner, project.id, freshEmail());
      expect(await count()).toBe(before);
    });

    it('tells the mail hook of each new invitation, whether the email has an account, and of nothing else', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Mailed' });
      const nobody = freshEmail();
      const ofProject = () => created.filter((item) => item.project.id === project.id);

      await sendInvitation(app(), owner, project.id, invitee.user.email, 'admin');
      await sendInvitation(app(), owner, project.id, nobody.toUpperCase());
      await sendInvitation(app(), owner, project.id, nobody);
      await sendInvitation(app(), owner, project.id, owner.user.email);
      expect(ofProject()).toEqual([
        {
          invitationId: expect.any(String),
          email: invitee.user.email,
          hasAccount: true,
          role: 'admin',
          project: { id: project.id, name: 'Mailed' },
          invitedBy: { id: owner.user.id, username: owner.user.username },
          language: 'en',
        },
        expect.objectContaining({ email: nobody, hasAccount: false, role: 'member' }),
      ]);
    });

    it('a plain member cannot invite, and an outsider gets 404; nothing is made', async () => {
      const owner = await registerUser(app());
      const member = await registerUser(app());
      const outsider = await registerUser(app());
      const project = await createProject(app(), owner);
      await addMember(app(), owner, project.id, member);
      const email = freshEmail();
      expectFailure(await sendInvitation(app(), member, project.id, email), 403, en('projects.notAllowed'));
      expectFailure(await sendInvitation(app(), outsider, project.id, email), 404, en('projects.notFound'));
      expectFailure(await sendInvitation(app(), owner, UNKNOWN_ID, email), 404, en('projects.notFound'));
      expect((await rowsOf(project.id)).map((row) => row.email)).toEqual([member.user.email]);
    });
  });

  describe('answering', () => {
    it('accepting makes the invitee a member with the invitation’s role, once', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Join' });
      await sendInvitation(app(), owner, project.id, invitee.user.email, 'admin');
      const invitation = await invitationInto(invitee, project.id);

      const accepted = expectData<{ invitationId: string; project: ProjectView }>(
        await answerInvitation(app(), invitee, invitation.id, 'accept'),
      );
      expect(accepted).toMatchObject({
        invitationId: invitation.id,
        project: { id: project.id, name: 'Join', myRole: 'admin', membersCount: 2 },
      });
      expect((await projectsOf(app(), invitee)).map((item) => item.id)).toEqual([project.id]);
      expect((await membersOf(app(), owner, project.id)).map((member) => [member.id, member.role])).toEqual([
        [owner.user.id, 'owner'],
        [invitee.user.id, 'admin'],
      ]);
      expect(await invitationsOf(app(), invitee)).toEqual([]);
      expect(await projectInvitations(owner, project.id)).toEqual([]);
      // The notification stays, read.
      expect((await inviteNotifications(invitee)).map((item) => item.isRead)).toEqual([true]);
      // Answered already: no longer open.
      for (const answer of ['accept', 'decline'] as const) {
        expectFailure(
          await answerInvitation(app(), invitee, invitation.id, answer),
          404,
          en('projects.invitationNotFound'),
        );
      }
      expect(await membersOf(app(), owner, project.id)).toHaveLength(2);
    });

    it('two accepts at once add the member once', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner);
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      const invitation = await invitationInto(invitee, project.id);
      const answers = await Promise.all([
        answerInvitation(app(), invitee, invitation.id, 'accept'),
        answerInvitation(app(), invitee, invitation.id, 'accept'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      expect(await membersOf(app(), owner, project.id)).toHaveLength(2);
    });

    it('declining adds nobody, removes the notification, and keeps the email out for a day without saying so', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner);
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      const invitation = await invitationInto(invitee, project.id);

      expect(expectData(await answerInvitation(app(), invitee, invitation.id, 'decline'))).toEqual({
        invitationId: invitation.id,
      });
      expect(await membersOf(app(), owner, project.id)).toHaveLength(1);
      expect(await projectsOf(app(), invitee)).toEqual([]);
      expect(await invitationsOf(app(), invitee)).toEqual([]);
      expect(await projectInvitations(owner, project.id)).toEqual([]);
      expect(await inviteNotifications(invitee)).toEqual([]);
      expectFailure(
        await answerInvitation(app(), invitee, invitation.id, 'accept'),
        404,
        en('projects.invitationNotFound'),
      );

      // Invited again within the day: the same answer, and nothing is made or notified.
      expectNeutral(await sendInvitation(app(), owner, project.id, invitee.user.email), invitee.user.email);
      expect(await invitationsOf(app(), invitee)).toEqual([]);
      expect(await inviteNotifications(invitee)).toEqual([]);
      expect((await rowsOf(project.id)).map((row) => row.status)).toEqual(['declined']);

      // A day later the project may ask again.
      const hours = WORKSPACE_LIMITS.declinedInviteBlockHours + 1;
      await database().db.execute(sql`
        UPDATE project_invitations SET responded_at = now() - ${hours}::int * interval '1 hour'
        WHERE id = ${invitation.id}`);
      expectNeutral(await sendInvitation(app(), owner, project.id, invitee.user.email), invitee.user.email);
      expect((await invitationsOf(app(), invitee)).map((item) => item.project.id)).toEqual([project.id]);
      expect(await inviteNotifications(invitee)).toHaveLength(1);
    });

    it('a decline keeps out only that project: another project may invite the same email', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const first = await createProject(app(), owner, { name: 'First' });
      const second = await createProject(app(), owner, { name: 'Second' });
      await sendInvitation(app(), owner, first.id, invitee.user.email);
      await answerInvitation(app(), invitee, (await invitationInto(invitee, first.id)).id, 'decline');
      await sendInvitation(app(), owner, second.id, invitee.user.email);
      expect((await invitationsOf(app(), invitee)).map((item) => item.project.name)).toEqual(['Second']);
    });

    it('someone else’s invitation, an unknown one and a malformed id are all 404, and change nothing', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const other = await registerUser(app());
      const project = await createProject(app(), owner);
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      const invitation = await invitationInto(invitee, project.id);
      for (const answer of ['accept', 'decline'] as const) {
        for (const [user, id] of [
          [other, invitation.id],
          [owner, invitation.id],
          [invitee, UNKNOWN_ID],
          [invitee, 'not-an-id'],
        ] as const) {
          expectFailure(await answerInvitation(app(), user, id, answer), 404, en('projects.invitationNotFound'));
        }
      }
      expect(await invitationsOf(app(), other)).toEqual([]);
      expect((await invitationsOf(app(), invitee)).map((item) => item.id)).toEqual([invitation.id]);
      expect(await membersOf(app(), owner, project.id)).toHaveLength(1);
    });
  });

  describe('an email without an account', () => {
    it('is found by the person who registers with it later, and stays theirs', async () => {
      const owner = await registerUser(app());
      const project = await createProject(app(), owner, { name: 'Waiting' });
      const email = freshEmail();
      await sendInvitation(app(), owner, project.id, email.toUpperCase(), 'admin');
      expect((await projectInvitations(owner, project.id)).map((item) => item.email)).toEqual([email]);

      const newcomer = await registerUser(app(), { email });
      const [invitation] = await invitationsOf(app(), newcomer);
      expect(invitation).toMatchObject({ project: { id: project.id, name: 'Waiting' }, role: 'admin' });
      // Reading claimed it: an email change later does not lose it.
      expect((await rowsOf(project.id))[0]).toMatchObject({ invitee_id: newcomer.user.id, status: 'pending' });
      // Not notified on reading (only accounts that exist when invited are).
      expect(await inviteNotifications(newcomer)).toEqual([]);

      const accepted = expectData<{ project: ProjectView }>(
        await answerInvitation(app(), newcomer, invitation!.id, 'accept'),
      );
      expect(accepted.project).toMatchObject({ id: project.id, myRole: 'admin' });
    });

    it('can be accepted straight away after registering, before the list is read', async () => {
      const owner = await registerUser(app());
      const project = await createProject(app(), owner);
      const email = freshEmail();
      await sendInvitation(app(), owner, project.id, email);
      const [row] = await projectInvitations(owner, project.id);
      const newcomer = await registerUser(app(), { email });
      expectData(await answerInvitation(app(), newcomer, row!.id, 'accept'));
      expect((await projectsOf(app(), newcomer)).map((item) => item.id)).toEqual([project.id]);
    });
  });

  describe('the project’s open invitations', () => {
    it('lists them by email, newest first, without telling whether an account has the email', async () => {
      const owner = await registerUser(app());
      const admin = await registerUser(app());
      const invitee = await registerNamed();
      const project = await createProject(app(), owner);
      await addMember(app(), owner, project.id, admin, 'admin');
      const nobody = freshEmail();
      await sendInvitation(app(), owner, project.id, invitee.user.email, 'admin');
      await sendInvitation(app(), admin, project.id, nobody);

      const response = await callApi(app(), 'GET', `/api/projects/${project.id}/invitations`, owner.token);
      expect(response.body).not.toContain(invitee.user.id);
      expect(response.body).not.toContain(invitee.user.username);
      expect(expectData<ProjectInvitation[]>(response)).toEqual([
        {
          id: expect.any(String),
          email: nobody,
          role: 'member',
          invitedBy: { id: admin.user.id, username: admin.user.username, avatar: '' },
          createdAt: expect.any(String),
        },
        {
          id: expect.any(String),
          email: invitee.user.email,
          role: 'admin',
          invitedBy: { id: owner.user.id, username: owner.user.username, avatar: '' },
          createdAt: expect.any(String),
        },
      ]);
    });

    it('withdrawing one closes it: gone from both lists, its notification removed, no longer answerable', async () => {
      const owner = await registerUser(app());
      const admin = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner);
      const elsewhere = await createProject(app(), owner);
      await addMember(app(), owner, project.id, admin, 'admin');
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      const [open] = await projectInvitations(owner, project.id);

      // Through another project's URL, or unknown: 404.
      for (const [projectId, id] of [
        [elsewhere.id, open!.id],
        [project.id, UNKNOWN_ID],
        [project.id, 'nope'],
      ] as const) {
        expectFailure(await withdraw(owner, projectId, id), 404, en('projects.invitationNotFound'));
      }
      expect(await inviteNotifications(invitee)).toHaveLength(1);

      // An admin may withdraw the owner's invitation.
      expect(expectData(await withdraw(admin, project.id, open!.id))).toEqual({ invitationId: open!.id });
      expect(await projectInvitations(owner, project.id)).toEqual([]);
      expect(await invitationsOf(app(), invitee)).toEqual([]);
      expect(await inviteNotifications(invitee)).toEqual([]);
      expectFailure(await answerInvitation(app(), invitee, open!.id, 'accept'), 404, en('projects.invitationNotFound'));
      expectFailure(await withdraw(owner, project.id, open!.id), 404, en('projects.invitationNotFound'));

      // Withdrawn is not declined: inviting again works at once.
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      expect((await invitationsOf(app(), invitee)).map((item) => item.project.id)).toEqual([project.id]);
    });

    it('withdrawing keeps the notification of an earlier, accepted invitation into the same project', async () => {
      const owner = await registerUser(app());
      const invitee = await registerUser(app());
      const project = await createProject(app(), owner);
      await addMember(app(), owner, project.id, invitee);
      expectData(
        await callApi(app(), 'DELETE', `/api/projects/${project.id}/members/${invitee.user.id}`, invitee.token),
      );
      await sendInvitation(app(), owner, project.id, invitee.user.email);
      expect(await inviteNotifications(invitee)).toHaveLength(2);
      const [open] = await projectInvitations(owner, project.id);
      expectData(await withdraw(owner, project.id, open!.id));
      expect((await inviteNotifications(invitee)).map((item) => item.isRead)).toEqual([true]);
    });
  });

  describe('the hourly limit', () => {
    it(`refuses an inviter's invitation past ${WORKSPACE_LIMITS.projectInvitesPerHour} in an hour, whoever it is for`, async () => {
      const owner = await registerUser(app());
      const colleague = await registerUser(app());
      const member = await registerUser(app());
      const project = await createProject(app(), owner);
      await addMember(app(), owner, project.id, colleague, 'admin');
      await addMember(app(), owner, project.id, member);
      // addMember made 2 of the owner's invitations.
      for (let index = 2; index < WORKSPACE_LIMITS.projectInvitesPerHour; index += 1) {
        expect((await sendInvitation(app(), owner, project.id, freshEmail())).statusCode).toBe(200);
      }
      const before = await rowsOf(project.id);
      // Past the limit: refused alike for a new email and for a member (no answer tells them apart).
      for (const email of [freshEmail(), member.user.email]) {
        expectFailure(await sendInvitation(app(), owner, project.id, email), 429, en('projects.invitationsPerHour'));
      }
      expect(await rowsOf(project.id)).toEqual(before);
      // Another inviter has a limit of their own.
      expect((await sendInvitation(app(), colleague, project.id, freshEmail())).statusCode).toBe(200);

      // An hour later the owner may invite again.
      await database().db.execute(sql`
        UPDATE project_invitations SET created_at = now() - interval '61 minutes'
        WHERE invited_by = ${owner.user.id}`);
      expect((await sendInvitation(app(), owner, project.id, freshEmail())).statusCode).toBe(200);
    });
  });

  it('GET /api/projects/invitations is the caller’s list, not a project called "invitations"', async () => {
    const user = await registerUser(app());
    expect(expectData(await callApi(app(), 'GET', '/api/projects/invitations', user.token))).toEqual([]);
    expectFailure(await callApi(app(), 'GET', '/api/projects/invitations', undefined), 401, en('auth.required'));
  });
});
