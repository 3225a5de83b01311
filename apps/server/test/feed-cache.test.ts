import type { PostView } from '@teamhub/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { callApi } from './helpers/api.js';
import { createComment, createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('remembered feed pages', ({ database }) => {
  let built: App;
  const feedOf = async (user: RegisteredUser) => {
    const response = await callApi(built.app, 'GET', '/api/posts?limit=5', user.token);
    expect(response.statusCode).toBe(200);
    return response.json<PostView[]>();
  };

  beforeAll(async () => {
    built = await createTestApp(database());
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('shows each reader their own likes on a remembered page, and every write at once', async () => {
    const [author, fan, reader] = [
      await registerUser(built.app),
      await registerUser(built.app),
      await registerUser(built.app),
    ];
    const post = await createPost(built.app, author, { caption: 'cached?' });
    const comment = await createComment(built.app, author, post.id, 'first');
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, fan.token);
    await callApi(built.app, 'POST', `/api/posts/${post.id}/comment/${comment.id}/like`, fan.token);

    // The reader's read fills the cache; the fan's read of the same page comes from it.
    const [forReader] = await feedOf(reader);
    const [forFan] = await feedOf(fan);
    expect(forReader).toMatchObject({ id: post.id, likesCount: 1, isLiked: false });
    expect(forReader!.comments[0]).toMatchObject({ id: comment.id, likesCount: 1, isLiked: false });
    expect(forFan).toMatchObject({ id: post.id, likesCount: 1, isLiked: true });
    expect(forFan!.comments[0]).toMatchObject({ id: comment.id, isLiked: true });

    // Writes are seen by the very next read, whoever reads.
    await callApi(built.app, 'POST', `/api/posts/${post.id}/like`, reader.token);
    expect((await feedOf(fan))[0]).toMatchObject({ likesCount: 2, isLiked: true });
    expect((await feedOf(reader))[0]).toMatchObject({ likesCount: 2, isLiked: true });
    await createComment(built.app, fan, post.id, 'second');
    expect((await feedOf(reader))[0]).toMatchObject({ commentsCount: 2 });
    const newer = await createPost(built.app, fan, { caption: 'newer' });
    expect((await feedOf(reader))[0]!.id).toBe(newer.id);
  });
});
