import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, type DocumentView, type MessageView } from '@teamhub/contracts';
import type { BuiltinAssistant } from '../src/modules/assistant/builtin/builtin.types.js';
import { callApi, expectData } from './helpers/api.js';
import {
  ask,
  builtinAssistantOn,
  localDay,
  makeDueOn,
  say,
  shareIntoChat,
  uploadText,
} from './helpers/assistant-builtin.js';
import { createGroup, openDirect } from './helpers/chat.js';
import { createPost } from './helpers/posts.js';
import { addMember, createProject, createTask } from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/**
 * The built-in assistant answering on seeded data (tasks, chat, notifications, documents, posts,
 * summaries) in Vietnamese with and without marks and in English. What it must never show is in
 * assistant-builtin-privacy.test.ts.
 */
describeEachDatabase('built-in assistant', ({ database }) => {
  let built: TestApp;
  let assistant: BuiltinAssistant;
  /** an asks; binh, lan and minh are colleagues. */
  let an: RegisteredUser;
  let binh: RegisteredUser;
  let lan: RegisteredUser;
  const suffix = randomBytes(3).toString('hex');
  const today = localDay();
  let website: string;
  let team: string;
  let anAndLan: string;
  let postId: string;
  let teamBuildingPost: string;
  let budget: DocumentView;
  let minutes: MessageView;
  let homepageTask: string;
  let deadlineThread: string;

  beforeAll(async () => {
    built = await createTestApp(database());
    assistant = builtinAssistantOn(database().db);
    const { app } = built;
    an = await registerUser(app, { username: `an_${suffix}` });
    binh = await registerUser(app, { username: `binh_${suffix}` });
    lan = await registerUser(app, { username: `lan_${suffix}` });
    const { db } = database();

    // Tasks: one overdue, one due today, one without a date, one done, one of binh's.
    website = (await createProject(app, an, { name: 'Website công ty' })).id;
    await addMember(app, an, website, binh);
    const overdue = await createTask(app, an, website, {
      title: 'Thiết kế trang chủ',
      assignee: an.user.id,
      priority: 'high',
      status: 'in_progress',
    });
    await makeDueOn(db, overdue.id, addDays(today, -2));
    homepageTask = overdue.id;
    const dueToday = await createTask(app, an, website, { title: 'Viết API đăng nhập', assignee: an.user.id });
    await makeDueOn(db, dueToday.id, today);
    await createTask(app, an, website, { title: 'Soạn tài liệu hướng dẫn', assignee: an.user.id });
    await createTask(app, an, website, { title: 'Việc đã xong', assignee: an.user.id, status: 'done' });
    await createTask(app, binh, website, { title: 'Việc của Bình trên Website', assignee: binh.user.id });

    // Chat: a group with a discussion and a mention, a direct conversation with lan.
    team = (await createGroup(app, an, [binh, lan], { name: 'Nhóm dự án' })).id;
    minutes = await shareIntoChat(app, binh, await uploadText(app, binh, 'Biên bản họp dự án.txt'), team);
    await say(db, binh, team, 'Chào mọi người');
    await say(db, lan, team, 'Mình đã cập nhật bản thiết kế trang chủ cho website, mọi người xem giúp nhé');
    await say(db, binh, team, 'Bản thiết kế trang chủ đẹp, nhưng cần sửa màu nút đăng nhập cho dễ nhìn hơn');
    await say(db, an, team, 'ok');
    await say(db, lan, team, `@an_${suffix} bạn kiểm tra API đăng nhập trước thứ sáu được không?`);
    const deadline = await say(db, binh, team, 'Hạn nộp bản thiết kế trang chủ và API đăng nhập là thứ sáu tuần này');
    if (deadline.status !== 'sent') throw new Error('the deadline message was not sent');
    deadlineThread = deadline.message.id;
    await say(db, lan, team, 'haha');
    // A reply in its thread, the newest message: out of the conversation's unread count and last
    // message ("haha" stays), but a mention of an all the same.
    await say(db, binh, team, `@an_${suffix} nhớ gửi bản nháp trong chuỗi này`, deadlineThread);
    anAndLan = (await openDirect(app, an, lan)).id;
    await say(db, lan, anAndLan, 'Chiều nay họp lúc 3 giờ nhé, nhớ mang laptop');

    // Notifications: binh follows an and likes an's post.
    postId = (await createPost(app, an, { caption: 'Ảnh buổi ra mắt sản phẩm' })).id;
    expectData(await callApi(app, 'POST', `/api/profile/user/${an.user.id}/follow`, binh.token));
    expect((await callApi(app, 'POST', `/api/posts/${postId}/like`, binh.token)).statusCode).toBe(200);

    // Documents: an's own and one in the trash (binh shared one into the group above).
    budget = await uploadText(app, an, 'Ngân sách 2025.txt');
    const old = await uploadText(app, an, 'Ngân sách cũ.txt');
    expectData(await callApi(app, 'DELETE', '/api/documents', an.token, { ids: [old.id], folderIds: [] }));

    // Posts: lan's, found by caption words.
    teamBuildingPost = (await createPost(app, lan, { caption: 'Team building cuối tuần ở Đà Lạt' })).id;
  });

  afterAll(async () => {
    await built?.app.close();
  });

  it('lists open tasks assigned to the asker, overdue first, in both languages and without marks', async () => {
    for (const question of ['Tôi có việc gì sắp đến hạn?', 'toi co viec gi sap den han', 'cong viec cua toi']) {
      const { answer, context } = await ask(assistant, an, question);
      expect(answer).toContain('**Việc được giao cho bạn**: 3 việc chưa xong, trong đó 1 việc quá hạn.');
      const lines = answer.split('\n').filter((line) => line.startsWith('- '));
      expect(lines.map((line) => /^- \*\*(.+?)\*\*/u.exec(line)?.[1])).toEqual([
        'Thiết kế trang chủ',
        'Viết API đăng nhập',
        'Soạn tài liệu hướng dẫn',
      ]);
      expect(lines[0]).toContain('**quá hạn**');
      expect(lines[0]).toContain('Đang làm');
      expect(lines[0]).toContain('ưu tiên cao');
      expect(lines[0]).toContain(`[Website công ty](/projects?project=${website})`);
      expect(lines[1]).toContain('**hạn hôm nay**');
      expect(lines[2]).toContain('chưa đặt hạn');
      expect(answer).not.toContain('Việc đã xong');
      expect(answer).not.toContain('Việc của Bình');
      expect(context).toContain('"Thiết kế trang chủ"');
      expect(context).toContain('(overdue)');
      expect(context).not.toContain('Việc của Bình');
    }
    const { answer } = await ask(assistant, an, 'What tasks are due soon?', { language: 'en' });
    expect(answer).toContain('**Tasks assigned to you**: 3 open tasks, 1 overdue.');
    expect(answer).toContain('**due today**');
    expect(answer).toContain('See them all in [My tasks](/projects?view=mine).');
  });

  it('says kindly when there is nothing to do', async () => {
    expect((await ask(assistant, lan, 'việc của tôi')).answer).toContain(
      'Bạn không có việc nào chưa xong được giao. 🎉',
    );
    expect((await ask(assistant, lan, 'my tasks', { language: 'en' })).answer).toContain(
      'You have no open tasks assigned to you.',
    );
  });

  it('lists unread conversations with their last message, and mentions of the asker', async () => {
    for (const question of ['Tin nhắn chưa đọc', 'tin nhan chua doc']) {
      const { answer, context } = await ask(assistant, an, question);
      // The group: the shared file and 6 texts of the others (an's own "ok" is not unread to an); 1 from lan.
      expect(answer).toContain('**Tin nhắn chưa đọc**: 8 tin trong 2 cuộc trò chuyện.');
      expect(answer).toContain(`[lan\\_${suffix}](/chat?c=${anAndLan}) · 1 chưa đọc`);
      expect(answer).toContain(`[Nhóm dự án](/chat?c=${team}) · 7 chưa đọc`);
      expect(answer).toContain('“haha”');
      expect(answer).toContain(`**Nhắc đến bạn** (@an\\_${suffix})`);
      expect(answer).toContain('bạn kiểm tra API đăng nhập trước thứ sáu');
      expect(context).toContain('Unread messages of the user: 8 in 2 conversations.');
    }
    const mentionsFirst = await ask(assistant, an, 'Who mentioned me?', { language: 'en' });
    expect(mentionsFirst.answer.indexOf('**Mentions of you**')).toBeLessThan(
      mentionsFirst.answer.indexOf('**Unread messages**'),
    );
    expect(mentionsFirst.answer).toContain('· _unread_');
    // The thread reply's mention opens the thread beside its root.
    expect(mentionsFirst.answer).toContain(`(/chat?c=${team}&message=${deadlineThread}&thread=${deadlineThread})`);
    expect(mentionsFirst.answer).toContain('nhớ gửi bản nháp trong chuỗi này');
    expect((await ask(assistant, an, 'ai nhac den toi')).answer).toMatch(/^\*\*Nhắc đến bạn\*\*/u);
  });

  it('tells a reader who has read everything', async () => {
    for (const id of [team, anAndLan]) {
      expectData(await callApi(built.app, 'POST', `/api/chats/conversations/${id}/read`, lan.token));
    }
    const { answer } = await ask(assistant, lan, 'unread messages', { language: 'en' });
    expect(answer).toContain('You are all caught up: no unread messages.');
    expect(answer).toContain(`Nobody mentioned @lan\\_${suffix} in the last 30 days.`);
  });

  it('lists the latest notifications with links', async () => {
    for (const question of ['Thông báo mới nhất', 'thong bao moi nhat']) {
      const { answer, context } = await ask(assistant, an, question);
      expect(answer).toContain('**Thông báo gần đây** (2 chưa đọc):');
      expect(answer).toContain(`[**binh\\_${suffix}** đã thích bài viết của bạn](/?highlight=${postId})`);
      expect(answer).toContain(`[**binh\\_${suffix}** đã bắt đầu theo dõi bạn](/profile/${binh.user.id})`);
      expect(answer).toContain('Xem tất cả tại [Thông báo](/notifications).');
      expect(context).toContain(`post-like by binh_${suffix}`);
    }
    const english = await ask(assistant, an, 'show my notifications', { language: 'en' });
    expect(english.answer).toContain(`liked your post](/?highlight=${postId})`);
    expect((await ask(assistant, lan, 'notifications', { language: 'en' })).answer).toContain(
      'You have no notifications yet.',
    );
  });

  it('finds documents by name, accents or not, each a numbered link that opens it, and gives a model the same hits', async () => {
    for (const question of ['Tìm tài liệu ngân sách', 'tim tai lieu ngan sach']) {
      const { answer, grounding, context } = await ask(assistant, an, question);
      expect(answer).toMatch(/^\*\*Kết quả tìm “(ngân sách|ngan sach)”\*\* \(phù hợp nhất trước\):/u);
      expect(answer).toContain(`1. [Tài liệu “Ngân sách 2025.txt”](/documents?preview=${budget.id}) · `);
      expect(answer).not.toContain('Ngân sách cũ');
      expect(grounding).toMatchObject({ kind: 'sources', asked: true });
      expect(context).toContain('[1] Tài liệu “Ngân sách 2025.txt”');
      expect(context).not.toContain('Ngân sách cũ');
    }
  });

  it('finds a message by unaccented words among “documents” (a file sent to a conversation is one), with a link to it', async () => {
    const shared = await ask(assistant, an, 'find documents "biên bản"', { language: 'en' });
    expect(shared.answer).toContain(
      `[Message from binh\\_${suffix} in “Nhóm dự án”](/chat?c=${team}&message=${minutes.id})`,
    );
    expect(shared.answer).toContain('“📎 **Biên** **bản** họp dự án.txt”');

    const { answer } = await ask(assistant, an, 'tim tai lieu thiet ke trang chu');
    expect(answer).toContain(`[Tin nhắn của lan\\_${suffix} trong “Nhóm dự án”](/chat?c=${team}&message=`);
    expect(answer).toContain('**thiết** **kế** **trang** **chủ**');
    // "Tài liệu" looks through documents and messages, not tasks.
    expect(answer).not.toContain(homepageTask);
  });

  it('finds anything by words: messages, tasks, posts, ranked, in both languages', async () => {
    const everywhere = await ask(assistant, an, 'tìm thiết kế trang chủ');
    expect(everywhere.answer).toContain(
      `[Việc “Thiết kế trang chủ”](/projects?project=${website}&task=${homepageTask})`,
    );
    expect(everywhere.answer).toContain(`(/chat?c=${team}&message=`);
    // The task has the words in its title (ranked first), the messages in their text.
    expect(everywhere.answer.indexOf(homepageTask)).toBeLessThan(everywhere.answer.indexOf('/chat?c='));

    const messages = await ask(assistant, an, 'find messages about thu sau', { language: 'en' });
    expect(messages.answer).toContain('**Results for “thu sau”** (best match first):');
    expect(messages.answer).toContain('**thứ** **sáu**');
    expect(messages.answer).toContain(`(/chat?c=${team}&message=`);
    expect(messages.answer).not.toContain('/projects?');

    for (const question of ['Tìm bài viết về "team building"', 'tim bai viet da lat']) {
      const { answer } = await ask(assistant, an, question);
      expect(answer).toContain(`[Bài viết của lan\\_${suffix}](/?highlight=${teamBuildingPost})`);
      expect(answer).toMatch(/\*\*(Team\*\* \*\*building|Đà\*\* \*\*Lạt)\*\*/u);
    }
    const nothing = await ask(assistant, an, 'search posts "không có gì như vậy"', { language: 'en' });
    expect(nothing.answer).toContain('I found nothing in your workspace matching “không có gì như vậy”.');
    expect(nothing.grounding).toEqual({ kind: 'sources', asked: true, sources: [] });
  });

  it('lists the newest documents and posts when a search names no words', async () => {
    const { answer, context } = await ask(assistant, an, 'tài liệu mới nhất');
    expect(answer).toContain('**Tài liệu mới nhất của bạn**');
    expect(answer).toContain(`[Ngân sách 2025.txt](/documents?preview=${budget.id})`);
    expect(answer).not.toContain('Ngân sách cũ');
    expect(context).toContain('"Ngân sách 2025.txt"');
  });

  it('summarizes a conversation the asker is in, named by group name or by the other person', async () => {
    for (const question of ['Tóm tắt #Nhóm dự án', 'tom tat nhom du an', 'summarize #Nhóm dự án please']) {
      const language = question.startsWith('summarize') ? 'en' : 'vi';
      const { answer, context } = await ask(assistant, an, question, { language });
      expect(answer).toContain(`[Nhóm dự án](/chat?c=${team})`);
      expect(answer).toMatch(language === 'vi' ? /8 tin nhắn (lúc|từ) / : /8 messages (at|from) /);
      expect(answer).toContain(language === 'vi' ? '3 người tham gia' : '3 people');
      const keyMessages = answer.split('\n').filter((line) => line.startsWith('- **'));
      expect(keyMessages.length).toBeGreaterThanOrEqual(2);
      expect(keyMessages.length).toBeLessThanOrEqual(3);
      expect(keyMessages.some((line) => line.includes('thiết kế trang chủ'))).toBe(true);
      expect(keyMessages.join('\n')).not.toMatch(/“(haha|ok|Chào mọi người)”/u);
      expect(context).toContain('Key messages (extractive):');
    }
    for (const question of [`tóm tắt cuộc trò chuyện với lan_${suffix}`, `summarize the chat with lan_${suffix}`]) {
      const { answer } = await ask(assistant, an, question, { language: question.startsWith('s') ? 'en' : 'vi' });
      expect(answer).toContain(`(/chat?c=${anAndLan})`);
      expect(answer).toContain('Chiều nay họp lúc 3 giờ');
    }
  });

  it('asks which conversation when none is named, and introduces itself honestly', async () => {
    const which = await ask(assistant, an, 'tóm tắt');
    expect(which.answer).toContain('Bạn muốn tóm tắt cuộc trò chuyện nào?');
    expect(which.answer).toContain(`(/chat?c=${team})`);
    expect(which.context).toBeNull();

    for (const [question, language] of [
      ['xin chào', 'vi'],
      ['hello', 'en'],
    ] as const) {
      const { answer, context } = await ask(assistant, an, question, { language });
      expect(answer).toContain('Hypo');
      expect(answer).toContain('OLLAMA_URL');
      expect(answer).toContain('OPENAI_BASE_URL');
      expect(context).toBeNull();
    }
    const unknown = await ask(assistant, an, 'what is the weather tomorrow?', { language: 'en' });
    expect(unknown.answer).toMatch(/^I did not understand that\./u);
    expect(unknown.answer).toContain('“Summarize the chat with lan”');
    // A model would be told the workspace has nothing on it (and answer from general knowledge).
    expect(unknown.grounding).toEqual({ kind: 'sources', asked: false, sources: [] });
    expect(unknown.context).toContain('found nothing they may open');
  });

  it('reads each answer in a few statements, however much there is (no query per item)', async () => {
    // The session registry marks recently confirmed sessions as seen a second after a request, in a
    // write of its own that may fall inside the count: it is not the answer's.
    const answerOnly = (sql: string) => !/SET last_seen_at = now\(\)/.test(sql);
    for (const question of ['việc của tôi', 'tin nhắn chưa đọc', 'thông báo', 'tài liệu', 'tóm tắt #Nhóm dự án']) {
      const statements: string[] = [];
      const stop = database().onQuery((sql) => answerOnly(sql) && statements.push(sql));
      try {
        await ask(assistant, an, question);
      } finally {
        stop();
      }
      // The answer and the facts for a model: each at most 3 statements.
      expect(statements.length, `${question}: ${statements.join('\n')}`).toBeLessThanOrEqual(6);
    }
    // A search: the near spellings of its long words, the ranked hits, and one read per kind found.
    const statements: string[] = [];
    const stop = database().onQuery((sql) => answerOnly(sql) && statements.push(sql));
    try {
      await ask(assistant, an, 'tìm thiết kế trang chủ');
    } finally {
      stop();
    }
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2 * (2 + 7));
  });

  it('pages a list on "more" / "thêm" and streams line by line until aborted', async () => {
    const busy = await registerUser(built.app);
    const project = (await createProject(built.app, busy, { name: 'Nhiều việc' })).id;
    for (let index = 1; index <= 8; index += 1) {
      await createTask(built.app, busy, project, { title: `Việc số ${index}`, assignee: busy.user.id });
    }
    const first = await ask(assistant, busy, 'việc của tôi');
    expect(first.answer).toContain('Việc số 6');
    expect(first.answer).not.toContain('Việc số 7');
    expect(first.answer).toContain('…và 2 mục khác. Gõ “thêm” để xem tiếp.');
    expect(first.chunks.length).toBeGreaterThan(5);
    expect(first.chunks.join('')).toBe(first.answer);

    const history = [
      { role: 'user' as const, content: 'việc của tôi' },
      { role: 'assistant' as const, content: first.answer },
    ];
    const more = await ask(assistant, busy, 'thêm', { history });
    expect(more.answer).toContain('Việc số 7');
    expect(more.answer).toContain('Việc số 8');
    expect(more.answer).not.toContain('Việc số 1**');

    const controller = new AbortController();
    const question = {
      userId: busy.user.id,
      language: 'vi' as const,
      question: 'việc của tôi',
      history: [],
      now: new Date(),
    };
    const received: string[] = [];
    for await (const chunk of assistant.answer(question, controller.signal)) {
      received.push(chunk);
      controller.abort();
    }
    expect(received).toHaveLength(1);
    expect(await assistant.grounding(question, controller.signal)).toEqual({ kind: 'none' });
  });
});
