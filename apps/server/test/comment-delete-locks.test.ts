import type { ApiSuccess, PostView } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from './helpers/api.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser } from './helpers/test-app.js';
import { someoneWaitsForALock } from './helpers/lock-waits.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * A reply and the deletion of the comment it answers take the comment's lock, then the post's row
 * (for its comments_count), in that order. Only PostgreSQL has a second connection to hold the
 * deletion open while the reply arrives; PGlite runs one statement at a time.
 */
describeEachDatabase('a reply while its comment is being deleted', ({ database }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp(database()));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('waits for the deletion, then answers 404, with no deadlock and the count exact', async (context) => {
    if (database().kind !== 'postgres') context.skip();
    const [author, commenter] = [await registerUser(app), await registerUser(app)];
    const post = await createPost(app, author);
    const top = await createComment(app, commenter, post.id, 'about to go');

    let replying: ReturnType<typeof callApi> | undefined;
    await database().db.transaction(async (tx) => {
      // What deleting a comment does (comments.repository.ts), held open before it counts.
      await tx.execute(sql`SELECT id FROM comments WHERE id = ${top.id} FOR UPDATE`);
      await tx.execute(sql`DELETE FROM comments WHERE id = ${top.id} OR parent_id = ${top.id}`);
      replying = callApi(app, 'POST', `/api/posts/${post.id}/comment/${top.id}/reply`, author.token, {
        text: 'too late',
      });
      await someoneWaitsForALock(database().db);
      // A reply that took the post's row first would make this wait for it: a deadlock.
      await tx.execute(sql`UPDATE posts SET comments_count = comments_count - 1 WHERE id = ${post.id}`);
    });

    expect((await replying)?.statusCode).toBe(404);
    const after = await callApi(app, 'GET', `/api/posts/${post.id}`, author.token);
    expect(after.json<ApiSuccess<PostView>>().data.commentsCount).toBe(0);
  });
});
