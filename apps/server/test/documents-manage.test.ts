import type { DocumentView, FolderContentsAnswer, FolderView, TrashAnswer } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentFolders, documents } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { storedDocuments, uploaded } from './helpers/documents.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('documents: list, rename, folders, move', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: RegisteredUser, body?: unknown) =>
    callApi(built.app, method, url, user.token, body);
  const list = async (user: RegisteredUser, query = '') =>
    expectData<DocumentView[]>(await api('GET', `/api/documents${query}`, user));
  const folder = async (user: RegisteredUser, name: string, parentId?: string) => {
    const response = await api('POST', '/api/documents/folders', user, { name, parentId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: FolderView }>().data;
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    [alice, bob] = [await registerUser(built.app), await registerUser(built.app)];
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('answers 401 to every route without a sign-in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/documents'],
      ['DELETE', '/api/documents'],
      ['PUT', `/api/documents/${id}`],
      ['GET', '/api/documents/usage'],
      ['GET', '/api/documents/folders'],
      ['POST', '/api/documents/folders'],
      ['PUT', `/api/documents/folders/${id}`],
      ['POST', '/api/documents/move'],
      ['GET', '/api/documents/trash'],
      ['POST', '/api/documents/restore'],
      ['DELETE', '/api/documents/trash'],
      ['GET', `/api/documents/${id}/download`],
    ];
    for (const [method, url] of routes) {
      const response = await built.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists one folder newest first, and searches every folder by name', async () => {
    const work = await folder(alice, 'Work');
    await uploaded(built.app, alice.token, [{ bytes: '1', name: 'Budget 2026.xlsx' }]);
    await uploaded(built.app, alice.token, [{ bytes: '2', name: 'holiday.txt' }]);
    await uploaded(built.app, alice.token, [{ bytes: '3', name: 'budget_notes.md' }], work.id);
    await uploaded(built.app, bob.token, [{ bytes: '4', name: 'budget of bob.txt' }]);

    expect((await list(alice)).map((document) => document.name)).toEqual(['holiday.txt', 'Budget 2026.xlsx']);
    expect((await list(alice, `?folderId=${work.id}`)).map((document) => document.name)).toEqual(['budget_notes.md']);
    expect((await list(alice, '?q=BUDGET')).map((document) => document.name).sort()).toEqual([
      'Budget 2026.xlsx',
      'budget_notes.md',
    ]);
    // `%` and `_` are letters to a search, not patterns.
    expect((await list(alice, '?q=t_n')).map((document) => document.name)).toEqual(['budget_notes.md']);
    expect(await list(alice, '?q=%25')).toEqual([]);
    expect(await list(bob)).toHaveLength(1);
    expectFailure(await api('GET', `/api/documents?folderId=${work.id}`, bob), 404, en('documents.folderNotFound'));
    expectFailure(await callApi(built.app, 'GET', '/api/documents', undefined), 401, en('auth.required'));
  });

  it('renames keeping the original extension; the stored name never changes', async () => {
    const [report] = (await uploaded(built.app, alice.token, [{ bytes: 'r', name: 'report.pdf' }])) as [DocumentView];
    const rename = async (name: unknown) => api('PUT', `/api/documents/${report.id}`, alice, { name });
    const cases: [string, string][] = [
      ['final', 'final.pdf'],
      ['final.pdf', 'final.pdf'],
      ['  Bản cuối.PDF ', 'Bản cuối.PDF'],
      ['v2.docx', 'v2.docx.PDF'],
    ];
    for (const [typed, expected] of cases) {
      const renamed = expectData<DocumentView>(await rename(typed));
      expect(renamed.name, typed).toBe(expected);
      expect(renamed.filename).toBe(report.filename);
    }
    expectFailure(await rename('   '), 400, en('documents.nameRequired'));
    expectFailure(await rename('a/b'), 400, en('documents.nameInvalid'));
    expectFailure(await rename('x'.repeat(256)), 400, en('documents.nameTooLong'));
    const long = expectData<DocumentView>(await rename('y'.repeat(255)));
    expect(long.name).toHaveLength(255);
    expect(long.name).toMatch(/^y+\.PDF$/);
    expectFailure(await api('PUT', '/api/documents/not-an-id', alice, { name: 'x' }), 404, en('documents.notFound'));
  });

  it('keeps everything of another user out of reach: 404 and nothing changed', async () => {
    const [secret] = (await uploaded(built.app, alice.token, [{ bytes: 's', name: 'secret.txt' }])) as [DocumentView];
    const privateFolder = await folder(alice, 'Private');
    const bobFolder = await folder(bob, 'Bob');
    const notFound = en('documents.notFound');
    const folderNotFound = en('documents.folderNotFound');

    expectFailure(await api('PUT', `/api/documents/${secret.id}`, bob, { name: 'mine' }), 404, notFound);
    expectFailure(
      await api('PUT', `/api/documents/folders/${privateFolder.id}`, bob, { name: 'x' }),
      404,
      folderNotFound,
    );
    expectFailure(await api('GET', `/api/documents/folders?parentId=${privateFolder.id}`, bob), 404, folderNotFound);
    expectFailure(
      await api('POST', '/api/documents/folders', bob, { name: 'Inside', parentId: privateFolder.id }),
      404,
      folderNotFound,
    );
    expectFailure(
      await api('PUT', `/api/documents/folders/${bobFolder.id}`, bob, { parentId: privateFolder.id }),
      404,
      folderNotFound,
    );
    expectFailure(
      await api('POST', '/api/documents/move', bob, { ids: [], targetFolderId: privateFolder.id }),
      404,
      folderNotFound,
    );
    // Ids of others are ignored where a list of ids is taken.
    const moved = await api('POST', '/api/documents/move', bob, {
      ids: [secret.id],
      folderIds: [privateFolder.id],
      targetFolderId: bobFolder.id,
    });
    expect(expectData<{ movedCount: number }>(moved).movedCount).toBe(0);
    const deleted = await api('DELETE', '/api/documents', bob, { ids: [secret.id], folderIds: [privateFolder.id] });
    expect(deleted.json()).toEqual({ success: true, data: { deletedCount: 0 }, deletedCount: 0 });
    // Alice trashes hers; Bob can neither restore nor purge them.
    await api('DELETE', '/api/documents', alice, { ids: [secret.id], folderIds: [privateFolder.id] });
    const restored = await api('POST', '/api/documents/restore', bob, {
      ids: [secret.id],
      folderIds: [privateFolder.id],
    });
    expect(expectData<{ restoredCount: number }>(restored).restoredCount).toBe(0);
    const purged = await api('DELETE', '/api/documents/trash', bob, {
      ids: [secret.id],
      folderIds: [privateFolder.id],
    });
    expect(expectData<{ deletedCount: number }>(purged).deletedCount).toBe(0);
    expect(expectData<TrashAnswer>(await api('GET', '/api/documents/trash', bob))).toEqual({
      documents: [],
      folders: [],
    });

    const [row] = await database().db.select().from(documents).where(eq(documents.id, secret.id));
    expect(row).toMatchObject({ name: 'secret.txt', folderId: null, ownerId: alice.user.id });
    expect(row?.trashedAt).not.toBeNull();
    const [folderRow] = await database()
      .db.select()
      .from(documentFolders)
      .where(eq(documentFolders.id, privateFolder.id));
    expect(folderRow).toMatchObject({ name: 'Private', parentId: null });
    expect(storedDocuments(built.privateUploadsDir)).toContain(secret.filename);
    await api('POST', '/api/documents/restore', alice, { ids: [secret.id], folderIds: [privateFolder.id] });
  });

  it('nests folders with breadcrumbs, moves things, and refuses a folder inside itself', async () => {
    const a = await folder(alice, 'A');
    const b = await folder(alice, 'B', a.id);
    const c = await folder(alice, 'C', b.id);
    const contents = expectData<FolderContentsAnswer>(
      await api('GET', `/api/documents/folders?parentId=${c.id}`, alice),
    );
    expect(contents.breadcrumbs.map((crumb) => crumb.name)).toEqual(['A', 'B', 'C']);
    expect(contents.folder?.id).toBe(c.id);
    const top = expectData<FolderContentsAnswer>(await api('GET', '/api/documents/folders', alice));
    expect(top.folder).toBeNull();
    expect(top.folders.map((item) => item.name)).toContain('A');
    expect(
      expectData<FolderContentsAnswer>(await api('GET', `/api/documents/folders?parentId=${a.id}`, alice)).folders,
    ).toEqual([expect.objectContaining({ id: b.id, parentId: a.id })]);

    const cycle = en('documents.folderCycle');
    expectFailure(await api('PUT', `/api/documents/folders/${a.id}`, alice, { parentId: c.id }), 400, cycle);
    expectFailure(await api('PUT', `/api/documents/folders/${a.id}`, alice, { parentId: a.id }), 400, cycle);
    expectFailure(
      await api('POST', '/api/documents/move', alice, { folderIds: [a.id], targetFolderId: b.id }),
      400,
      cycle,
    );
    const [file] = (await uploaded(built.app, alice.token, [{ bytes: 'f', name: 'f.txt' }])) as [DocumentView];
    const moved = await api('POST', '/api/documents/move', alice, {
      ids: [file.id],
      folderIds: [c.id],
      targetFolderId: a.id,
    });
    expect(expectData<{ movedCount: number }>(moved).movedCount).toBe(2);
    expect((await list(alice, `?folderId=${a.id}`)).map((document) => document.id)).toEqual([file.id]);
    const renamed = expectData<FolderView>(
      await api('PUT', `/api/documents/folders/${c.id}`, alice, { name: 'See', parentId: null }),
    );
    expect(renamed).toMatchObject({ name: 'See', parentId: null });
    expectFailure(await api('POST', '/api/documents/folders', alice, { name: ' ' }), 400, en('documents.nameRequired'));
    expectFailure(
      await api('POST', '/api/documents/folders', alice, { name: 'a\\b' }),
      400,
      en('documents.nameInvalid'),
    );
  });
});

describeEachDatabase('documents: trash', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    callApi(built.app, method, url, alice.token, body);
  const trash = async () => expectData<TrashAnswer>(await api('GET', '/api/documents/trash'));
  const names = async (query = '') =>
    expectData<DocumentView[]>(await api('GET', `/api/documents${query}`)).map((document) => document.name);

  beforeAll(async () => {
    built = await createTestApp(database());
    alice = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('needs a selection to delete', async () => {
    expectFailure(await api('DELETE', '/api/documents', { ids: [] }), 400, en('documents.selectionRequired'));
    expectFailure(await api('DELETE', '/api/documents', {}), 400, en('documents.selectionRequired'));
  });

  it('moves documents and whole folders to the trash, and restores them', async () => {
    const folderResponse = await api('POST', '/api/documents/folders', { name: 'Old' });
    const old = folderResponse.json<{ data: FolderView }>().data;
    const inner = (await api('POST', '/api/documents/folders', { name: 'Inner', parentId: old.id })).json<{
      data: FolderView;
    }>().data;
    const [loose, keep] = (await uploaded(built.app, alice.token, [
      { bytes: 'l', name: 'loose.txt' },
      { bytes: 'k', name: 'keep.txt' },
    ])) as [DocumentView, DocumentView];
    const [deep] = (await uploaded(built.app, alice.token, [{ bytes: 'd', name: 'deep.txt' }], inner.id)) as [
      DocumentView,
    ];
    const answer = await api('DELETE', '/api/documents', { ids: [loose.id], folderIds: [old.id] });
    expect(answer.json()).toEqual({ success: true, data: { deletedCount: 2 }, deletedCount: 2 });
    expect(await names()).toEqual(['keep.txt']);
    expect(await names('?q=deep')).toEqual([]);
    const listed = await trash();
    // What went with a folder is inside it, not listed beside it.
    expect(listed.documents.map((document) => document.id)).toEqual([loose.id]);
    expect(listed.documents[0]?.trashedAt).not.toBeNull();
    expect(listed.folders.map((item) => item.id)).toEqual([old.id]);

    const restored = await api('POST', '/api/documents/restore', { folderIds: [old.id], ids: [loose.id] });
    expect(expectData<{ restoredCount: number }>(restored).restoredCount).toBe(2);
    expect(await names(`?folderId=${inner.id}`)).toEqual(['deep.txt']);
    expect(await trash()).toEqual({ documents: [], folders: [] });
    expect(keep.id).not.toBe(deep.id);
  });

  it('restores a document whose folder is still in the trash to the top level', async () => {
    const box = (await api('POST', '/api/documents/folders', { name: 'Box' })).json<{ data: FolderView }>().data;
    const [item] = (await uploaded(built.app, alice.token, [{ bytes: 'i', name: 'item.txt' }], box.id)) as [
      DocumentView,
    ];
    await api('DELETE', '/api/documents', { ids: [item.id] });
    await api('DELETE', '/api/documents', { folderIds: [box.id] });
    await api('POST', '/api/documents/restore', { ids: [item.id] });
    const top = expectData<DocumentView[]>(await api('GET', '/api/documents'));
    expect(top.find((document) => document.id === item.id)?.folderId).toBeNull();
    expect((await trash()).folders.map((item) => item.id)).toEqual([box.id]);
  });

  it('deletes for good the named items, then everything: rows first, then files', async () => {
    const [one, two] = (await uploaded(built.app, alice.token, [
      { bytes: '1', name: 'one.txt' },
      { bytes: '2', name: 'two.txt' },
    ])) as [DocumentView, DocumentView];
    await api('DELETE', '/api/documents', { ids: [one.id, two.id] });
    const some = await api('DELETE', '/api/documents/trash', { ids: [one.id] });
    expect(some.json()).toMatchObject({ success: true, data: { deletedCount: 1 }, deletedCount: 1 });
    expect(storedDocuments(built.privateUploadsDir)).not.toContain(one.filename);
    expect(storedDocuments(built.privateUploadsDir)).toContain(two.filename);
    // An active document named here stays.
    const [active] = (await uploaded(built.app, alice.token, [{ bytes: 'a', name: 'active.txt' }])) as [DocumentView];
    await api('DELETE', '/api/documents/trash', { ids: [active.id] });
    expect(await names()).toContain('active.txt');

    const all = await api('DELETE', '/api/documents/trash');
    expect(all.statusCode).toBe(200);
    expect(all.json<{ deletedCount: number }>().deletedCount).toBeGreaterThanOrEqual(2);
    expect(await trash()).toEqual({ documents: [], folders: [] });
    expect(storedDocuments(built.privateUploadsDir)).not.toContain(two.filename);
    const rows = await database().db.select().from(documents).where(eq(documents.ownerId, alice.user.id));
    expect(rows.every((row) => row.trashedAt === null)).toBe(true);
    expect(storedDocuments(built.privateUploadsDir).sort()).toEqual(rows.map((row) => row.storedName).sort());
  });

  it('the upload sweep removes what has been in the trash for 30 days, rows then files', async () => {
    const [young, old] = (await uploaded(built.app, alice.token, [
      { bytes: 'y', name: 'young.txt' },
      { bytes: 'o', name: 'old.txt' },
    ])) as [DocumentView, DocumentView];
    const gone = (await api('POST', '/api/documents/folders', { name: 'Gone' })).json<{ data: FolderView }>().data;
    await api('DELETE', '/api/documents', { ids: [young.id, old.id], folderIds: [gone.id] });
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    await database()
      .db.update(documents)
      .set({ trashedAt: new Date(now.getTime() - 31 * day) })
      .where(eq(documents.id, old.id));
    await database()
      .db.update(documentFolders)
      .set({ trashedAt: new Date(now.getTime() - 31 * day) })
      .where(eq(documentFolders.id, gone.id));
    await database()
      .db.update(documents)
      .set({ trashedAt: new Date(now.getTime() - 29 * day) })
      .where(eq(documents.id, young.id));

    const report = await built.sweepUploads(now);
    expect(report.expired).toEqual([`documents/${old.filename}`]);
    expect(storedDocuments(built.privateUploadsDir)).not.toContain(old.filename);
    expect(storedDocuments(built.privateUploadsDir)).toContain(young.filename);
    const listed = await trash();
    expect(listed.documents.map((document) => document.id)).toEqual([young.id]);
    expect(listed.folders).toEqual([]);
  });

  it('the sweep removes a stored document file no row names', async () => {
    const [kept] = (await uploaded(built.app, alice.token, [{ bytes: 'k', name: 'kept.txt' }])) as [DocumentView];
    await database().db.delete(documents).where(eq(documents.id, kept.id));
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const report = await built.sweepUploads(later);
    expect(report.orphans).toContain(`documents/${kept.filename}`);
    expect(storedDocuments(built.privateUploadsDir)).not.toContain(kept.filename);
  });
});
