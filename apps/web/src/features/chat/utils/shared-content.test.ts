import { fileMessageContent } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { gatherSharedContent } from './shared-content';

describe('gatherSharedContent', () => {
  it('sorts images, files and links out of the messages, newest first', () => {
    const content = gatherSharedContent([
      makeMessage({ _id: 'm1', content: 'docs at https://example.com/a and https://example.com/b' }),
      makeMessage({ _id: 'm2', messageType: 'image', content: fileMessageContent('cat.png', '/files/cat.png') }),
      makeMessage({ _id: 'm3', messageType: 'file', content: fileMessageContent('plan.pdf', '/files/plan.pdf') }),
      makeMessage({ _id: 'm4', content: 'again https://example.com/a' }),
    ]);
    expect(content.images.map((item) => item.filename)).toEqual(['cat.png']);
    expect(content.files.map((item) => [item.filename, item.url])).toEqual([['plan.pdf', '/files/plan.pdf']]);
    expect(content.links.map((item) => [item.messageId, item.url])).toEqual([
      ['m4', 'https://example.com/a'],
      ['m1', 'https://example.com/b'],
    ]);
  });

  it('treats a malformed file message as text', () => {
    const content = gatherSharedContent([makeMessage({ messageType: 'file', content: 'see https://x.io' })]);
    expect(content.files).toEqual([]);
    expect(content.links.map((item) => item.url)).toEqual(['https://x.io']);
  });
});
