import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationPolicy, messagePolicy } from '../src/modules/chat/chat.policy.js';
import { commentPolicy, postPolicy } from '../src/modules/posts/posts.policy.js';
import { profilePolicy } from '../src/modules/profile/profile.policy.js';

// Each rule asked for the owner and for a second user: the rule, not the caller's luck, decides.
const owner = randomUUID();
const other = randomUUID();

describe('policies', () => {
  it('lets only a comment author delete it, and nobody comment where commenting is off', () => {
    expect(commentPolicy.delete(owner, { userId: owner })).toBe(true);
    expect(commentPolicy.delete(other, { userId: owner })).toBe(false);
    expect(postPolicy.comment(other, { turnOffCommenting: false })).toBe(true);
    expect(postPolicy.comment(owner, { turnOffCommenting: true })).toBe(false);
  });

  it('lets only the sender change a message, and only a text one be edited', () => {
    expect(messagePolicy.change(owner, { senderId: owner })).toBe(true);
    expect(messagePolicy.change(other, { senderId: owner })).toBe(false);
    expect(messagePolicy.edit(owner, { messageType: 'text' })).toBe(true);
    expect(messagePolicy.edit(owner, { messageType: 'file' })).toBe(false);
  });

  it('keeps direct chats unmanaged and the owner and admins above members', () => {
    expect(conversationPolicy.manage(owner, { type: 'direct' })).toBe(false);
    expect(conversationPolicy.manage(owner, { type: 'group' })).toBe(true);
    expect(conversationPolicy.removeOthers(other, { role: 'member' })).toBe(false);
    expect(conversationPolicy.removeOthers(owner, { role: 'admin' })).toBe(true);
    expect(conversationPolicy.outranks({ role: 'admin' }, { role: 'member' })).toBe(true);
    expect(conversationPolicy.outranks({ role: 'admin' }, { role: 'admin' })).toBe(false);
    expect(conversationPolicy.outranks({ role: 'owner' }, { role: 'admin' })).toBe(true);
    expect(conversationPolicy.outranks({ role: 'admin' }, { role: 'owner' })).toBe(false);
  });

  it('lets people follow others, never themselves', () => {
    expect(profilePolicy.follow(owner, other)).toBe(true);
    expect(profilePolicy.follow(owner, owner)).toBe(false);
  });
});
