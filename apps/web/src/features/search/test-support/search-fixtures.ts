import type { SearchHit } from '@teamhub/contracts';
import { FileText, MessageCircle } from 'lucide-react';
import type { GoToPage } from '../go-to-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A hit of `type`, with what the palette and the page show of it. */
export function hit(type: SearchHit['type'], n: number, fields: Partial<SearchHit> = {}): SearchHit {
  return {
    type,
    id: id(n),
    title: `${type} ${n}`,
    snippet: { text: `Gửi tài liệu số ${n}`, highlights: [[4, 12]] },
    link: `/${type}/${n}`,
    author: { id: id(900), username: 'lan', avatar: '' },
    createdAt: '2026-05-01T08:00:00.000Z',
    context: {},
    ...fields,
  };
}

export const PAGES: GoToPage[] = [
  { to: '/chat', label: 'nav.chat', alias: 'pages.chat', icon: MessageCircle, reloadDocument: false },
  { to: '/documents', label: 'nav.document', alias: 'pages.documents', icon: FileText, reloadDocument: false },
];

const json = (body: unknown) => new Response(JSON.stringify({ success: true, data: body }), { status: 200 });

/**
 * A fetch that answers the palette's requests: the caller's conversations and projects (none), and
 * `search(url)` for each search; the requests are kept, with their signals.
 */
export function fakeSearchServer(search: (url: URL) => Promise<unknown> | unknown) {
  const searches: { url: URL; signal: AbortSignal | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/search') {
      searches.push({ url, signal: init?.signal ?? undefined });
      return json(await search(url));
    }
    if (url.pathname === '/api/chats/conversations' || url.pathname === '/api/projects') return json([]);
    return new Response('{}', { status: 404 });
  };
  return { fetchMock, searches };
}
