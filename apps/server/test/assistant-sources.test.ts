import { randomBytes } from 'node:crypto';
import type { AiConversationAnswer, DocumentView } from '@teamhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, expectData } from './helpers/api.js';
import {
  ask,
  assistantSettings,
  chunkText,
  fakeLlamaRuntime,
  lastEvent,
  listeningApp,
  newConversationId,
  ollamaAt,
  type ListeningApp,
} from './helpers/assistant.js';
import { say, uploadText } from './helpers/assistant-builtin.js';
import { createGroup, historyOf, openDirect } from './helpers/chat.js';
import { addMember, createProject, createTask } from './helpers/projects.js';
import { registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { startOllama } from './stand-ins/ollama.mjs';
import { startOpenAiCompatible } from './stand-ins/openai-compatible.mjs';

type Ollama = Awaited<ReturnType<typeof startOllama>>;
interface SentMessage {
  role: string;
  content: string;
}

/** The messages of each chat request a stand-in received, oldest first. */
const chatsOf = (standIn: Ollama): SentMessage[][] =>
  standIn.requests
    .filter((request) => request.path === '/api/chat')
    .map((request) => (request.body as { messages: SentMessage[] }).messages);

/** The workspace's system message of a chat request (the one after the prompt that says who Hypo is). */
const workspaceMessage = (messages: SentMessage[] | undefined) =>
  messages?.filter((message) => message.role === 'system')[1]?.content ?? '';

/** The numbered sources of a workspace message: "[n] label, time: “…”" → label → n. */
function numbered(context: string): Map<string, number> {
  const sources = new Map<string, number>();
  for (const [, number, label] of context.matchAll(/^\[(\d+)\] (.+?)(?:, \d{1,2} \w{3,4}, \d{2}:\d{2})?: “/gmu)) {
    sources.set(label as string, Number(number));
  }
  return sources;
}

/**
 * Hypo with a language model answers from the asker's own search: the hits go to the model numbered,
 * only those the asker may open; the model's [n] become links to where each opens, the sources cited
 * follow the answer, and a search that finds nothing is answered without the model. Against the
 * stand-in model servers on loopback (real HTTP, each service's own wire format).
 */
describeEachDatabase('assistant: answers from the workspace search, with sources', ({ database }) => {
  let ollama: Ollama;
  let server: ListeningApp;
  /** an asks; binh and lan are colleagues; binh and lan also talk privately. */
  let an: RegisteredUser;
  let binh: RegisteredUser;
  let lan: RegisteredUser;
  const suffix = randomBytes(3).toString('hex');
  let group: string;
  let privateChat: string;
  let deadline: string;
  let website: string;
  let visibleTask: string;
  let hiddenTask: string;
  let logo: DocumentView;
  /** What must never reach a model answering an. */
  const SECRETS = ['Bí mật giữa Bình và Lan', 'Dự án riêng của Bình', 'Thiết kế logo bí mật'];

  /** The link each of an's sources opens, by the label the model reads. */
  const expectedLinks = () =>
    new Map([
      [`Message from binh_${suffix} in “Nhóm thiết kế”`, `/chat?c=${group}&message=${deadline}`],
      ['Task “Thiết kế logo cho website”', `/projects?project=${website}&task=${visibleTask}`],
      ['Document “Logo thiết kế.txt”', `/documents?preview=${logo.id}`],
    ]);

  beforeAll(async () => {
    ollama = await startOllama();
    server = await listeningApp(database(), assistantSettings(ollamaAt(ollama.url)));
    const { app } = server.built;
    const { db } = database();
    an = await registerUser(app, { username: `an_${suffix}` });
    binh = await registerUser(app, { username: `binh_${suffix}` });
    lan = await registerUser(app, { username: `lan_${suffix}` });

    group = (await createGroup(app, an, [binh], { name: 'Nhóm thiết kế' })).id;
    await say(db, binh, group, 'Hạn nộp bản thiết kế logo là thứ sáu tuần này');
    deadline = (await historyOf(app, an, group)).messages.at(-1)?.id ?? '';
    privateChat = (await openDirect(app, binh, lan)).id;
    await say(db, lan, privateChat, 'Bí mật giữa Bình và Lan: hạn nộp thiết kế logo thật ra là thứ hai');

    website = (await createProject(app, an, { name: 'Website' })).id;
    await addMember(app, an, website, binh);
    visibleTask = (await createTask(app, an, website, { title: 'Thiết kế logo cho website' })).id;
    const secret = (await createProject(app, binh, { name: 'Dự án riêng của Bình' })).id;
    hiddenTask = (await createTask(app, binh, secret, { title: 'Thiết kế logo bí mật' })).id;
    logo = await uploadText(app, an, 'Logo thiết kế.txt');
  });
  beforeEach(() => ollama.reset());
  afterAll(async () => {
    await server?.close();
    await ollama?.close();
  });

  const expectNoSecrets = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    for (const id of [privateChat, hiddenTask]) expect(text).not.toContain(id);
  };

  it('sends the asker’s hits numbered, never another member’s private message or another project’s task', async () => {
    ollama.controls.reply = ['Hạn nộp là thứ sáu', ' [', '1', '].'];
    const events = await ask(server.baseUrl, an.token, { message: 'Tìm thiết kế logo' }, { 'accept-language': 'vi' });
    expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'ollama' });

    const [messages] = chatsOf(ollama);
    const context = workspaceMessage(messages);
    expect(context).toContain("Sources from the user's TeamHub workspace");
    expect(context).toContain('cite it by its number in square brackets');
    expect(context).toMatch(/^\[1\] /mu);
    expect(context).toContain('“Hạn nộp bản thiết kế logo là thứ sáu tuần này”');
    // The labels are in the asker's language.
    expect(context).toContain(`Tin nhắn của binh_${suffix} trong “Nhóm thiết kế”`);
    expect(context).toContain('Việc “Thiết kế logo cho website”');
    expect(context).toContain('Tài liệu “Logo thiết kế.txt”');
    expectNoSecrets(JSON.stringify(messages));
    expect(messages?.at(-1)).toEqual({ role: 'user', content: 'Tìm thiết kế logo' });
  });

  it('turns each [n] into a link to where source n opens, as it streams, and lists the sources cited', async () => {
    ollama.controls.reply = ['The deadline is Friday [', '1', ']. See also [2', '][3] and [9].'];
    const events = await ask(server.baseUrl, an.token, { message: 'find thiet ke logo' });
    const answer = chunkText(events);
    const sources = numbered(workspaceMessage(chatsOf(ollama)[0]));
    expect([...sources.keys()].sort()).toEqual([...expectedLinks().keys()].sort());
    for (const [label, link] of expectedLinks()) {
      const number = sources.get(label) as number;
      expect(answer).toContain(`[${number}](${link} "Source ${number}: ${label}`);
      const listed = answer.split('\n').find((line) => line.startsWith(`- \\[${number}\\] [`));
      expect(listed).toContain(`](${link})`);
    }
    // A number no source has stays as written; no citation is left half-written at a chunk's end.
    expect(answer).toContain(' and [9].');
    expect(answer).toContain('\n\n**Sources**\n- \\[1\\] ');
    const chunks = events.flatMap((event) => (event.type === 'chunk' ? [event.content] : []));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.some((chunk) => /\[\d?$/u.test(chunk))).toBe(false);

    // The conversation keeps the answer as the reader saw it, links and sources included.
    const conversationId = newConversationId();
    await ask(server.baseUrl, an.token, { conversationId, message: 'find thiet ke logo' });
    const saved = expectData<AiConversationAnswer>(
      await callApi(server.built.app, 'GET', `/api/ai/hypo/conversation/${conversationId}`, an.token),
    );
    expect(saved.messages.at(-1)?.content).toBe(answer);
  });

  it('gives a question in a sentence the hits for its key words, and only the asker’s', async () => {
    ollama.controls.reply = ['Thứ sáu [1].'];
    await ask(server.baseUrl, an.token, { message: 'Khi nào nộp bản thiết kế logo?' }, { 'accept-language': 'vi' });
    const messages = chatsOf(ollama)[0];
    const context = workspaceMessage(messages);
    expect(context).toContain('“Hạn nộp bản thiết kế logo là thứ sáu tuần này”');
    expectNoSecrets(JSON.stringify(messages));
  });

  it('finds the private message for a member of that conversation (so its absence above is the rule at work)', async () => {
    ollama.controls.reply = ['Thứ hai [1].'];
    await ask(server.baseUrl, lan.token, { message: 'Tìm thiết kế logo' });
    const context = workspaceMessage(chatsOf(ollama)[0]);
    expect(context).toContain('Bí mật giữa Bình và Lan');
    expect(context).not.toContain('Thiết kế logo cho website');
  });

  it('says a search found nothing in both languages without asking the model to guess', async () => {
    const english = await ask(server.baseUrl, an.token, { message: 'find "quasar xylophone"' });
    expect(chunkText(english)).toMatch(/^I found nothing in your workspace matching “quasar xylophone”\./u);
    expect(lastEvent(english)).toMatchObject({ type: 'done', service: 'builtin', modelUsed: 'builtin' });
    const vietnamese = await ask(
      server.baseUrl,
      an.token,
      { message: 'tìm tài liệu quasar xylophone', selectedModel: 'ollama' },
      { 'accept-language': 'vi' },
    );
    expect(chunkText(vietnamese)).toMatch(
      /^Mình không tìm thấy gì trong không gian làm việc của bạn khớp với “quasar xylophone”\./u,
    );
    expect(lastEvent(vietnamese)).toMatchObject({ type: 'done', service: 'builtin' });
    expect(chatsOf(ollama)).toEqual([]);
  });

  it('asks the model a general question, telling it the workspace had nothing, with no sources list', async () => {
    ollama.controls.reply = ['Paris.'];
    const events = await ask(server.baseUrl, an.token, { message: 'What is the capital of France?' });
    expect(chunkText(events)).toBe('Paris.');
    const context = workspaceMessage(chatsOf(ollama)[0]);
    expect(context).toContain('found nothing they may open');
    expect(context).toContain('say plainly');

    // A greeting searches nothing: no workspace message at all.
    await ask(server.baseUrl, an.token, { message: 'xin chào' });
    expect(chatsOf(ollama)[1]?.filter((message) => message.role === 'system')).toHaveLength(1);
  });

  it('keeps the built-in lists as facts for the model (tasks), not sources', async () => {
    await createTask(server.built.app, an, website, { title: 'Viết nội dung trang giới thiệu', assignee: an.user.id });
    await ask(server.baseUrl, an.token, { message: 'my tasks' });
    const context = workspaceMessage(chatsOf(ollama)[0]);
    expect(context).toContain('Facts from the user');
    expect(context).toContain('Viết nội dung trang giới thiệu');
    expect(context).not.toMatch(/^\[1\] /mu);
  });

  describe('with other services', () => {
    it('gives an OpenAI-compatible server the same sources, and links its citations', async () => {
      const api = await startOpenAiCompatible({ apiKey: null });
      const other = await listeningApp(
        database(),
        assistantSettings({ openai: { baseUrl: api.url, apiKey: undefined, model: 'local-model' } }),
      );
      try {
        const asker = await registerUser(other.built.app);
        const name = 'Kế hoạch ra mắt.txt';
        const plan = await uploadText(other.built.app, asker, name);
        api.controls.reply = ['Xem [1].'];
        const events = await ask(other.baseUrl, asker.token, { message: 'find ke hoach ra mat' });
        expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'openai' });
        const sent = api.requests.find((request) => request.path.endsWith('/chat/completions'));
        const context = workspaceMessage((sent?.body as { messages: SentMessage[] }).messages);
        expect(context).toContain(`[1] Document “${name}”`);
        expect(chunkText(events)).toContain(`[1](/documents?preview=${plan.id} "Source 1: Document “${name}”`);
      } finally {
        await other.close();
        await api.close();
      }
    });

    it('gives the in-process model the sources in its system history', async () => {
      const runtime = fakeLlamaRuntime(['Có [1].']);
      const local = await listeningApp(database(), {
        localModelPath: import.meta.filename,
        importLocalRuntime: async () => runtime,
      });
      try {
        const asker = await registerUser(local.built.app);
        const plan = await uploadText(local.built.app, asker, 'Ngân quỹ.txt');
        const events = await ask(local.baseUrl, asker.token, { message: 'tìm ngân quỹ' });
        expect(lastEvent(events)).toMatchObject({ type: 'done', service: 'local' });
        expect(JSON.stringify(runtime.histories[0])).toContain('[1] Document “Ngân quỹ.txt”');
        expect(chunkText(events)).toContain(`[1](/documents?preview=${plan.id} `);
      } finally {
        await local.close();
      }
    });
  });

  it('never hands a model a message from before the asker deleted the chat for themselves', async () => {
    const { app } = server.built;
    const chat = (await openDirect(app, an, binh)).id;
    await say(database().db, binh, chat, 'Tin nhắn cũ về thiết kế logo đã xóa');
    expectData(await callApi(app, 'DELETE', `/api/chats/conversations/${chat}`, an.token));
    ollama.controls.reply = ['…'];
    await ask(server.baseUrl, an.token, { message: 'Tìm thiết kế logo' });
    expect(JSON.stringify(chatsOf(ollama)[0])).not.toContain('Tin nhắn cũ về thiết kế logo');
  });
});
