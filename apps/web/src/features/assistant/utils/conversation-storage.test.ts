import { aiConversationIdSchema, LIMITS } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { newConversationId } from './conversation-id';
import { loadConversation, restoreOrCreateConversation, saveConversation } from './conversation-storage';
import type { AssistantConversation } from './conversation-state';

const KEY = 'hypo_conversation';
const NOW = Date.parse('2026-05-01T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const conversation: AssistantConversation = {
  id: 'conv_1777622400000_abc123',
  timestamp: new Date(NOW).toISOString(),
  messages: [
    {
      id: 'u1',
      sender: 'user',
      text: 'Chào',
      timestamp: new Date(NOW).toISOString(),
      streaming: false,
      isError: false,
    },
    {
      id: 'r1',
      sender: 'ai',
      text: 'Xin chào!',
      timestamp: new Date(NOW).toISOString(),
      streaming: false,
      isError: false,
      modelUsed: 'builtin',
      processingTime: 300,
    },
  ],
};

describe('conversation storage', () => {
  it('uses the specification key and restores a conversation saved under 24 h ago', () => {
    expect(LIMITS.assistant.localStorageKey).toBe(KEY);
    saveConversation(conversation, 'user-1', NOW - 23 * HOUR);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ id: conversation.id, userId: 'user-1' });
    const restored = loadConversation(NOW, 'user-1');
    expect(restored?.id).toBe(conversation.id);
    expect(restored?.messages).toEqual(conversation.messages);
  });

  it('does not restore one saved 24 h ago or more, and removes it', () => {
    saveConversation(conversation, 'user-1', NOW - 24 * HOUR);
    expect(loadConversation(NOW, 'user-1')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('does not keep an empty conversation; a new one gets a new id of the conv_ form', () => {
    saveConversation(conversation, 'user-1', NOW);
    saveConversation({ ...conversation, messages: [] }, 'user-1', NOW);
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ ...conversation, messages: [] }));
    const fresh = restoreOrCreateConversation('user-1', NOW);
    expect(fresh.messages).toEqual([]);
    expect(fresh.id).not.toBe(conversation.id);
    expect(fresh.id).toMatch(/^conv_\d{1,16}_[a-z0-9]{1,32}$/);
    expect(aiConversationIdSchema.safeParse(newConversationId()).success).toBe(true);
  });

  it('shows a reply that was streaming when the page went away as stopped', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        ...conversation,
        messages: [conversation.messages[0], { ...conversation.messages[1], streaming: true, modelUsed: undefined }],
      }),
    );
    const restored = loadConversation(NOW, 'user-1');
    expect(restored?.messages[1]).toMatchObject({ streaming: false, stopped: true, isError: false });
  });

  it('ignores junk, another account’s copy, and reads one saved without an owner', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadConversation(NOW)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ ...conversation, id: 'nope' }));
    expect(loadConversation(NOW)).toBeNull();
    saveConversation(conversation, 'user-2', NOW);
    expect(loadConversation(NOW, 'user-1')).toBeNull();
    localStorage.setItem(KEY, JSON.stringify(conversation));
    expect(loadConversation(NOW, 'user-1')?.id).toBe(conversation.id);
  });

  it('keeps an unknown error type as unknown', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        ...conversation,
        messages: [{ ...conversation.messages[1], isError: true, errorType: 'weird', suggestion: 'x' }],
      }),
    );
    expect(loadConversation(NOW)?.messages[0]).toMatchObject({ isError: true, errorType: 'unknown', suggestion: 'x' });
  });
});
