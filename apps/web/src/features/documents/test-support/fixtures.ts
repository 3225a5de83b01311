import type { DocumentView } from '@teamhub/contracts';

/** A document as the server presents it; override what the test is about. */
export function documentFixture(overrides: Partial<DocumentView> & { id: string }): DocumentView {
  const filename = overrides.filename ?? `${overrides.id}.pdf`;
  return {
    _id: overrides.id,
    name: 'report.pdf',
    type: 'application/pdf',
    size: 2048,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    filename,
    path: `documents/${filename}`,
    url: `/api/documents/${overrides.id}/download`,
    folderId: null,
    preview: { status: 'none', url: null },
    trashedAt: null,
    ...overrides,
  };
}
