import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  isStreaming,
  retryQuestion,
  type AssistantConversation,
  type ConversationAction,
} from './conversation-state';

const NOW = '2026-05-01T08:00:00.000Z';
const empty: AssistantConversation = { id: 'conv_1_a', messages: [], timestamp: NOW };

const run = (actions: ConversationAction[], start = empty) => actions.reduce(conversationReducer, start);
const send = (text: string, n = 1): ConversationAction => ({
  type: 'send',
  text,
  userMessageId: `u${n}`,
  replyId: `r${n}`,
  now: NOW,
});

describe('conversationReducer', () => {
  it('sending adds the question and an empty streaming reply', () => {
    const state = run([send('Xin chào')]);
    expect(state.messages).toEqual([
      { id: 'u1', sender: 'user', text: 'Xin chào', timestamp: NOW, streaming: false, isError: false },
      { id: 'r1', sender: 'ai', text: '', timestamp: NOW, streaming: true, isError: false },
    ]);
    expect(isStreaming(state)).toBe(true);
  });

  it('chunks append, done ends streaming with the model and time', () => {
    const state = run([
      send('hi'),
      { type: 'chunk', replyId: 'r1', content: 'Chào ' },
      { type: 'chunk', replyId: 'r1', content: 'bạn!' },
      { type: 'done', replyId: 'r1', modelUsed: 'builtin', processingTime: 420 },
    ]);
    expect(state.messages[1]).toMatchObject({
      text: 'Chào bạn!',
      streaming: false,
      isError: false,
      modelUsed: 'builtin',
      processingTime: 420,
    });
    expect(isStreaming(state)).toBe(false);
  });

  it('an error turns the reply into an error message with its type and suggestion', () => {
    const state = run([
      send('hi'),
      { type: 'error', replyId: 'r1', failure: { errorType: 'model_not_loaded', suggestion: 'Đợi 30 giây' } },
    ]);
    expect(state.messages[1]).toMatchObject({
      streaming: false,
      isError: true,
      errorType: 'model_not_loaded',
      suggestion: 'Đợi 30 giây',
    });
  });

  it('stop keeps the partial reply, marked stopped and not an error; later chunks change nothing', () => {
    const stopped = run([
      send('hi'),
      { type: 'chunk', replyId: 'r1', content: 'Một phần' },
      { type: 'stop', replyId: 'r1' },
    ]);
    expect(stopped.messages[1]).toMatchObject({ text: 'Một phần', streaming: false, stopped: true, isError: false });
    expect(conversationReducer(stopped, { type: 'chunk', replyId: 'r1', content: ' nữa' })).toBe(stopped);
    expect(conversationReducer(stopped, { type: 'done', replyId: 'r1', modelUsed: 'x', processingTime: 1 })).toBe(
      stopped,
    );
  });

  it('does not send a blank question or one while a reply streams', () => {
    const streaming = run([send('first')]);
    expect(conversationReducer(streaming, send('second', 2))).toBe(streaming);
    expect(conversationReducer(empty, send('   '))).toBe(empty);
  });

  it('retry removes the last reply and streams a new one for the same question', () => {
    const failed = run([
      send('first'),
      { type: 'done', replyId: 'r1', modelUsed: 'm', processingTime: 1 },
      send('second', 2),
      { type: 'error', replyId: 'r2', failure: { errorType: 'timeout' } },
    ]);
    expect(retryQuestion(failed.messages)).toBe('second');
    const retried = conversationReducer(failed, { type: 'retry', replyId: 'r3', now: NOW });
    expect(retried.messages.map((message) => message.id)).toEqual(['u1', 'r1', 'u2', 'r3']);
    expect(retried.messages[3]).toMatchObject({ sender: 'ai', text: '', streaming: true, isError: false });
  });

  it('offers no retry while streaming or with nothing asked', () => {
    expect(retryQuestion([])).toBeNull();
    expect(retryQuestion(run([send('hi')]).messages)).toBeNull();
    expect(conversationReducer(empty, { type: 'retry', replyId: 'r9', now: NOW })).toBe(empty);
  });

  it('reset starts an empty conversation with the new id', () => {
    const state = run([send('hi'), { type: 'reset', id: 'conv_2_b', now: NOW }]);
    expect(state).toEqual({ id: 'conv_2_b', messages: [], timestamp: NOW });
  });
});
