import type { TaskView } from '@teamhub/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProjectsPage } from './ProjectsPage';
import { projectFixture, taskFixture } from './test-support/fixtures';
import { groupByStatus, type Columns, type DropTarget } from './utils/board-order';

vi.mock('../../lib/realtime/namespace-socket', async () => ({
  connectNamespace: (await import('./test-support/fake-projects-socket')).connectFakeProjectsSocket,
}));

// The drag itself is dnd-kit's (covered in the browser tests); here a button plays the drop.
vi.mock('./components/Board', () => ({
  Board: ({
    tasks,
    onMove,
  }: {
    tasks: TaskView[];
    onMove: (columns: Columns, taskId: string, target: DropTarget) => void;
  }) => (
    <div>
      <p data-testid="in-todo">
        {groupByStatus(tasks)
          .todo.map((task) => task.id)
          .join(',')}
      </p>
      <p data-testid="in-progress">
        {groupByStatus(tasks)
          .in_progress.map((task) => task.id)
          .join(',')}
      </p>
      <button
        type="button"
        onClick={() => onMove(groupByStatus(tasks), 't1', { kind: 'column', status: 'in_progress' })}
      >
        drop t1 in IN PROGRESS
      </button>
    </div>
  ),
}));

const patient = { timeout: 10_000 };

describe('ProjectsPage: a failed move', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card moved at once, then puts it back with an alert', async () => {
    let refuse: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        if (url === '/api/projects')
          return new Response(JSON.stringify({ success: true, data: [projectFixture({ id: 'p1' })] }));
        if (url === '/api/projects/p1/tasks') {
          const tasks = [taskFixture({ id: 't1' }), taskFixture({ id: 't2', position: 'a1' })];
          return new Response(JSON.stringify({ success: true, data: tasks }));
        }
        if (init?.method === 'PUT') return new Promise<Response>((resolve) => (refuse = resolve));
        return new Response('{}', { status: 404 });
      }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    fireEvent.click(await screen.findByRole('button', { name: 'drop t1 in IN PROGRESS' }, patient));
    await vi.waitFor(() => expect(screen.getByTestId('in-progress')).toHaveTextContent('t1'), patient);
    expect(screen.getByTestId('in-todo')).toHaveTextContent(/^t2$/);

    refuse(new Response(JSON.stringify({ success: false, message: 'Lỗi máy chủ' }), { status: 500 }));
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Không thể di chuyển task. Đã hoàn tác.');
    await vi.waitFor(() => expect(screen.getByTestId('in-todo')).toHaveTextContent('t1,t2'), patient);
    expect(screen.getByTestId('in-progress')).toBeEmptyDOMElement();
  });
});
