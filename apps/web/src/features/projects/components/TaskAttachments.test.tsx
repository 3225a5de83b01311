import type { TaskAttachmentView } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ProjectsPage } from '../ProjectsPage';
import { projectFixture, taskFixture } from '../test-support/fixtures';
import { fakeProjectsSocket as socket } from '../test-support/fake-projects-socket';

vi.mock('../../../lib/realtime/namespace-socket', async () => ({
  connectNamespace: (await import('../test-support/fake-projects-socket')).connectFakeProjectsSocket,
}));

const patient = { timeout: 10_000 };
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const attachment = (id: string, overrides: Partial<TaskAttachmentView>): TaskAttachmentView => ({
  _id: id,
  id,
  taskId: 't1',
  kind: 'file',
  name: `${id}.png`,
  size: 2048,
  mimeType: 'image/png',
  url: `/api/projects/tasks/t1/attachments/${id}/file?t=x`,
  previewUrl: null,
  available: true,
  documentId: null,
  uploadedBy: { _id: 'user-1', id: 'user-1', username: 'minh', avatar: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const mine = attachment('photo', { previewUrl: '/api/projects/tasks/t1/attachments/photo/preview?t=x' });
const theirs = attachment('plan', {
  kind: 'document',
  name: 'plan.pdf',
  mimeType: 'application/pdf',
  url: null,
  available: false,
  documentId: 'd1',
  uploadedBy: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
});
const task = taskFixture({ id: 't1', title: 'Hero section', attachmentCount: 2 });

function serve() {
  let attachments = [mine, theirs];
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/projects') return ok([projectFixture({ id: 'p1', myRole: 'member' })]);
    if (url === '/api/projects/p1/tasks') return ok([{ ...task, attachmentCount: attachments.length }]);
    if (url === '/api/projects/p1/members') return ok([]);
    if (url === '/api/projects/tasks/t1') return ok({ ...task, checklist: [], attachments, watchers: [] });
    if (url === '/api/projects/tasks/t1/attachments/photo' && init?.method === 'DELETE') {
      attachments = attachments.filter((item) => item.id !== 'photo');
      return ok({ taskId: 't1', attachmentId: 'photo' });
    }
    return new Response(JSON.stringify({ success: false, message: 'Không tìm thấy' }), { status: 404 });
  });
}

describe("the task panel's attachments", () => {
  beforeEach(() => socket.listeners.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists them (thumbnail, a gone document), lets me remove only mine after confirming, and follows the board', async () => {
    const fetchMock = serve();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProjectsPage />, { route: '/projects/p1/tasks/t1' });
    const section = await screen.findByTestId('task-attachments', {}, patient);
    const rows = within(section).getAllByTestId('task-attachment');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByTestId('task-attachment-thumbnail')).toHaveAttribute(
      'src',
      mine.previewUrl,
    );
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'photo.png' })).toHaveAttribute('href', mine.url);
    expect(rows[1]).toHaveTextContent('Tài liệu');
    expect(rows[1]).toHaveTextContent('Tài liệu này đã bị xóa hoặc chuyển vào thùng rác.');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    // A member removes what they attached, not another's.
    expect(within(rows[1] as HTMLElement).queryByTestId('task-attachment-remove')).toBeNull();
    expect(screen.getByTestId('card-attachments')).toHaveTextContent('2 tệp đính kèm');

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Gỡ tệp đính kèm photo.png' }));
    const dialog = await screen.findByTestId('task-attachment-remove-dialog');
    expect(dialog).toHaveTextContent('Tệp photo.png sẽ bị xóa khỏi task này.');
    fireEvent.click(screen.getByTestId('task-attachment-remove-confirm'));
    await waitFor(() => expect(within(section).getAllByTestId('task-attachment')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects/tasks/t1/attachments/photo',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(screen.getByTestId('card-attachments')).toHaveTextContent('1 tệp đính kèm'));

    // Another member's change: the panel reads the task again.
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/projects/tasks/t1').length;
    const before = reads();
    act(() => socket.listeners.get('attachments-updated')?.({ projectId: 'p1', taskId: 't1', attachmentCount: 1 }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
