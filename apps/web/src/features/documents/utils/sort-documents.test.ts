import { describe, expect, it } from 'vitest';
import { documentFixture } from '../test-support/fixtures';
import { filterDocuments, sortDocuments } from './sort-documents';

const documents = [
  documentFixture({ id: 'b', name: 'beta.txt', type: 'text/plain', size: 10, createdAt: '2026-11-02T00:00:00Z' }),
  documentFixture({
    id: 'a',
    name: 'Alpha.pdf',
    type: 'application/pdf',
    size: 500,
    createdAt: '2026-11-01T00:00:00Z',
  }),
  documentFixture({ id: 'c', name: 'chart 10.png', type: 'image/png', size: 90, createdAt: '2026-11-03T00:00:00Z' }),
  documentFixture({ id: 'd', name: 'chart 9.png', type: 'image/png', size: 90, createdAt: '2026-10-01T00:00:00Z' }),
];
const ids = (list: { id: string }[]) => list.map((document) => document.id);

describe('sortDocuments', () => {
  it('orders by name, ignoring case and reading numbers as numbers', () => {
    expect(ids(sortDocuments(documents, 'name'))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('orders by date created, newest first', () => {
    expect(ids(sortDocuments(documents, 'date'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders by size, largest first (ties by name)', () => {
    expect(ids(sortDocuments(documents, 'size'))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('orders by type (ties by name)', () => {
    expect(ids(sortDocuments(documents, 'type'))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('leaves the given list alone', () => {
    sortDocuments(documents, 'size');
    expect(ids(documents)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('filterDocuments', () => {
  it('matches part of the name without case or Vietnamese accents', () => {
    const vietnamese = documentFixture({ id: 'v', name: 'Báo cáo Đợt 1.docx' });
    expect(ids(filterDocuments([...documents, vietnamese], 'CHART'))).toEqual(['c', 'd']);
    expect(ids(filterDocuments([...documents, vietnamese], 'bao cao dot'))).toEqual(['v']);
    expect(filterDocuments(documents, '  ')).toHaveLength(4);
  });
});
