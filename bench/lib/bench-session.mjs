// A benchmark's users sign in the way the server expects (apps/server/src/lib/tokens.ts): a token with
// the user's id, a session id and an expiry, and a session row the server confirms on every request.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';

/** The secret the benchmark's server is started with (JWT_SECRET). */
export const newJwtSecret = () => randomBytes(48).toString('base64url');

const SESSION_HOURS = 1;

/** A user id, a session id and a token for them signed with `secret`; nothing is written yet. */
export async function benchSignIn(secret) {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_HOURS}h`)
    .sign(new TextEncoder().encode(secret));
  return { userId, sessionId, token };
}

/** Inserts the session rows of users made by benchSignIn, once their user rows exist. */
export async function insertSessions(db, signedIn) {
  await db.execute(
    sql`INSERT INTO sessions (id, user_id, device, expires_at) VALUES ${sql.join(
      signedIn.map(
        (user) =>
          sql`(${user.sessionId}::uuid, ${user.userId}::uuid, 'bench', now() + make_interval(hours => ${SESSION_HOURS}))`,
      ),
      sql`, `,
    )}`,
  );
}
