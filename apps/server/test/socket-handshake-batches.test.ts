import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { io as connectClient } from 'socket.io-client';
import { expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.js';
import { createPresenceRepository } from '../src/modules/presence/presence.repository.js';
import { createSessionsRepository } from '../src/modules/sessions/sessions.repository.js';
import { createSocketHandshakeRepository } from '../src/realtime/socket-handshake.repository.js';
import { en } from './helpers/api.js';
import { createGroup, listeningTestApp, openDirect, registerUsers } from './helpers/chat.js';
import { registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const sessionIdOf = (user: RegisteredUser) => decodeJwt(user.token).sid as string;
const sorted = (ids: string[] | undefined) => [...(ids ?? [])].sort();

/**
 * A burst of socket handshakes reads the database in a statement per batch, not per socket
 * (socket-handshake.repository.ts, presence.repository.ts, sessions.repository.ts): each check still
 * gets its own exact answer, a closed session and a deactivated account among them.
 */
describeEachDatabase('socket handshakes read together', ({ database }) => {
  const server = listeningTestApp(database);

  /** The statements sent while `work` runs whose text contains `marker`. */
  async function statementsOf<T>(marker: string, work: () => Promise<T>): Promise<{ result: T; statements: number }> {
    let statements = 0;
    const stop = database().onQuery((text) => {
      if (text.includes(marker)) statements += 1;
    });
    try {
      return { result: await work(), statements };
    } finally {
      stop();
    }
  }

  /** Ends `user`'s session in the database only: no process has heard of it (as after a lost message). */
  const closeSessionByHand = (user: RegisteredUser) =>
    database().db.execute(sql`DELETE FROM sessions WHERE id = ${sessionIdOf(user)}`);
  /** Deactivates `user` in the database only, leaving the session open (an account changed by hand). */
  const deactivateByHand = (user: RegisteredUser) =>
    database().db.execute(sql`UPDATE users SET status = 'deactivated' WHERE id = ${user.user.id}`);

  it('answers each handshake read of a burst, with contacts when asked, in two statements', async () => {
    const [alice, bob, carol, dave, erin] = await registerUsers(server.app, 5);
    await createGroup(server.app, alice, [bob, carol]);
    await openDirect(server.app, alice, erin);
    // A fellow member of a community only is not a contact.
    await createGroup(server.app, dave, [alice], { type: 'community' });
    await closeSessionByHand(carol);
    await deactivateByHand(dave);
    const handshakes = createSocketHandshakeRepository(database().db);
    const read = (user: RegisteredUser, withContacts = false, sessionId = sessionIdOf(user)) =>
      handshakes.read(user.user.id, sessionId, { withContacts });

    const { result, statements } = await statementsOf('asked.session_id', () =>
      Promise.all([
        read(alice, true),
        read(bob),
        read(carol, true),
        read(dave),
        // A session that is not the token user's, and a user that does not exist.
        read(erin, false, sessionIdOf(alice)),
        handshakes.read(randomUUID(), randomUUID(), { withContacts: true }),
        read(alice),
      ]),
    );

    // The first read found the lane idle and went alone; the six that came meanwhile went together.
    expect(statements).toBe(2);
    const [forAlice, forBob, forCarol, forDave, forErin, forNobody, forAliceAgain] = result;
    expect(forAlice).toEqual({
      user: { id: alice.user.id, username: alice.user.username, status: 'active' },
      sessionOpen: true,
      contactIds: expect.any(Array),
    });
    expect(sorted(forAlice.contactIds)).toEqual(sorted([bob.user.id, carol.user.id, erin.user.id]));
    expect(forBob).toEqual({ user: expect.objectContaining({ id: bob.user.id }), sessionOpen: true });
    expect(forCarol.sessionOpen).toBe(false);
    expect(sorted(forCarol.contactIds)).toEqual(sorted([alice.user.id, bob.user.id]));
    expect(forDave).toEqual({ user: expect.objectContaining({ status: 'deactivated' }), sessionOpen: true });
    expect(forErin).toEqual({ user: expect.objectContaining({ id: erin.user.id }), sessionOpen: false });
    expect(forNobody).toEqual({ user: undefined, sessionOpen: false });
    expect(forAliceAgain).toEqual({ user: forAlice.user, sessionOpen: true });
  });

  it('checks many sessions in two statements: expired, closed and borrowed ones are not open', async () => {
    const [open, expired, closed, other] = await registerUsers(server.app, 4);
    await database().db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = ${sessionIdOf(expired)}`,
    );
    await closeSessionByHand(closed);
    const sessions = createSessionsRepository(database().db);

    const { result, statements } = await statementsOf('expires_at > now()', () =>
      Promise.all([
        sessions.isOpen(sessionIdOf(open), open.user.id),
        sessions.isOpen(sessionIdOf(expired), expired.user.id),
        sessions.isOpen(sessionIdOf(closed), closed.user.id),
        sessions.isOpen(sessionIdOf(open), other.user.id),
        sessions.isOpen(sessionIdOf(other), other.user.id),
      ]),
    );

    expect(statements).toBe(2);
    expect(result).toEqual([true, false, false, false, true]);
  });

  it("looks up many users' contacts in two statements, each their own", async () => {
    const [alice, bob, carol, loner] = await registerUsers(server.app, 4);
    await openDirect(server.app, alice, bob);
    await createGroup(server.app, carol, [bob]);
    await createGroup(server.app, loner, [alice, bob], { type: 'community' });
    const presence = createPresenceRepository(database().db);

    const { result, statements } = await statementsOf('WITH ORDINALITY AS asked(user_id, i)', () =>
      Promise.all([alice, bob, carol, loner, bob].map((user) => presence.contactIds(user.user.id))),
    );

    expect(statements).toBe(2);
    expect(result.map(sorted)).toEqual([
      [bob.user.id],
      sorted([alice.user.id, carol.user.id]),
      [bob.user.id],
      [],
      sorted([alice.user.id, carol.user.id]),
    ]);
  });

  it('lets a burst of sockets in, but not one of an ended session or of a deactivated account', async () => {
    const [alice, bob, carol, dave] = await registerUsers(server.app, 4);
    await createGroup(server.app, alice, [bob, carol, dave]);
    await closeSessionByHand(carol);
    await deactivateByHand(dave);
    const { port } = server.app.server.address() as AddressInfo;
    const clients = [alice, bob, carol, dave, alice, bob].map((user) =>
      connectClient(`http://127.0.0.1:${port}/chat`, {
        auth: { token: user.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }),
    );
    const outcome = (socket: (typeof clients)[number]) =>
      new Promise<string>((resolve) => {
        socket.once('connected', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    try {
      expect(await Promise.all(clients.map(outcome))).toEqual([
        'connected',
        'connected',
        en('workspace.sessionEnded'),
        en('auth.invalidToken'),
        'connected',
        'connected',
      ]);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });

  it('marks a session confirmed from the database, and its user, as seen within a second or so', async () => {
    const user = await registerUser(server.app);
    const { db } = database();
    const seen = async () => {
      const result = await db.execute(sql`
        SELECT s.last_seen_at > now() - interval '1 minute' AS session, u.last_seen_at > now() - interval '1 minute' AS person
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ${sessionIdOf(user)}`);
      return rowsOf<{ session: boolean; person: boolean }>(result)[0];
    };
    await db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE id = ${sessionIdOf(user)}`);
    await db.execute(sql`UPDATE users SET last_seen_at = now() - interval '1 day' WHERE id = ${user.user.id}`);
    expect(await seen()).toEqual({ session: false, person: false });

    expect(
      (await server.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${user.token}` } }))
        .statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect(await seen()).toEqual({ session: true, person: true }), { timeout: 15_000 });
  });
});
