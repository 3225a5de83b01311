import { describe, expect, it } from 'vitest';
import { makeConversation, makeParticipant } from '../../../../test/fixtures/chat';
import { conversationAvatar, conversationTitle, onlineMemberCount, otherParticipant } from './conversation-display';

describe('direct conversation display', () => {
  const direct = makeConversation({
    participants: [
      makeParticipant({ _id: 'user-1', username: 'minh', avatar: '/me.webp' }),
      makeParticipant({ _id: 'user-2', username: 'lan', avatar: '/lan.webp' }),
    ],
  });

  it('shows the other participant, whichever side the current user is on', () => {
    expect(otherParticipant(direct, 'user-1')?.username).toBe('lan');
    expect(otherParticipant(direct, 'user-2')?.username).toBe('minh');
    expect(conversationTitle(direct, 'user-1')).toBe('lan');
    expect(conversationAvatar(direct, 'user-1')).toBe('/lan.webp');
  });

  it('falls back to the only participant of a chat with oneself', () => {
    const alone = makeConversation({ participants: [makeParticipant({ _id: 'user-1', username: 'minh' })] });
    expect(conversationTitle(alone, 'user-1')).toBe('minh');
  });
});

describe('group display', () => {
  const group = makeConversation({ type: 'group', name: ' Design ', avatar: '/g.webp' });

  it('uses the group name and picture', () => {
    expect(otherParticipant(group, 'user-1')).toBeNull();
    expect(conversationTitle(group, 'user-1')).toBe('Design');
    expect(conversationAvatar(group, 'user-1')).toBe('/g.webp');
  });

  it('counts online members', () => {
    expect(onlineMemberCount(group.participants, new Set(['user-2', 'someone-else']))).toBe(1);
  });
});
