import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantConversation, AssistantMessage } from '../utils/conversation-state';
import { STREAMING_SAVE_INTERVAL_MS, useConversationPersistence } from './useConversationPersistence';

const NOW = new Date().toISOString();
const question: AssistantMessage = {
  id: 'u1',
  sender: 'user',
  text: 'q',
  timestamp: NOW,
  streaming: false,
  isError: false,
};
const reply = (text: string, streaming: boolean): AssistantMessage => ({
  id: 'a1',
  sender: 'ai',
  text,
  timestamp: NOW,
  streaming,
  isError: false,
});
const conversation = (text: string, streaming: boolean): AssistantConversation => ({
  id: 'conv_1_a',
  timestamp: NOW,
  messages: [question, reply(text, streaming)],
});
const storedText = () => JSON.parse(localStorage.getItem('hypo_conversation') ?? '{}').messages?.[1]?.text;

describe('useConversationPersistence', () => {
  afterEach(() => vi.useRealTimers());

  it('saves at once when a reply ends, and at most every 2 s while it streams', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { rerender } = renderHook(({ value }) => useConversationPersistence(value, 'user-1'), {
      initialProps: { value: conversation('', true) },
    });
    expect(setItem).toHaveBeenCalledTimes(1);
    for (const text of ['a', 'ab', 'abc', 'abcd']) rerender({ value: conversation(text, true) });
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STREAMING_SAVE_INTERVAL_MS);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(storedText()).toBe('abcd');
    rerender({ value: conversation('abcde', false) });
    expect(setItem).toHaveBeenCalledTimes(3);
    expect(storedText()).toBe('abcde');
    setItem.mockRestore();
  });

  it('keeps what has arrived when it goes away mid-reply', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(({ value }) => useConversationPersistence(value, 'user-1'), {
      initialProps: { value: conversation('', true) },
    });
    rerender({ value: conversation('partial', true) });
    unmount();
    expect(storedText()).toBe('partial');
  });
});
