import type { ChecklistItemView, TaskView } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ProjectsPage } from '../ProjectsPage';
import { projectFixture, taskFixture } from '../test-support/fixtures';

/** The /projects socket: the test plays its server events. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, (payload?: unknown) => void>();
  return {
    listeners,
    connected: true,
    emit: vi.fn(),
    on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    removeAllListeners: () => listeners.clear(),
    disconnect: vi.fn(),
  };
});
vi.mock('../../../lib/realtime/namespace-socket', () => ({ connectNamespace: () => socket }));

const patient = { timeout: 10_000 };
const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });
const item = (id: string, text: string, position: number, done = false): ChecklistItemView => ({
  _id: id,
  id,
  taskId: 't1',
  text,
  done,
  position,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const task = taskFixture({
  id: 't1',
  title: 'Hero section',
  priority: 'high',
  status: 'in_progress',
  description: 'Big picture, one line.',
  assignee: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  checklistDone: 1,
  checklistTotal: 2,
});

function serve(checklist: ChecklistItemView[]) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/projects') return ok([projectFixture({ id: 'p1' })]);
    if (url === '/api/projects/p1/tasks') return ok([task]);
    if (url === '/api/projects/p1/members') return ok([]);
    if (url === '/api/projects/tasks/t1') return ok({ ...task, checklist, attachments: [] });
    if (url === '/api/projects/tasks/t1/checklist' && init?.method === 'POST') {
      const { text } = JSON.parse(String(init.body)) as { text: string };
      return ok(item('new', text, checklist.length), 201);
    }
    return new Response(JSON.stringify({ success: false, message: 'Không tìm thấy task' }), { status: 404 });
  });
}

describe('the task panel', () => {
  beforeEach(() => socket.listeners.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the task and its checklist, adds an item with the field kept, and follows others' changes live", async () => {
    const fetchMock = serve([item('a', 'Sketch', 0, true), item('b', 'Build', 1)]);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProjectsPage />, { route: '/projects/p1/tasks/t1' });
    const panel = await screen.findByRole('complementary', { name: 'Hero section' }, patient);
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(panel).toHaveTextContent('Đang làm');
    expect(panel).toHaveTextContent('Cao');
    expect(panel).toHaveTextContent('lan');
    expect(panel).toHaveTextContent('Big picture, one line.');
    const checklist = await within(panel).findByTestId('checklist', {}, patient);
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(checklist).getByTestId('checklist-progress')).toHaveTextContent('1/2');
    expect(within(checklist).getByRole('checkbox', { name: 'Sketch' })).toBeChecked();
    expect(within(checklist).getByRole('button', { name: 'Xóa mục Build' })).toBeVisible();

    const field = within(checklist).getByRole('textbox', { name: 'Thêm một mục' });
    field.focus();
    fireEvent.change(field, { target: { value: '  Ship  ' } });
    fireEvent.submit(field);
    await waitFor(() => expect(within(checklist).getAllByTestId('checklist-item')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/tasks/t1/checklist', expect.anything());
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ text: 'Ship' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    // Another member moved and ticked items: the whole list arrives, and the card's counts after it.
    act(() =>
      socket.listeners.get('checklist-updated')?.({
        projectId: 'p1',
        taskId: 't1',
        items: [item('new', 'Ship', 0, true), item('a', 'Sketch', 1, true), item('b', 'Build', 2)],
      }),
    );
    const texts = () =>
      within(checklist)
        .getAllByTestId('checklist-item')
        .map((row) => row.textContent);
    // The query cache tells its readers on the next tick.
    await waitFor(() => expect(texts()).toEqual(['Ship', 'Sketch', 'Build']));
    expect(within(checklist).getByTestId('checklist-progress')).toHaveTextContent('2/3');
    act(() =>
      socket.listeners.get('task-updated')?.({ ...task, checklistDone: 2, checklistTotal: 3 } satisfies TaskView),
    );
    await waitFor(() => expect(screen.getByTestId('card-checklist')).toHaveTextContent('2/3'));
    const card = screen.getByTestId('card-checklist');
    expect(card).toHaveTextContent('Checklist: xong 2 trên 3 mục');
  });

  it('says a task it cannot show is not found, and Escape goes back to the board', async () => {
    vi.stubGlobal('fetch', serve([]));
    renderWithProviders(<ProjectsPage />, { route: '/projects/p1/tasks/gone' });
    const panel = await screen.findByTestId('task-panel-not-found', {}, patient);
    expect(panel).toHaveTextContent('Không tìm thấy task');
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('task-panel')).toBeNull());
    expect(screen.getByTestId('task-card')).toBeVisible();
  });
});
