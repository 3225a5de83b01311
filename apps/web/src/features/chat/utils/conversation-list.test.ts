import { describe, expect, it } from 'vitest';
import { makeConversation, makeMessage, makeParticipant } from '../../../../test/fixtures/chat';
import {
  applyDeletedMessage,
  applyEditedMessage,
  applyIncomingMessage,
  filterConversations,
  markReadInList,
  normalizeForSearch,
  removeConversation,
  sortByActivity,
  upsertConversation,
} from './conversation-list';

const older = makeConversation({ _id: 'c1', lastActivity: '2026-03-10T10:00:00.000Z' });
const newer = makeConversation({ _id: 'c2', lastActivity: '2026-03-12T10:00:00.000Z' });

describe('sorting and upserting', () => {
  it('puts the most recent activity first', () => {
    expect(sortByActivity([older, newer]).map((item) => item._id)).toEqual(['c2', 'c1']);
  });

  it('replaces by id and moves fresh activity to the top', () => {
    const updated = { ...older, lastActivity: '2026-03-14T10:00:00.000Z', name: 'renamed' };
    const list = upsertConversation([newer, older], updated);
    expect(list.map((item) => item._id)).toEqual(['c1', 'c2']);
    expect(list[0]?.name).toBe('renamed');
    expect(list).toHaveLength(2);
  });

  it('adds a conversation it did not have', () => {
    const added = makeConversation({ _id: 'c3', lastActivity: '2026-03-11T10:00:00.000Z' });
    expect(upsertConversation([newer, older], added).map((item) => item._id)).toEqual(['c2', 'c3', 'c1']);
  });

  it('removes by id', () => {
    expect(removeConversation([newer, older], 'c2').map((item) => item._id)).toEqual(['c1']);
  });
});

describe('applyIncomingMessage', () => {
  const message = makeMessage({ _id: 'm1', conversationId: 'c1', createdAt: '2026-03-15T10:00:00.000Z' });

  it('sets the last message, moves the conversation up and bumps unread', () => {
    const { list, found } = applyIncomingMessage([newer, older], message, true);
    expect(found).toBe(true);
    expect(list.map((item) => item._id)).toEqual(['c1', 'c2']);
    expect(list[0]).toMatchObject({ lastMessage: message, lastActivity: message.createdAt, unreadCount: 1 });
  });

  it('does not bump unread when told not to, nor twice for the same message', () => {
    const once = applyIncomingMessage([newer, older], message, false).list;
    expect(once[0]?.unreadCount).toBe(0);
    const twice = applyIncomingMessage(applyIncomingMessage([older], message, true).list, message, true).list;
    expect(twice[0]?.unreadCount).toBe(1);
  });

  it('reports a conversation it does not have', () => {
    const { list, found } = applyIncomingMessage([newer], message, true);
    expect(found).toBe(false);
    expect(list).toEqual([newer]);
  });
});

describe('edits, deletes and reads', () => {
  const last = makeMessage({ _id: 'm2', conversationId: 'c1', content: 'old' });
  const withLast = { ...older, lastMessage: last, unreadCount: 3 };

  it('updates the preview when the last message is edited', () => {
    const edited = { ...last, content: 'new', isEdited: true };
    expect(applyEditedMessage([withLast], edited)[0]?.lastMessage?.content).toBe('new');
    const other = { ...edited, _id: 'm9' };
    expect(applyEditedMessage([withLast], other)[0]?.lastMessage?.content).toBe('old');
  });

  it('falls back to the previous message when the last one is deleted', () => {
    const previous = makeMessage({ _id: 'm1', conversationId: 'c1' });
    expect(applyDeletedMessage([withLast], 'c1', 'm2', previous)[0]?.lastMessage?._id).toBe('m1');
    expect(applyDeletedMessage([withLast], 'c1', 'm2', null)[0]?.lastMessage).toBeNull();
  });

  it('clears the unread count', () => {
    expect(markReadInList([withLast], 'c1')[0]?.unreadCount).toBe(0);
  });
});

describe('filterConversations', () => {
  const direct = makeConversation({ _id: 'd', unreadCount: 2 });
  const group = makeConversation({
    _id: 'g',
    type: 'group',
    name: 'Nhóm Thiết kế',
    participants: [
      makeParticipant({ _id: 'user-1', username: 'minh' }),
      makeParticipant({ _id: 'u3', username: 'Tuấn' }),
    ],
  });
  const community = makeConversation({
    _id: 'k',
    type: 'community',
    name: 'Chạy bộ',
    participants: [
      makeParticipant({ _id: 'user-1', username: 'minh' }),
      makeParticipant({ _id: 'u4', username: 'hoa' }),
    ],
  });
  const all = [direct, group, community];
  const ids = (tab: Parameters<typeof filterConversations>[1], search = '') =>
    filterConversations(all, tab, search, 'user-1').map((item) => item._id);

  it('keeps what each tab shows', () => {
    expect(ids('all')).toEqual(['d', 'g', 'k']);
    expect(ids('unread')).toEqual(['d']);
    expect(ids('groups')).toEqual(['g']);
    expect(ids('communities')).toEqual(['k']);
  });

  it('searches names and members, ignoring case and Vietnamese marks', () => {
    expect(ids('all', 'LAN')).toEqual(['d']);
    expect(ids('all', 'thiet ke')).toEqual(['g']);
    expect(ids('all', 'tuan')).toEqual(['g']);
    expect(ids('all', 'chay')).toEqual(['k']);
    expect(ids('groups', 'chay')).toEqual([]);
    expect(ids('all', '   ')).toEqual(['d', 'g', 'k']);
    expect(ids('all', 'minh')).toEqual([]);
  });

  it('normalises đ to d', () => {
    expect(normalizeForSearch('Đặng Đức')).toBe('dang duc');
  });
});
