import { describe, expect, it } from 'vitest';
import { highlighted, inline } from '../src/modules/assistant/builtin/answer-format.js';
import { matchConversations } from '../src/modules/assistant/builtin/answers/summary-answer.js';
import { pickKeyMessages } from '../src/modules/assistant/builtin/extractive-summary.js';
import { detectIntent, resolveQuestion } from '../src/modules/assistant/builtin/intent-detection.js';
import { keywordsOf } from '../src/modules/assistant/builtin/question-keywords.js';
import { searchText } from '../src/modules/assistant/builtin/workspace-search.js';
import { fold } from '../src/modules/assistant/builtin/text-folding.js';

/** The built-in assistant's pure parts: reading a question, choosing key messages, escaping. */
describe('built-in assistant: questions', () => {
  it('folds Vietnamese with or without marks to the same text', () => {
    expect(fold('Công VIỆC Đã Giao')).toBe('cong viec da giao');
    expect(fold('Cong viec da giao')).toBe('cong viec da giao');
    // Decomposed input (marks typed as combining characters) folds the same.
    expect(fold('Vie\u0323\u0302c')).toBe('viec');
  });

  it.each([
    ['Tôi có việc gì sắp đến hạn?', { kind: 'tasks' }],
    ['toi co viec gi sap den han', { kind: 'tasks' }],
    ['hôm nay tôi cần làm gì', { kind: 'tasks' }],
    ['What is overdue?', { kind: 'tasks' }],
    ['Tin nhắn chưa đọc', { kind: 'unread', mentionsFirst: false }],
    ['tin nhan chua doc', { kind: 'unread', mentionsFirst: false }],
    ['unread messages', { kind: 'unread', mentionsFirst: false }],
    ['Ai nhắc đến tôi?', { kind: 'unread', mentionsFirst: true }],
    ['who mentioned me', { kind: 'unread', mentionsFirst: true }],
    ['@', { kind: 'unread', mentionsFirst: true }],
    ['Thông báo mới nhất', { kind: 'notifications' }],
    ['thong bao', { kind: 'notifications' }],
    ['latest notifications', { kind: 'notifications' }],
  ])('reads %j', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });

  it('takes the words of a search, or the quoted phrase, and its scope', () => {
    expect(detectIntent('Tìm tài liệu ngân sách')).toEqual({
      kind: 'search',
      scope: 'documents',
      terms: ['ngân', 'sách'],
    });
    expect(detectIntent('tim tai lieu ngan sach')).toEqual({
      kind: 'search',
      scope: 'documents',
      terms: ['ngan', 'sach'],
    });
    expect(detectIntent('Tìm bài viết về "team building"')).toEqual({
      kind: 'search',
      scope: 'posts',
      terms: ['team building'],
    });
    expect(detectIntent('find budget')).toEqual({ kind: 'search', scope: 'all', terms: ['budget'] });
    expect(detectIntent('tài liệu mới nhất')).toEqual({ kind: 'search', scope: 'documents', terms: [] });
  });

  it('searches among messages or tasks when a search names them and words are left, else lists them', () => {
    expect(detectIntent('find messages about budget')).toEqual({
      kind: 'search',
      scope: 'messages',
      terms: ['budget'],
    });
    expect(detectIntent('tim tin nhan ve hop')).toEqual({ kind: 'search', scope: 'messages', terms: ['hop'] });
    expect(detectIntent('tìm việc thiết kế')).toEqual({ kind: 'search', scope: 'tasks', terms: ['thiết', 'kế'] });
    expect(detectIntent('find tasks about login')).toEqual({ kind: 'search', scope: 'tasks', terms: ['login'] });
    expect(detectIntent('tìm tin nhắn chưa đọc')).toEqual({ kind: 'unread', mentionsFirst: false });
    expect(detectIntent('tìm tin nhắn')).toEqual({ kind: 'unread', mentionsFirst: false });
    expect(detectIntent('tìm việc của tôi')).toEqual({ kind: 'tasks' });
    expect(detectIntent('find my tasks due soon')).toEqual({ kind: 'tasks' });
    expect(detectIntent('tìm thiết kế trang chủ')).toEqual({
      kind: 'search',
      scope: 'all',
      terms: ['thiết', 'kế', 'trang', 'chủ'],
    });
  });

  it('hands the search a quoted phrase in quotes', () => {
    expect(searchText(['team building'])).toBe('"team building"');
    expect(searchText(['ngân', 'sách'])).toBe('ngân sách');
  });

  it('keeps the words a question in a sentence is about, for the search a model answers from', () => {
    expect(keywordsOf('Ngân sách quý này là bao nhiêu?')).toEqual(['ngan', 'sach', 'quy']);
    expect(keywordsOf('What did we decide about the launch in Đà Nẵng?')).toEqual(['decide', 'launch', 'da', 'nang']);
    expect(keywordsOf('xin chào Hypo')).toEqual([]);
    expect(keywordsOf('Bản thiết kế của Minh xong chưa?')).toEqual(['thiet', 'ke', 'minh', 'xong']);
  });

  it('takes the conversation a summary names, after #, in quotes or among the words', () => {
    expect(detectIntent('tóm tắt cuộc trò chuyện với lan')).toEqual({
      kind: 'summary',
      target: 'lan',
      keywords: 'lan',
    });
    expect(detectIntent('tom tat cuoc tro chuyen voi lan')).toEqual({
      kind: 'summary',
      target: 'lan',
      keywords: 'lan',
    });
    expect(detectIntent('summarize the chat with @lan')).toEqual({ kind: 'summary', target: 'lan', keywords: 'lan' });
    expect(detectIntent('summarize #Nhóm dự án please')).toEqual({
      kind: 'summary',
      target: 'Nhóm dự án',
      keywords: 'dự án',
    });
    expect(detectIntent('tóm tắt')).toEqual({ kind: 'summary', target: '', keywords: '' });
  });

  it('introduces itself on greetings and on what it does not understand', () => {
    expect(detectIntent('xin chào')).toEqual({ kind: 'help', understood: true });
    expect(detectIntent('Bạn là ai?')).toEqual({ kind: 'help', understood: true });
    expect(detectIntent('what is the weather tomorrow')).toEqual({ kind: 'help', understood: false });
  });

  it('turns "more" into the next page of the last list asked for', () => {
    const history = [
      { role: 'user' as const, content: 'thông báo' },
      { role: 'assistant' as const, content: '…' },
      { role: 'user' as const, content: 'thêm' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(resolveQuestion('xem thêm', history)).toEqual({ intent: { kind: 'notifications' }, page: 2 });
    expect(resolveQuestion('more', history.slice(0, 2))).toEqual({ intent: { kind: 'notifications' }, page: 1 });
    expect(resolveQuestion('thêm', [])).toEqual({ intent: { kind: 'help', understood: false }, page: 0 });
    expect(resolveQuestion('việc của tôi', history)).toEqual({ intent: { kind: 'tasks' }, page: 0 });
  });
});

describe('built-in assistant: summaries and text', () => {
  const message = (id: number, content: string) => ({
    id: String(id),
    senderUsername: `user${id % 3}`,
    content,
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, id)).toISOString(),
  });

  it('picks informative messages in order, never short replies or repeats', () => {
    const messages = [
      message(1, 'ok'),
      message(2, 'Bản thiết kế trang chủ đã xong, mọi người xem giúp nhé'),
      message(3, 'haha'),
      message(4, 'Bản thiết kế trang chủ đã xong, mọi người xem giúp nhé!'),
      message(5, 'Cần sửa màu nút đăng nhập trên trang chủ trước thứ sáu'),
      message(6, 'đi ăn trưa không'),
      message(7, 'Hạn nộp thiết kế trang chủ và API đăng nhập là thứ sáu'),
    ];
    const picked = pickKeyMessages(messages, 3).map((item) => item.id);
    expect(picked).toHaveLength(3);
    expect(picked).toEqual([...picked].sort((a, b) => Number(a) - Number(b)));
    expect(picked).not.toContain('1');
    expect(picked).not.toContain('3');
    // The same sentence twice is one key message.
    expect(picked.filter((id) => id === '2' || id === '4')).toHaveLength(1);
  });

  it('finds a conversation by its exact name first, then by the words of it', () => {
    const choices = [
      { id: 'a', type: 'group' as const, name: 'Dự án mới', lastActivity: '' },
      { id: 'b', type: 'group' as const, name: 'Nhóm dự án', lastActivity: '' },
      { id: 'c', type: 'direct' as const, name: 'lan', lastActivity: '' },
    ];
    expect(matchConversations(choices, 'Nhóm dự án', 'dự án').map((choice) => choice.id)).toEqual(['b', 'a']);
    expect(matchConversations(choices, 'nhom du an', 'du an')[0]?.id).toBe('b');
    expect(matchConversations(choices, 'LAN', 'LAN').map((choice) => choice.id)).toEqual(['c']);
    expect(matchConversations(choices, 'minh', 'minh')).toEqual([]);
  });

  it('escapes what would make markup of user text', () => {
    expect(inline('[click](javascript:alert(1)) <b>*bold*</b>')).toBe(
      '\\[click\\](javascript:alert(1)) \\<b\\>\\*bold\\*\\</b\\>',
    );
    expect(inline('one\ntwo   three')).toBe('one two three');
    expect(inline('x'.repeat(200), 20)).toHaveLength(20);
  });

  it('marks a snippet’s matched words in bold, the rest escaped', () => {
    expect(
      highlighted({
        text: 'Hạn *nộp* bản [thiết kế]',
        highlights: [
          [15, 20],
          [21, 23],
        ],
      }),
    ).toBe('Hạn \\*nộp\\* bản \\[**thiết** **kế**\\]');
    expect(highlighted({ text: 'no match', highlights: [] })).toBe('no match');
  });
});
