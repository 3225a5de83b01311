import type { ChecklistItemView, TaskView } from '@teamhub/contracts';
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
    if (url === '/api/projects/tasks/t1' && init?.method === 'PUT') {
      return ok({ ...task, ...(JSON.parse(String(init.body)) as Partial<TaskView>) });
    }
    if (url === '/api/projects/tasks/t1') return ok({ ...task, checklist, attachments: [], watchers: [] });
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
    expect(within(panel).getByRole('combobox', { name: 'Trạng thái' })).toHaveDisplayValue('Đang làm');
    expect(within(panel).getByRole('combobox', { name: 'Độ ưu tiên' })).toHaveDisplayValue('Cao');
    // Not among the members (they left, or have not loaded): still named.
    expect(within(panel).getByRole('combobox', { name: 'Người thực hiện' })).toHaveDisplayValue('lan');
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

  it('changes fields in place: a choice at once, a typed value on Enter, only what changed, and refusals shown', async () => {
    const fetchMock = serve([]);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProjectsPage />, { route: '/projects/p1/tasks/t1' });
    const panel = await screen.findByRole('complementary', { name: 'Hero section' }, patient);
    const puts = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

    fireEvent.change(within(panel).getByRole('combobox', { name: 'Độ ưu tiên' }), { target: { value: 'low' } });
    await waitFor(() => expect(puts()).toEqual([{ priority: 'low' }]));
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Độ ưu tiên' })).toHaveDisplayValue('Thấp'));

    fireEvent.click(within(panel).getByRole('button', { name: 'Đổi tên task' }));
    const title = within(panel).getByRole('textbox', { name: 'Tên task' });
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: 'Hero, take two' } });
    // Escape gives the old title back and leaves the panel open.
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(screen.getByTestId('task-panel')).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Hero section');
    fireEvent.click(within(panel).getByRole('button', { name: 'Đổi tên task' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Tên task' }), { target: { value: 'Hero, take two' } });
    fireEvent.keyDown(within(panel).getByRole('textbox', { name: 'Tên task' }), { key: 'Enter' });
    await waitFor(() => expect(puts()).toEqual([{ priority: 'low' }, { title: 'Hero, take two' }]));
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Hero, take two'));

    const hours = within(panel).getByRole('textbox', { name: 'Ước tính (giờ)' });
    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.keyDown(hours, { key: 'Enter' });
    expect(await within(panel).findByTestId('task-field-error')).toBeVisible();
    expect(puts()).toHaveLength(2);
    fireEvent.change(hours, { target: { value: '12' } });
    fireEvent.blur(hours);
    await waitFor(() => expect(puts().at(-1)).toEqual({ estimatedHours: 12 }));
    await waitFor(() => expect(within(panel).queryByTestId('task-field-error')).toBeNull());
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
