import type { ProjectView, TaskView } from '@teamhub/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { localToday } from '../../lib/formatters';
import { ProjectsPage } from './ProjectsPage';
import { projectFixture, taskFixture } from './test-support/fixtures';
import { fakeProjectsSocket as socket } from './test-support/fake-projects-socket';

vi.mock('../../lib/realtime/namespace-socket', async () => ({
  connectNamespace: (await import('./test-support/fake-projects-socket')).connectFakeProjectsSocket,
}));

const patient = { timeout: 10_000 };
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

function serve(projects: ProjectView[], tasks: Record<string, TaskView[]>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const match = /^\/api\/projects\/([^/]+)\/(tasks|members)$/.exec(url);
    const detail = /^\/api\/projects\/tasks\/([^/]+)$/.exec(url);
    const task = Object.values(tasks)
      .flat()
      .find((candidate) => candidate.id === detail?.[1]);
    if (task) return ok({ ...task, checklist: [], attachments: [] });
    if (url === '/api/projects') return ok(projects);
    if (match?.[2] === 'tasks') return ok(tasks[match[1] ?? ''] ?? []);
    if (match?.[2] === 'members') return ok([]);
    return new Response('{}', { status: 404 });
  });
}

describe('ProjectsPage', () => {
  beforeEach(() => {
    socket.listeners.clear();
    socket.emit.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty state with its button when there is no project', async () => {
    vi.stubGlobal('fetch', serve([], {}));
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    expect(await screen.findByText('Chưa có dự án nào', {}, patient)).toBeVisible();
    expect(screen.getByRole('button', { name: 'create first project' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'invite member' })).toBeDisabled();
  });

  it('selects the first project and shows its four columns with counts and cards', async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const past = localToday(yesterday);
    vi.stubGlobal(
      'fetch',
      serve([projectFixture({ id: 'p1', name: 'Company website' }), projectFixture({ id: 'p2', name: 'Mobile app' })], {
        p1: [
          taskFixture({ id: 't1', title: 'Hero section', priority: 'high', dueDate: past, tags: ['ui'] }),
          taskFixture({ id: 't2', title: 'Footer', status: 'done', position: 'a1' }),
        ],
      }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    const tablist = await screen.findByRole('tablist', { name: 'Dự án' }, patient);
    expect(within(tablist).getByRole('tab', { name: 'Company website' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Mobile app' })).toHaveAttribute('aria-selected', 'false');

    const todo = await screen.findByTestId('board-column-todo', {}, patient);
    expect(within(todo).getByRole('heading')).toHaveTextContent('TO DO');
    expect(within(todo).getByTestId('column-count')).toHaveTextContent('1');
    expect(within(screen.getByTestId('board-column-in_progress')).getByTestId('column-count')).toHaveTextContent('0');
    expect(within(screen.getByTestId('board-column-done')).getByTestId('column-count')).toHaveTextContent('1');
    expect(within(todo).getByRole('button', { name: 'Thêm task vào TO DO' })).toBeVisible();

    const card = within(todo).getByTestId('task-card');
    expect(card).toHaveAttribute('data-task-id', 't1');
    expect(card).toHaveAccessibleName(/^Hero section/);
    expect(card).toHaveTextContent('Quá hạn');
    expect(card).toHaveTextContent(`${past.slice(8, 10)}/${past.slice(5, 7)}`);
    expect(card).toHaveTextContent('#ui');
    expect(socket.emit).not.toHaveBeenCalled();
    act(() => socket.listeners.get('connect')?.());
    expect(socket.emit).toHaveBeenCalledWith('join-project', { projectId: 'p1' }, expect.any(Function));
  });

  it("opens the edit dialog from a card's panel, with the submit disabled while the title is blank", async () => {
    vi.stubGlobal(
      'fetch',
      serve([projectFixture({ id: 'p1' })], { p1: [taskFixture({ id: 't1', title: 'Hero section' })] }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    fireEvent.click(await screen.findByTestId('task-card', {}, patient));
    const panel = screen.getByRole('complementary', { name: 'Hero section' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Chỉnh sửa' }));
    const dialog = screen.getByRole('dialog', { name: 'Chỉnh sửa task' });
    const title = within(dialog).getByLabelText('Tên task *');
    expect(title).toHaveValue('Hero section');
    const submit = within(dialog).getByRole('button', { name: 'Cập nhật task' });
    expect(submit).toBeEnabled();
    fireEvent.change(title, { target: { value: '   ' } });
    expect(submit).toBeDisabled();
  });

  it('opens the edit dialog of the task a link names, and drops the link on closing', async () => {
    vi.stubGlobal(
      'fetch',
      serve([projectFixture({ id: 'p1' })], {
        p1: [
          taskFixture({ id: 't1', title: 'Hero section' }),
          taskFixture({ id: 't2', title: 'Footer', position: 'a1' }),
        ],
      }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects?project=p1&task=t2' });
    const dialog = await screen.findByRole('dialog', { name: 'Chỉnh sửa task' }, patient);
    expect(within(dialog).getByLabelText('Tên task *')).toHaveValue('Footer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    // Closed for good: the link went with it, so the board does not open the task again.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByTestId('task-card')).toHaveLength(2);
  });

  it('says so when the task a link names is no longer on the board', async () => {
    vi.stubGlobal('fetch', serve([projectFixture({ id: 'p1' })], { p1: [taskFixture({ id: 't1' })] }));
    renderWithProviders(<ProjectsPage />, { route: '/projects?project=p1&task=gone' });
    expect(await screen.findByTestId('projects-error', {}, patient)).toHaveTextContent('Task này không còn nữa');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("explains why a member cannot invite, and applies others' live moves", async () => {
    vi.stubGlobal(
      'fetch',
      serve([projectFixture({ id: 'p1', myRole: 'member' })], { p1: [taskFixture({ id: 't1', title: 'Hero' })] }),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    await screen.findByTestId('task-card', {}, patient);
    const invite = screen.getByRole('button', { name: 'invite member' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription('Chỉ chủ dự án và quản trị viên mới mời được thành viên');

    const moved = taskFixture({ id: 't1', title: 'Hero', status: 'review' });
    const play = socket.listeners.get('task-updated');
    expect(play).toBeDefined();
    await vi.waitFor(() => {
      play?.(moved);
      expect(within(screen.getByTestId('board-column-review')).getByTestId('task-card')).toBeVisible();
    }, patient);
    expect(within(screen.getByTestId('board-column-todo')).queryByTestId('task-card')).toBeNull();
  });
});
