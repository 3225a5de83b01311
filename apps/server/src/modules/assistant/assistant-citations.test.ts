import type { SearchHit } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { createCitationLinker } from './assistant-citations.js';
import type { WorkspaceSource } from './builtin/builtin.types.js';

const hit = (link: string): SearchHit => ({
  type: 'message',
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Nhóm "thiết kế"',
  snippet: { text: 'Hạn nộp là thứ sáu', highlights: [] },
  link,
  author: null,
  createdAt: '2025-03-12T03:00:00.000Z',
  context: {},
});

const sources: WorkspaceSource[] = [
  {
    number: 1,
    hit: hit('/chat?c=a&message=m1'),
    label: 'Tin nhắn của An trong “Nhóm "A"”',
    time: '12 thg 3, 10:00',
    excerpt: '…',
  },
  { number: 2, hit: hit('/projects?project=p&task=t'), label: 'Việc “Trang_chủ”', time: null, excerpt: '…' },
];

/** Feeds the pieces through a linker, as the stream does, and joins what came out. */
function linked(pieces: string[], listAllUncited = false) {
  const linker = createCitationLinker(sources, 'vi', listAllUncited);
  const shown = pieces.map((piece) => linker.push(piece));
  return { shown, text: shown.join('') + linker.end() };
}

describe('citation links', () => {
  it('turns [n] into a link titled with its source, even split across pieces, and lists the sources cited', () => {
    const { shown, text } = linked(['Hạn nộp là thứ sáu [', '1', '].', ' Việc đã giao [2, 7].']);
    expect(shown[0]).toBe('Hạn nộp là thứ sáu ');
    expect(shown[1]).toBe('');
    expect(text).toBe(
      [
        'Hạn nộp là thứ sáu [1](/chat?c=a&message=m1 "Nguồn 1: Tin nhắn của An trong “Nhóm \\"A\\"”, 12 thg 3, 10:00").' +
          ' Việc đã giao [2](/projects?project=p&task=t "Nguồn 2: Việc “Trang_chủ”")[7].',
        '',
        '**Nguồn**',
        '- \\[1\\] [Tin nhắn của An trong “Nhóm "A"”](/chat?c=a&message=m1) · 12 thg 3, 10:00',
        '- \\[2\\] [Việc “Trang\\_chủ”](/projects?project=p&task=t)',
      ].join('\n'),
    );
  });

  it('leaves links the model wrote, code blocks and unknown numbers as they are', () => {
    const { text } = linked(['See [1](https://x.test) and\n``', '`\nconst a = b[1];\n```\nthen [3].']);
    expect(text).toBe('See [1](https://x.test) and\n```\nconst a = b[1];\n```\nthen [3].');
  });

  it('lists every source after an answer that cited none, when the question asked for a search', () => {
    expect(linked(['Không có gì.'], true).text).toContain('**Nguồn**\n- \\[1\\]');
    expect(linked(['Không có gì.'], false).text).toBe('Không có gì.');
  });
});
