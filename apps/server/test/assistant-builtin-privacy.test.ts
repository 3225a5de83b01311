import { randomBytes } from 'node:crypto';
import type { Language } from '@teamhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addMember, createProject, createTask } from './helpers/projects.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** A question, and the words of it an answer may repeat back (what the asker typed is no leak). */
interface Probe {
  question: string;
  language: Language;
  echo?: string;
}

/**
 * "The assistant can never show a user anything they could not open themselves": another user's
 * tasks in a project the asker is not in, a direct conversation of two others, a group the asker
 * left, a chat the asker deleted for themselves, another user's documents (kept or shared to others)
 * appear in no answer and in no facts given to a model, whatever the question.
 */
describeEachDatabase('built-in assistant privacy', ({ database }) => {
  let built: TestApp;
  let assistant: BuiltinAssistant;
  let an: RegisteredUser;
  let binh: RegisteredUser;
  let lan: RegisteredUser;
  let minh: RegisteredUser;
  const suffix = randomBytes(3).toString('hex');
  const mention = () => `@an_${suffix}`;
  /** Ids that must appear in no link. */
  const hiddenIds: string[] = [];
  let anAndMinh: string;

  /** Words of things an must never be shown. */
  const SECRETS = [
    'Dự án bí mật của Bình',
    'Kế hoạch riêng của Bình',
    'Bí mật giữa Bình và Lan',
    'Ngân sách bí mật BL',
    'Nhóm đã rời',
    'Tin nhắn trong nhóm đã rời',
    'Ngân sách nhóm đã rời',
    'Tin nhắn cũ đã xóa',
    'Ngân sách đã xóa khỏi máy',
    'Ngân sách riêng của Bình',
  ];

  beforeAll(async () => {
    built = await createTestApp(database());
    assistant = builtinAssistantOn(database().db);
    const { app } = built;
    const { db } = database();
    an = await registerUser(app, { username: `an_${suffix}` });
    binh = await registerUser(app, { username: `binh_${suffix}` });
    lan = await registerUser(app, { username: `lan_${suffix}` });
    minh = await registerUser(app, { username: `minh_${suffix}` });

    // binh's project, which an is not in, with a task due today.
    const secretProject = (await createProject(app, binh, { name: 'Dự án bí mật của Bình' })).id;
    const secretTask = await createTask(app, binh, secretProject, {
      title: 'Kế hoạch riêng của Bình',
      assignee: binh.user.id,
    });
    await makeDueOn(db, secretTask.id, localDay());
    hiddenIds.push(secretProject);

    // binh and lan's direct conversation: a mention of an, and a document shared into it.
    const binhAndLan = (await openDirect(app, binh, lan)).id;
    await say(db, lan, binhAndLan, `Bí mật giữa Bình và Lan ${mention()} về ngân sách`);
    await shareIntoChat(app, binh, await uploadText(app, binh, 'Ngân sách bí mật BL.txt'), binhAndLan);
    hiddenIds.push(binhAndLan);

    // A group an left, after a mention and a shared document.
    const left = (await createGroup(app, binh, [an, lan], { name: 'Nhóm đã rời' })).id;
    await say(db, binh, left, `Tin nhắn trong nhóm đã rời ${mention()} về ngân sách quý này`);
    await shareIntoChat(app, binh, await uploadText(app, binh, 'Ngân sách nhóm đã rời.txt'), left);
    expectData(await callApi(app, 'DELETE', `/api/chats/conversations/${left}/members/${an.user.id}`, an.token));
    hiddenIds.push(left);

    // A direct conversation an deleted for themselves: its earlier messages are gone for an.
    anAndMinh = (await openDirect(app, an, minh)).id;
    await say(db, minh, anAndMinh, `Tin nhắn cũ đã xóa ${mention()} về ngân sách`);
    await shareIntoChat(app, minh, await uploadText(app, minh, 'Ngân sách đã xóa khỏi máy.txt'), anAndMinh);
    expectData(await callApi(app, 'DELETE', `/api/chats/conversations/${anAndMinh}`, an.token));

    // binh's own document, never shared; an's own, as a control.
    await uploadText(app, binh, 'Ngân sách riêng của Bình.txt');
    await uploadText(app, an, 'Ngân sách của An.txt');

    // A project an is in, so the task answer is not empty.
    const shared = (await createProject(app, binh, { name: 'Dự án chung' })).id;
    await addMember(app, binh, shared, an);
    await createTask(app, binh, shared, { title: 'Việc chung của An', assignee: an.user.id });
  });

  afterAll(async () => {
    await built?.app.close();
  });

  const expectNothingHidden = (text: string | null, probe: Probe) => {
    const shown = probe.echo && text ? text.split(probe.echo).join('') : (text ?? '');
    for (const secret of SECRETS) expect(shown, `${probe.question} → ${secret}`).not.toContain(secret);
    for (const id of hiddenIds) expect(shown, `${probe.question} → ${id}`).not.toContain(id);
  };

  const probes = (): Probe[] => [
    { question: 'việc của tôi', language: 'vi' },
    { question: 'viec sap den han', language: 'vi' },
    { question: 'What is due today?', language: 'en' },
    { question: 'Tin nhắn chưa đọc', language: 'vi' },
    { question: 'ai nhac den toi', language: 'vi' },
    { question: 'who mentioned me?', language: 'en' },
    { question: 'Thông báo', language: 'vi' },
    { question: 'notifications', language: 'en' },
    { question: 'Tìm tài liệu ngân sách', language: 'vi' },
    { question: 'tim tai lieu ngan sach', language: 'vi' },
    { question: 'find "ngân sách"', language: 'en' },
    { question: 'tài liệu', language: 'vi' },
    { question: 'find documents "bí mật"', language: 'en', echo: 'bí mật' },
    { question: 'Tìm tài liệu "Ngân sách riêng của Bình"', language: 'vi', echo: 'Ngân sách riêng của Bình' },
    { question: 'tim bai viet ngan sach', language: 'vi' },
    { question: 'find messages about ngan sach', language: 'en' },
    { question: 'tìm kế hoạch riêng', language: 'vi' },
    { question: 'tìm việc kế hoạch', language: 'vi' },
    { question: 'Ngân sách bí mật giữa Bình và Lan là bao nhiêu?', language: 'vi', echo: 'bí mật giữa Bình và Lan' },
    { question: 'tóm tắt', language: 'vi' },
    { question: 'Tóm tắt #Nhóm đã rời', language: 'vi', echo: 'Nhóm đã rời' },
    { question: 'tom tat nhom da roi', language: 'en' },
    { question: `summarize the chat with binh_${suffix}`, language: 'en' },
    { question: `tóm tắt cuộc trò chuyện với lan_${suffix}`, language: 'vi' },
    { question: `summarize the chat with minh_${suffix}`, language: 'en' },
    { question: 'xin chào', language: 'vi' },
  ];

  it('shows nothing of other people’s tasks, conversations or documents, in answers or model facts', async () => {
    for (const probe of probes()) {
      const { answer, context } = await ask(assistant, an, probe.question, { language: probe.language });
      expectNothingHidden(answer, probe);
      expectNothingHidden(context, probe);
    }
  });

  describe('while still answering what an may open', () => {
    it('lists an’s own task and document only', async () => {
      const tasks = await ask(assistant, an, 'việc của tôi');
      expect(tasks.answer).toContain('Việc chung của An');
      expect(tasks.answer).toContain('1 việc chưa xong');
      const documents = await ask(assistant, an, 'tim tai lieu ngan sach');
      expect(documents.answer).toContain('Ngân sách của An.txt');
      // Every message about the budget is in a conversation an left, deleted or never had.
      expect(documents.answer).not.toContain('/chat?');
      expect(documents.grounding).toMatchObject({ kind: 'sources', sources: [{ number: 1 }] });
    });

    it('has no unread messages or mentions for an: they were in conversations an left, deleted or never had', async () => {
      const { answer } = await ask(assistant, an, 'unread messages', { language: 'en' });
      expect(answer).toContain('You are all caught up: no unread messages.');
      expect(answer).toContain(`Nobody mentioned @an\\_${suffix} in the last 30 days.`);
    });

    it('cannot summarize a conversation an is not (or no longer) in', async () => {
      for (const question of ['Tóm tắt #Nhóm đã rời', `summarize the chat with binh_${suffix}`]) {
        const { answer, context } = await ask(assistant, an, question, {
          language: question.startsWith('s') ? 'en' : 'vi',
        });
        expect(answer).toMatch(/^(Mình không tìm thấy cuộc trò chuyện|I could not find a conversation)/u);
        expect(context).toMatch(/^No conversation named/mu);
      }
      // lan's name matches no conversation of an's: the one lan shares with binh is not an's.
      expect((await ask(assistant, an, `tóm tắt cuộc trò chuyện với lan_${suffix}`)).answer).toContain(
        'Mình không tìm thấy cuộc trò chuyện',
      );
    });

    it('summarizes a chat an deleted for themselves as empty, and shows what comes after', async () => {
      const before = await ask(assistant, an, `summarize the chat with minh_${suffix}`, { language: 'en' });
      expect(before.answer).toContain('has no messages you can see yet.');
      await say(database().db, minh, anAndMinh, 'Tin nhắn mới sau khi xóa, về buổi họp ngày mai');
      const after = await ask(assistant, an, `summarize the chat with minh_${suffix}`, { language: 'en' });
      expect(after.answer).toContain('1 message at');
      expect(after.answer).toContain('Tin nhắn mới sau khi xóa');
      expect(after.answer).not.toContain('Tin nhắn cũ đã xóa');
      const unread = await ask(assistant, an, 'tin nhắn chưa đọc');
      expect(unread.answer).toContain(`(/chat?c=${anAndMinh}) · 1 chưa đọc`);
      expect(unread.answer).not.toContain('Tin nhắn cũ đã xóa');
    });
  });
});
