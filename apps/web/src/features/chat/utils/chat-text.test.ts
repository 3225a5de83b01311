import { fileMessageContent } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { extractLinks, lastMessagePreview, replyPreview, replyReference, truncateText, typingText } from './chat-text';

describe('truncateText', () => {
  it('keeps short texts and cuts long ones with "..."', () => {
    expect(truncateText('hello', 5)).toBe('hello');
    expect(truncateText('hello!', 5)).toBe('hello...');
  });

  it('counts emoji as one character and does not end on a space', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀...');
    expect(truncateText('ab cd', 3)).toBe('ab...');
  });
});

describe('previews', () => {
  const long = 'a'.repeat(60);

  it('cuts the last-message preview at 50 characters', () => {
    expect(lastMessagePreview(makeMessage({ content: long }))).toBe(`${'a'.repeat(50)}...`);
    expect(lastMessagePreview(makeMessage({ content: 'a'.repeat(50) }))).toBe('a'.repeat(50));
  });

  it('cuts the reply reference at 30 and the composer reply preview at 50', () => {
    expect(replyReference(long)).toBe(`${'a'.repeat(30)}...`);
    expect(replyPreview(makeMessage({ content: long }))).toBe(`${'a'.repeat(50)}...`);
  });

  it('puts line breaks on one line', () => {
    expect(lastMessagePreview(makeMessage({ content: 'one\ntwo' }))).toBe('one two');
  });

  it('shows a file message by its paperclip line', () => {
    const message = makeMessage({ messageType: 'file', content: fileMessageContent('plan.pdf', '/api/files/1') });
    expect(lastMessagePreview(message)).toBe('📎 plan.pdf');
  });
});

describe('typingText', () => {
  it('is null for nobody, "is typing" for one and "are typing" for several', () => {
    expect(typingText([])).toBeNull();
    expect(typingText(['lan'])).toEqual({ key: 'typingOne', names: 'lan' });
    expect(typingText(['lan', 'minh', 'lan'])).toEqual({ key: 'typingMany', names: 'lan, minh' });
  });
});

describe('extractLinks', () => {
  it('finds http(s) links without trailing punctuation', () => {
    expect(extractLinks('See https://example.com/a?b=1, and http://x.io.')).toEqual([
      'https://example.com/a?b=1',
      'http://x.io',
    ]);
    expect(extractLinks('no links here')).toEqual([]);
  });
});
