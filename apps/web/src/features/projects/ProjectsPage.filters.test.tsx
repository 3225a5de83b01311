import type { TaskView } from '@teamhub/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../test/render';
import { AnnouncerProvider } from '../../components/AnnouncerProvider';
import { ProjectsPage } from './ProjectsPage';
import { projectFixture, taskFixture } from './test-support/fixtures';

vi.mock('../../lib/realtime/namespace-socket', async () => ({
  connectNamespace: (await import('./test-support/fake-projects-socket')).connectFakeProjectsSocket,
}));

const patient = { timeout: 10_000 };
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const me = { _id: testUser.id, id: testUser.id, username: testUser.username, avatar: '' };

function serve(tasks: TaskView[]) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/projects') return ok([projectFixture({ id: 'p1' })]);
    if (url === '/api/projects/p1/tasks') return ok(tasks);
    if (url === '/api/projects/p1/members') return ok([{ ...me, role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' }]);
    return new Response('{}', { status: 404 });
  });
}

const tasks = [
  taskFixture({ id: 't1', title: 'Thiết kế trang chủ', priority: 'high', assignee: me, position: 'a0' }),
  taskFixture({ id: 't2', title: 'Viết API', priority: 'low', assignee: me, position: 'a1' }),
  taskFixture({ id: 't3', title: 'Kiểm thử', status: 'done', priority: 'high' }),
];
const cardTitles = () => screen.queryAllByTestId('task-card').map((card) => card.dataset.taskId);

describe('ProjectsPage filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters the board from the address, keeps the real counts, and clears', async () => {
    vi.stubGlobal('fetch', serve(tasks));
    renderWithProviders(
      <AnnouncerProvider>
        <ProjectsPage />
      </AnnouncerProvider>,
      { route: '/projects?project=p1&assignee=me&priority=high' },
    );
    expect(await screen.findByTestId('filter-count', {}, patient)).toHaveTextContent('Hiển thị 1/3 task');
    expect(cardTitles()).toEqual(['t1']);
    const todo = screen.getByTestId('board-column-todo');
    expect(within(todo).getByTestId('column-count')).toHaveTextContent('2');
    expect(within(todo).getByTestId('column-shown')).toHaveTextContent('hiện 1');
    // Nothing hidden in a column: no "shown" beside its count.
    expect(within(screen.getByTestId('board-column-in_progress')).queryByTestId('column-shown')).toBeNull();
    expect(within(screen.getByTestId('board-column-done')).getByTestId('column-empty')).toHaveTextContent(
      'Không có task nào khớp bộ lọc',
    );
    expect(within(screen.getByTestId('filter-priority')).getByText('1')).toBeInTheDocument();

    // Text without accents, on top of the others (and): nothing has both.
    fireEvent.change(screen.getAllByTestId('filter-text')[0]!, { target: { value: 'viet api' } });
    expect(cardTitles()).toEqual([]);
    expect(screen.getByTestId('live-region')).toHaveTextContent('Hiển thị 0/3 task');

    fireEvent.click(screen.getAllByTestId('filters-clear')[0]!);
    expect(cardTitles()).toEqual(['t1', 't2', 't3']);
    expect(screen.queryByTestId('filter-count')).toBeNull();
    expect(screen.queryByTestId('column-shown')).toBeNull();
    expect(screen.getByTestId('live-region')).toHaveTextContent('Hiển thị tất cả 3 task');
  });

  it('chooses a value from a kind’s checkboxes, and Escape closes them', async () => {
    vi.stubGlobal('fetch', serve(tasks));
    renderWithProviders(<ProjectsPage />, { route: '/projects?project=p1' });
    const button = await screen.findByTestId('filter-due', {}, patient);
    fireEvent.click(screen.getByTestId('filter-priority'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thấp' }));
    expect(cardTitles()).toEqual(['t2']);
    expect(screen.getByTestId('filter-count')).toHaveTextContent('Hiển thị 1/3 task');
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Thấp' }), { key: 'Escape' });
    expect(screen.queryByRole('checkbox', { name: 'Thấp' })).toBeNull();
    expect(screen.getByTestId('filter-priority')).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
