import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import {
  appendMessage,
  flattenMessages,
  messageBefore,
  removeMessage,
  replaceMessage,
  setMessageReactions,
  type MessagePages,
} from './message-cache';

const m = (id: string) => makeMessage({ _id: id, content: id });
const pages = (): MessagePages => ({
  pages: [
    { messages: [m('c'), m('d')], hasMore: true },
    { messages: [m('a'), m('b')], hasMore: false },
  ],
  pageParams: [undefined, 'c'],
});
const ids = (data: MessagePages | undefined) => flattenMessages(data).map((item) => item._id);

describe('message pages', () => {
  it('flattens older pages first', () => {
    expect(ids(pages())).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('appends a live message once', () => {
    const once = appendMessage(pages(), m('e'));
    expect(ids(once)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(appendMessage(once, { ...m('e'), content: 'again' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(appendMessage(undefined, m('e'))).toBeUndefined();
  });

  it('replaces and removes by id in any page', () => {
    const edited = replaceMessage(pages(), { ...m('a'), content: 'edited' });
    expect(flattenMessages(edited)[0]?.content).toBe('edited');
    expect(ids(removeMessage(pages(), 'b'))).toEqual(['a', 'c', 'd']);
  });

  it('finds the message that becomes last', () => {
    expect(messageBefore(pages(), 'd')?._id).toBe('c');
    expect(messageBefore(undefined, 'd')).toBeNull();
  });

  it('sets one message’s reactions wherever its page is', () => {
    const reactions = [{ emoji: '👍', count: 2, reactedByMe: true }];
    const changed = setMessageReactions(pages(), 'b', reactions);
    expect(flattenMessages(changed).map((item) => item.reactions)).toEqual([[], reactions, [], []]);
    expect(setMessageReactions(undefined, 'b', reactions)).toBeUndefined();
  });
});
