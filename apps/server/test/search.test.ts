import { randomUUID } from 'node:crypto';
import type { SearchAnswer, SearchHit } from '@teamhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.js';
import { indexedKinds } from '../src/modules/search/search-frequency.js';
import { parseQuery, tsqueryText } from '../src/modules/search/search-query.js';
import { createSearchRepository } from '../src/modules/search/search.repository.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { createGroup, openDirect, registerUsers, sendOverSocket, sendText, socketPool } from './helpers/chat.js';
import { makeTextPdf, settledText } from './helpers/document-text.js';
import { uploaded } from './helpers/documents.js';
import { createComment, createPost } from './helpers/posts.js';
import { addMember, createProject, createTask } from './helpers/projects.js';
import { createTestApp, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** A word no other test writes: each test finds only its own rows. */
const tag = () => `k${randomUUID().replace(/-/gu, '').slice(0, 10)}`;

describeEachDatabase('search', ({ database }) => {
  let built: TestApp;
  const sockets = socketPool(() => built);
  const users = <N extends number>(count: N) => registerUsers(built.app, count);

  const searchAs = async (user: RegisteredUser, params: Record<string, string | number>) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return expectData<SearchAnswer>(await callApi(built.app, 'GET', `/api/search?${query.toString()}`, user.token));
  };
  const ids = (answer: SearchAnswer) => answer.items.map((hit) => hit.id);
  const marked = (hit: SearchHit) => hit.snippet.highlights.map(([start, end]) => hit.snippet.text.slice(start, end));
  const say = async (user: RegisteredUser, conversationId: string, text: string) => {
    const socket = await sockets.connect(user);
    return sendText(socket, conversationId, text);
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.disconnectAll();
    await built?.app.close();
  });

  describe('language', () => {
    it('ignores accents and case, matches word prefixes, and marks the words found', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      const message = await say(an, direct.id, `Gửi tài liệu THIẾT KẾ cho khách hàng ở Đà Nẵng ${word}`);

      for (const q of ['tai lieu', 'TÀI LIỆU', 'thiet', 'Thiết kế', 'da nang', 'Đà Nẵng', 'khach hang']) {
        const answer = await searchAs(binh, { q: `${q} ${word}` });
        expect(ids(answer), q).toEqual([message.id]);
      }
      const [hit] = (await searchAs(binh, { q: `tai lieu ${word}` })).items;
      expect(hit).toMatchObject({
        type: 'message',
        title: an.user.username,
        link: `/chat?c=${direct.id}&message=${message.id}`,
        author: { id: an.user.id, username: an.user.username },
        context: { conversationId: direct.id },
      });
      expect(marked(hit!)).toEqual(['tài', 'liệu', word]);
      // A prefix from the second letter: "thi" finds "THIẾT" while typing.
      expect(marked((await searchAs(binh, { q: `${word} thi` })).items[0]!)).toEqual(['THIẾT', word]);
    });

    it('a reply in a thread opens that thread beside its root', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      const root = await say(an, direct.id, `Lịch họp tuần sau ${word}`);
      const answer = await sendOverSocket(await sockets.connect(binh), {
        conversationId: direct.id,
        content: `Thứ ba được không ${word}`,
        threadRootId: root.id,
      });
      if (!answer.success) throw new Error(answer.message);
      const [hit] = (await searchAs(an, { q: `thu ba ${word}` })).items;
      expect(hit).toMatchObject({
        id: answer.data.id,
        link: `/chat?c=${direct.id}&message=${root.id}&thread=${root.id}`,
      });
    });

    it('finds a longer word with one typo, but not a short word one letter away', async () => {
      const [author] = await users(1);
      const word = tag();
      const post = await createPost(built.app, author, { caption: `Quarterly marketing presentation ${word}` });
      expect(ids(await searchAs(author, { q: `presentaton ${word}` }))).toEqual([post.id]);
      expect(ids(await searchAs(author, { q: `markteing ${word}` }))).toEqual([post.id]);
      expect(ids(await searchAs(author, { q: `presentatoin ${word}` }))).toEqual([post.id]);
      // Two letters off, and a short word: no match.
      expect(ids(await searchAs(author, { q: `prezentaton ${word}` }))).toEqual([]);
      expect(ids(await searchAs(author, { q: `quartrly ${word}` }))).toEqual([post.id]);
      expect(ids(await searchAs(author, { q: `quartz ${word}` }))).toEqual([]);
    });

    it('reads "quoted words" as an exact phrase', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      const right = await say(an, direct.id, `kế hoạch tuần này ${word}`);
      const reversed = await say(an, direct.id, `tuần này có kế hoạch ${word}`);
      expect(new Set(ids(await searchAs(an, { q: `ke hoach ${word}` })))).toEqual(new Set([right.id, reversed.id]));
      expect(ids(await searchAs(an, { q: `"ke hoach tuan" ${word}` }))).toEqual([right.id]);
      // Text made of symbols only finds nothing, without an error.
      expect(ids(await searchAs(an, { q: '!!! ???' }))).toEqual([]);
    });
  });

  describe('ranking and paging', () => {
    it('ranks a title above a body, and the newest first among equals', async () => {
      const [owner] = await users(1);
      const word = tag();
      const project = await createProject(built.app, owner, { name: `Ops ${word}` });
      const task = await createTask(built.app, owner, project.id, { title: `Báo cáo doanh thu ${word}` });
      const other = await createTask(built.app, owner, project.id, { title: 'Khác', description: `báo cáo ${word}` });
      const newer = await createTask(built.app, owner, project.id, { title: 'Khác 2', description: `báo cáo ${word}` });
      const answer = await searchAs(owner, { q: `bao cao ${word}` });
      expect(ids(answer)).toEqual([task.id, newer.id, other.id]);
      expect(answer.items[0]).toMatchObject({
        type: 'task',
        title: `Báo cáo doanh thu ${word}`,
        link: `/projects?project=${project.id}&task=${task.id}`,
        context: { projectId: project.id },
      });
      expect(marked(answer.items[1]!)).toEqual(['báo', 'cáo', word]);
    });

    it('pages with a cursor: every hit once, in order, then no cursor', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      const sent: string[] = [];
      for (let index = 0; index < 7; index += 1) sent.push((await say(an, direct.id, `lịch họp ${index} ${word}`)).id);
      const seen: string[] = [];
      let cursor: string | null = null;
      const pages: number[] = [];
      do {
        const answer: SearchAnswer = await searchAs(binh, {
          q: `lich ${word}`,
          limit: 3,
          ...(cursor ? { cursor } : {}),
        });
        pages.push(answer.items.length);
        seen.push(...ids(answer));
        cursor = answer.nextCursor;
      } while (cursor);
      expect(pages).toEqual([3, 3, 1]);
      expect(seen).toEqual([...sent].reverse());
    });

    it('ranks the newest 100 matches of a kind, older ones while there are fewer', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      const message = await say(an, direct.id, `biên bản ${word}`);
      const post = await createPost(built.app, an, { caption: `biên bản ${word}` });
      const comment = await createComment(built.app, binh, post.id, `biên bản ${word}`);
      const monthAgo = sql`now() - interval '30 days'`;
      const { db } = database();
      await db.execute(sql`UPDATE messages SET created_at = ${monthAgo} WHERE id = ${message.id}::uuid`);
      await db.execute(sql`UPDATE posts SET created_at = ${monthAgo} WHERE id = ${post.id}::uuid`);
      await db.execute(sql`UPDATE comments SET created_at = ${monthAgo} WHERE id = ${comment.id}::uuid`);
      // A thousand newer posts and comments: the team's newest 1,000 of each, read row by row, no longer
      // hold the older ones, which are found through the full-text index.
      await db.execute(sql`INSERT INTO posts (user_id, caption, media_url, thumbnail_url, media_type)
        SELECT ${an.user.id}::uuid, 'filler ' || n, '/uploads/filler.jpg', '/uploads/filler.jpg', 'image'
        FROM generate_series(1, 1000) n`);
      await db.execute(sql`INSERT INTO comments (post_id, user_id, text)
        SELECT ${post.id}::uuid, ${an.user.id}::uuid, 'filler ' || n FROM generate_series(1, 1000) n`);
      expect(ids(await searchAs(binh, { q: `bien ban ${word}` })).sort()).toEqual(
        [message.id, post.id, comment.id].sort(),
      );

      const newer: string[] = [];
      for (let index = 0; index < 100; index += 1) newer.push((await say(binh, direct.id, `${index} ${word}`)).id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const answer: SearchAnswer = await searchAs(an, {
          q: word,
          type: 'message',
          limit: 50,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...ids(answer));
        cursor = answer.nextCursor;
      } while (cursor);
      expect(seen.sort()).toEqual(newer.sort());
    });

    it("reads a rare word's kinds through the index, a common word's newest first, with the same hits", async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const [rare, common] = [tag(), tag()];
      const oldMessage = await say(an, direct.id, `hợp đồng ${rare}`);
      const newMessage = await say(binh, direct.id, `phụ lục ${rare}`);
      const post = await createPost(built.app, an, { caption: `hợp đồng ${rare}` });
      const comment = await createComment(built.app, binh, post.id, `phụ lục ${rare}`);
      const { db } = database();
      await db.execute(
        sql`UPDATE messages SET created_at = now() - interval '30 days' WHERE id = ${oldMessage.id}::uuid`,
      );
      await db.execute(sql`INSERT INTO posts (user_id, caption, media_url, thumbnail_url, media_type)
        SELECT ${an.user.id}::uuid, ${common} || ' ' || n, '/uploads/common.jpg', '/uploads/common.jpg', 'image'
        FROM generate_series(1, 400) n`);
      await db.execute(sql`ANALYZE messages, posts, comments`);

      const statistics = await createSearchRepository(db).renewStatistics();
      expect(indexedKinds(parseQuery(rare), statistics)).toEqual(['message', 'post', 'comment']);
      expect(indexedKinds(parseQuery(common), statistics)).not.toContain('post');

      /** Every candidate search_hits finds for `words`, messages, posts and comments read as `indexed` says. */
      const hitsReadBy = async (words: string, indexed: string) =>
        rowsOf<{ kind: string; id: string }>(
          await db.execute(sql`
            SELECT found_kind AS kind, found_id AS id
            FROM search_hits(${an.user.id}::uuid, ${tsqueryText(parseQuery(words))}::text,
                             '{message,post,comment}'::text[], ${`{${direct.id}}`}::uuid[], '{}'::uuid[],
                             '{}'::timestamptz[], '{}'::uuid[], NULL::uuid, NULL::timestamptz, NULL::timestamptz,
                             NULL::real, NULL::timestamptz, NULL::text, NULL::uuid, 300, ${indexed}::text[])`),
        );
      const byIndex = await hitsReadBy(rare, '{message,post,comment}');
      expect(byIndex.map((hit) => hit.id).sort()).toEqual([oldMessage.id, newMessage.id, post.id, comment.id].sort());
      expect(await hitsReadBy(rare, '{}')).toEqual(byIndex);
      const commonByIndex = await hitsReadBy(common, '{post}');
      expect(commonByIndex).toHaveLength(100);
      expect(await hitsReadBy(common, '{}')).toEqual(commonByIndex);
    });

    it('filters by kind, author, place and date', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const group = await createGroup(built.app, an, [binh]);
      const word = tag();
      const fromAn = await say(an, direct.id, `ngân sách ${word}`);
      const fromBinh = await say(binh, group.id, `ngân sách ${word}`);
      const post = await createPost(built.app, an, { caption: `ngân sách ${word}` });
      const comment = await createComment(built.app, binh, post.id, `ngân sách ${word}`);

      const all = await searchAs(an, { q: `ngan sach ${word}` });
      expect(new Set(ids(all))).toEqual(new Set([fromAn.id, fromBinh.id, post.id, comment.id]));
      expect(all.items.find((hit) => hit.id === comment.id)).toMatchObject({
        type: 'comment',
        link: `/?highlight=${post.id}&comment=${comment.id}`,
        context: { postId: post.id },
      });
      expect(ids(await searchAs(an, { q: `ngan sach ${word}`, type: 'message', from: binh.user.id }))).toEqual([
        fromBinh.id,
      ]);
      expect(ids(await searchAs(an, { q: `ngan sach ${word}`, in: direct.id }))).toEqual([fromAn.id]);
      expect(ids(await searchAs(an, { q: `ngan sach ${word}`, type: 'post' }))).toEqual([post.id]);
      expect(ids(await searchAs(an, { q: `ngan sach ${word}`, after: '2999-01-01' }))).toEqual([]);
      expect(await searchAs(an, { q: `ngan sach ${word}`, before: '2000-01-01' })).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('refuses what it cannot read, in the reader’s words', async () => {
      const [an] = await users(1);
      const get = (query: string) => callApi(built.app, 'GET', `/api/search?${query}`, an.token);
      expectFailure(await get('q=%20%20'), 400, en('search.queryRequired'));
      expectFailure(await get(`q=${'a'.repeat(201)}`), 400, en('search.queryTooLong'));
      expectFailure(await get('q=a&type=files'), 400, en('search.typeInvalid'));
      expectFailure(await get('q=a&limit=0'), 400, en('search.limitInvalid'));
      expectFailure(await get('q=a&from=nope'), 400, en('search.fromInvalid'));
      expectFailure(await get('q=a&after=yesterday'), 400, en('search.dateInvalid'));
      expectFailure(await get('q=a&cursor=bm9wZQ'), 400, en('validation.cursorInvalid'));
      expect((await callApi(built.app, 'GET', '/api/search?q=a', undefined)).statusCode).toBe(401);
    });
  });

  describe('access', () => {
    it('never shows a message of a conversation the asker is not in, or has left', async () => {
      const [an, binh, chi] = await users(3);
      const direct = await openDirect(built.app, an, binh);
      const group = await createGroup(built.app, an, [binh, chi]);
      const word = tag();
      const secret = await say(an, direct.id, `mật khẩu wifi ${word}`);
      const shared = await say(an, group.id, `mật khẩu wifi ${word}`);
      expect(ids(await searchAs(chi, { q: `mat khau ${word}` }))).toEqual([shared.id]);
      expect(ids(await searchAs(chi, { q: `mat khau ${word}`, in: direct.id }))).toEqual([]);

      expectData(
        await callApi(built.app, 'DELETE', `/api/chats/conversations/${group.id}/members/${chi.user.id}`, chi.token),
      );
      expect(ids(await searchAs(chi, { q: `mat khau ${word}` }))).toEqual([]);
      expect(new Set(ids(await searchAs(binh, { q: `mat khau ${word}` })))).toEqual(new Set([secret.id, shared.id]));
    });

    it('hides what came before a chat was deleted for oneself', async () => {
      const [an, binh] = await users(2);
      const direct = await openDirect(built.app, an, binh);
      const word = tag();
      await say(an, direct.id, `hóa đơn cũ ${word}`);
      expectData(await callApi(built.app, 'DELETE', `/api/chats/conversations/${direct.id}`, binh.token));
      const after = await say(an, direct.id, `hóa đơn mới ${word}`);
      expect(ids(await searchAs(binh, { q: `hoa don ${word}` }))).toEqual([after.id]);
      expect(ids(await searchAs(an, { q: `hoa don ${word}` }))).toHaveLength(2);
    });

    it("shows a project's tasks and the project only to its members, not after removal", async () => {
      const [owner, member, outsider] = await users(3);
      const word = tag();
      const project = await createProject(built.app, owner, { name: `Kho hàng ${word}` });
      await addMember(built.app, owner, project.id, member);
      const task = await createTask(built.app, owner, project.id, { title: `Kiểm kê ${word}`, tags: ['kho'] });

      expect(new Set(ids(await searchAs(member, { q: word })))).toEqual(new Set([project.id, task.id]));
      expect(ids(await searchAs(outsider, { q: word }))).toEqual([]);
      expect(ids(await searchAs(outsider, { q: word, in: project.id }))).toEqual([]);
      expectData(
        await callApi(built.app, 'DELETE', `/api/projects/${project.id}/members/${member.user.id}`, owner.token),
      );
      expect(ids(await searchAs(member, { q: word }))).toEqual([]);
    });

    it('finds a document by its name for its owner only, and not in the trash', async () => {
      const [owner, other] = await users(2);
      const word = tag();
      const [document] = await uploaded(built.app, owner.token, [
        { bytes: 'x', name: `Hợp_đồng-thuê ${word}.txt`, type: 'text/plain' },
      ]);
      const answer = await searchAs(owner, { q: `hop dong thue ${word}` });
      expect(ids(answer)).toEqual([document!.id]);
      expect(answer.items[0]).toMatchObject({
        type: 'document',
        title: `Hợp_đồng-thuê ${word}.txt`,
        link: `/documents?preview=${document!.id}`,
      });
      expect(ids(await searchAs(other, { q: `hop dong ${word}` }))).toEqual([]);
      const trashed = await callApi(built.app, 'DELETE', '/api/documents', owner.token, { ids: [document!.id] });
      expect(trashed.statusCode, trashed.body).toBe(200);
      expect(ids(await searchAs(owner, { q: `hop dong ${word}` }))).toEqual([]);
    });

    it('finds the words inside a PDF on their page, for the owner only', async () => {
      const [owner, other] = await users(2);
      const word = tag();
      const pdf = makeTextPdf([['Agenda for Monday'], [`Kế hoạch ngân sách quý ba ${word}`, 'Chi phí dự kiến']]);
      const [document] = await uploaded(built.app, owner.token, [
        { bytes: pdf, name: 'plan.pdf', type: 'application/pdf' },
      ]);
      expect(await settledText(database().db, document!.id)).toBe('ready');
      const answer = await searchAs(owner, { q: `ngan sach ${word}` });
      expect(answer.items).toEqual([
        expect.objectContaining({
          type: 'document',
          id: document!.id,
          title: 'plan.pdf',
          link: `/documents?preview=${document!.id}&page=2`,
          context: { folderId: null, page: 2 },
        }),
      ]);
      expect(marked(answer.items[0]!)).toEqual(['ngân', 'sách', word]);
      expect(ids(await searchAs(other, { q: `ngan sach ${word}` }))).toEqual([]);
      // By its name, the link opens the document's first page.
      const byName = await searchAs(owner, { q: 'plan', type: 'document' });
      expect(byName.items.map((hit) => hit.link)).toEqual([`/documents?preview=${document!.id}`]);
    });

    it('finds active members by name and position', async () => {
      const word = tag();
      const [asker] = await users(1);
      const person = (await registerUsers(built.app, 1))[0];
      expectData(
        await callApi(built.app, 'PUT', '/api/profile', person.token, {
          username: person.user.username,
          email: person.user.email,
          position: `Kế toán trưởng ${word}`,
        }),
      );
      const answer = await searchAs(asker, { q: `ke toan ${word}`, type: 'person' });
      expect(answer.items).toEqual([
        expect.objectContaining({ type: 'person', id: person.user.id, link: `/profile/${person.user.id}` }),
      ]);
    });
  });

  it('keeps the index in the writing transaction: an edit is found at once, a deleted message never', async () => {
    const [an, binh] = await users(2);
    const direct = await openDirect(built.app, an, binh);
    const word = tag();
    const message = await say(an, direct.id, `bản nháp ${word}`);
    expectData(
      await callApi(built.app, 'PUT', `/api/chats/messages/${message.id}`, an.token, { content: `bản chốt ${word}` }),
    );
    expect(ids(await searchAs(binh, { q: `ban chot ${word}` }))).toEqual([message.id]);
    expect(ids(await searchAs(binh, { q: `ban nhap ${word}` }))).toEqual([]);
    expectData(await callApi(built.app, 'DELETE', `/api/chats/messages/${message.id}`, an.token));
    expect(ids(await searchAs(binh, { q: word }))).toEqual([]);
    // The lexicon learnt the longer words it was written with (for typo matching).
    const terms = rowsOf<{ term: string }>(
      await database().db.execute(sql`SELECT term FROM search_terms WHERE term IN ('nhap', ${word})`),
    );
    expect(terms.map((row) => row.term)).toEqual([word]);
  });
});
