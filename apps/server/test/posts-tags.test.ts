import type { PostView } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postTags } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createPost } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('hashtags', ({ database }) => {
  let built: TestApp;
  let author: RegisteredUser;
  let reader: RegisteredUser;

  const tagPage = (tag: string, query = '', user: RegisteredUser | null = reader) =>
    callApi(built.app, 'GET', `/api/posts/tags/${encodeURIComponent(tag)}${query}`, user?.token);
  const idsOf = (page: PostView[]) => page.map((post) => post.id);

  beforeAll(async () => {
    built = await createTestApp(database());
    [author, reader] = [await registerUser(built.app), await registerUser(built.app)];
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('finds the posts of a tag newest first, whatever its accents and case, each once', async () => {
    const first = await createPost(built.app, author, { caption: 'Chúc mừng #Tết nhé' });
    const second = await createPost(built.app, reader, { caption: '#tet vui quá, #TẾT!' });
    await createPost(built.app, author, { caption: 'Tết không có thẻ, a#tet, https://x.vn/#tet, #1' });
    const third = await createPost(built.app, author, { caption: 'Về quê (#TET) #Du_lịch' });

    for (const tag of ['tet', 'Tết', 'TẾT']) {
      expect(idsOf(expectData<PostView[]>(await tagPage(tag)))).toEqual([third.id, second.id, first.id]);
    }
    // A post is what the feed shows, as the reader sees it.
    const [newest] = expectData<PostView[]>(await tagPage('tet'));
    expect(newest).toMatchObject({ id: third.id, caption: 'Về quê (#TET) #Du_lịch', isLiked: false });
    expect(idsOf(expectData<PostView[]>(await tagPage('du_lich')))).toEqual([third.id]);
    expect(expectData<PostView[]>(await tagPage('1'))).toEqual([]);
  });

  it('pages like the feed: `before` is the last post of the previous page', async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      made.unshift((await createPost(built.app, author, { caption: `trang ${index} #paging` })).id);
    }
    expect(idsOf(expectData<PostView[]>(await tagPage('paging')))).toEqual(made);
    const pageOne = idsOf(expectData<PostView[]>(await tagPage('paging', '?limit=2')));
    const pageTwo = idsOf(expectData<PostView[]>(await tagPage('paging', `?limit=2&before=${pageOne[1]}`)));
    const pageThree = idsOf(expectData<PostView[]>(await tagPage('paging', `?limit=2&before=${pageTwo[1]}`)));
    expect([...pageOne, ...pageTwo, ...pageThree]).toEqual(made);
    expect(pageThree).toHaveLength(1);
  });

  it('follows the caption through an edit, and goes with a deleted post', async () => {
    const post = await createPost(built.app, author, { caption: 'trước #cu' });
    const edit = (body: Record<string, unknown>) =>
      callApi(built.app, 'PUT', `/api/posts/${post.id}`, author.token, body);
    expectData(await edit({ caption: 'sau #moi #Mới' }));
    expect(expectData<PostView[]>(await tagPage('cu'))).toEqual([]);
    expect(idsOf(expectData<PostView[]>(await tagPage('moi')))).toEqual([post.id]);
    // An edit of another field leaves the tags as they are.
    expectData(await edit({ location: 'Huế' }));
    expect(idsOf(expectData<PostView[]>(await tagPage('mới')))).toEqual([post.id]);

    expectData(await callApi(built.app, 'DELETE', `/api/posts/${post.id}`, author.token));
    expect(expectData<PostView[]>(await tagPage('moi'))).toEqual([]);
    expect(await database().db.select().from(postTags).where(eq(postTags.postId, post.id))).toEqual([]);
  });

  it('refuses a malformed tag, page size or cursor with a readable 400, and a signed-out caller with 401', async () => {
    expectFailure(await tagPage('bad tag!'), 400, en('validation.tagInvalid'));
    expectFailure(await tagPage('x'.repeat(51)), 400, en('validation.tagInvalid'));
    expectFailure(await tagPage('ok', '?limit=0'), 400, en('validation.feedLimitInvalid'));
    expectFailure(await tagPage('ok', '?before=nope'), 400, en('validation.cursorInvalid'));
    expect((await tagPage('ok', '', null)).statusCode).toBe(401);
  });
});
