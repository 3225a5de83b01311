import type { TaskView } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '../api';
import { taskFixture } from '../test-support/fixtures';
import { groupByStatus } from '../utils/board-order';
import { useMoveTask } from './useMoveTask';

const a = taskFixture({ id: 'a', status: 'todo', position: 'a0' });
const b = taskFixture({ id: 'b', status: 'todo', position: 'a1' });
const x = taskFixture({ id: 'x', status: 'in_progress', position: 'a0' });
const y = taskFixture({ id: 'y', status: 'in_progress', position: 'a1' });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(projectKeys.tasks('p1'), [a, b, x, y]);
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveTask('p1', onError), { wrapper });
  const tasks = () => queryClient.getQueryData<TaskView[]>(projectKeys.tasks('p1')) ?? [];
  const columns = () => groupByStatus(tasks());
  return { move: result.current, onError, tasks, columns };
}

const sent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => [
    url,
    (init as RequestInit).method,
    JSON.parse(String((init as RequestInit).body)),
  ]);

describe('useMoveTask', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends nothing for a drop at the same place', () => {
    const { move, columns, tasks } = setup();
    move(columns(), 'b', { kind: 'task', taskId: 'a', status: 'todo', after: true });
    move(columns(), 'b', { kind: 'column', status: 'todo' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tasks()).toEqual([a, b, x, y]);
  });

  it("moves the card at once and sends only the status for another column's end; the answer replaces it", async () => {
    const saved = { ...a, status: 'in_progress' as const, position: 'a2' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: saved })));
    const { move, columns, tasks } = setup();
    move(columns(), 'a', { kind: 'column', status: 'in_progress' });
    expect(columns().in_progress.map((task) => task.id)).toEqual(['x', 'y', 'a']);
    expect(sent(fetchMock)).toEqual([['/api/projects/tasks/a', 'PUT', { status: 'in_progress' }]]);
    await vi.waitFor(() => expect(tasks().find((task) => task.id === 'a')).toEqual(saved));
  });

  it('sends the card it follows for a drop between two cards', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { move, columns } = setup();
    move(columns(), 'a', { kind: 'task', taskId: 'y', status: 'in_progress', after: false });
    expect(columns().in_progress.map((task) => task.id)).toEqual(['x', 'a', 'y']);
    expect(sent(fetchMock)).toEqual([['/api/projects/tasks/a', 'PUT', { status: 'in_progress', afterTaskId: 'x' }]]);
  });

  it('puts the card back and reports the readable message when the move fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'Không tìm thấy task' }), { status: 404 }),
    );
    const { move, columns, tasks, onError } = setup();
    move(columns(), 'b', { kind: 'task', taskId: 'x', status: 'in_progress', after: false });
    expect(columns().in_progress.map((task) => task.id)).toEqual(['b', 'x', 'y']);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Không thể di chuyển task. Đã hoàn tác.'));
    expect(tasks().find((task) => task.id === 'b')).toEqual(b);
    expect(columns().todo.map((task) => task.id)).toEqual(['a', 'b']);
  });
});
