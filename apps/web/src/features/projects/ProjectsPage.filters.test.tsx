import type { TaskView } from '@teamhub/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('the calendars’ filters', () => {
  afterEach(() => vi.unstubAllGlobals());
  const chips = () => screen.queryAllByTestId('calendar-chip').map((chip) => chip.dataset.taskId);

  it('filters a project’s calendar with the board’s parameters, counting the days shown, and keeps them for the board', async () => {
    vi.stubGlobal(
      'fetch',
      serve([
        taskFixture({ id: 'c1', priority: 'high', dueDate: '2026-03-10' }),
        taskFixture({ id: 'c2', priority: 'low', dueDate: '2026-03-12' }),
        // Neither is on March's grid (23 February to 5 April): left out of the count.
        taskFixture({ id: 'c3', priority: 'high', dueDate: '2026-05-01' }),
        taskFixture({ id: 'c4', priority: 'high' }),
      ]),
    );
    renderWithProviders(<ProjectsPage />, { route: '/projects?project=p1&view=calendar&month=2026-03&priority=high' });
    // Counting first, while the tasks load.
    await waitFor(
      () =>
        expect(screen.getByTestId('filter-count')).toHaveTextContent(
          'Hiển thị 1/2 task có hạn trong các ngày đang xem',
        ),
      patient,
    );
    expect(chips()).toEqual(['c1']);
    expect(screen.getByRole('search', { name: 'Lọc task trên lịch' })).toBeInTheDocument();
    // To the board: the filters go along, the calendar's month does not.
    expect(screen.getByTestId('view-board')).toHaveAttribute('href', '/projects?project=p1&priority=high');

    fireEvent.click(screen.getAllByTestId('filters-clear')[0]!);
    expect(chips()).toEqual(['c1', 'c2']);
    expect(screen.getByTestId('view-board')).toHaveAttribute('href', '/projects?project=p1');
  });

  it('offers only "me" and "unassigned" across projects, drops a member asked for by the address, and tags from the tasks loaded', async () => {
    const other = { _id: 'u2', id: 'u2', username: 'lan', avatar: '' };
    const calendar = [
      taskFixture({ id: 'a1', assignee: me, dueDate: '2026-03-10' }),
      taskFixture({ id: 'a2', assignee: other, dueDate: '2026-03-11' }),
      taskFixture({ id: 'a3', tags: ['web'], dueDate: '2026-03-12' }),
    ];
    let answerCalendar = () => {};
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/api/projects/calendar?')
        ? new Promise<Response>((resolve) => (answerCalendar = () => resolve(ok(calendar))))
        : String(input) === '/api/projects'
          ? ok([projectFixture({ id: 'p1' })])
          : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProjectsPage />, {
      route: '/projects?view=all-calendar&month=2026-03&assignee=me&assignee=u2',
    });
    // The filter bar is there while the tasks load, counting, so the calendar does not push it in.
    expect(await screen.findByTestId('filter-count', {}, patient)).toHaveTextContent('Đang đếm task...');
    expect(screen.getByRole('search', { name: 'Lọc task trên lịch' })).toBeInTheDocument();
    expect(screen.queryByTestId('calendar')).toBeNull();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/projects\/calendar\?/), expect.anything()),
    );
    answerCalendar();
    await waitFor(() =>
      expect(screen.getByTestId('filter-count')).toHaveTextContent('Hiển thị 1/3 task có hạn trong các ngày đang xem'),
    );
    expect(chips()).toEqual(['a1']);
    fireEvent.click(screen.getByTestId('filter-assignee'));
    // No "lan": the member's id was dropped, and there is no member list to offer.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Tôi' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chưa giao cho ai' }));
    expect(chips()).toEqual(['a1', 'a3']);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Tôi' }), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('filter-tag'));
    fireEvent.click(screen.getByRole('checkbox', { name: '#web' }));
    expect(chips()).toEqual(['a3']);
    expect(screen.getByTestId('filter-count')).toHaveTextContent('Hiển thị 1/3 task');
  });

  it('keeps a project calendar’s filter bar while its tasks load, and counts nothing beside a failure', async () => {
    let answerTasks = (_response: Response) => {};
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url === '/api/projects/p1/tasks') return new Promise<Response>((resolve) => (answerTasks = resolve));
      return serve([])(input);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProjectsPage />, { route: '/projects?project=p1&view=calendar&month=2026-03&priority=high' });
    expect(await screen.findByTestId('filter-count', {}, patient)).toHaveTextContent('Đang đếm task...');
    expect(screen.getByRole('status', { name: 'Đang tải lịch...' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/tasks', expect.anything()));
    answerTasks(new Response('{}', { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được lịch.');
    // The bar stays, with no count: neither "counting" nor "0 of 0".
    expect(screen.getByRole('search', { name: 'Lọc task trên lịch' })).toBeInTheDocument();
    expect(screen.queryByTestId('filter-count')).toBeNull();
    expect(screen.queryByTestId('calendar')).toBeNull();
  });

  describe('a chip moved by keyboard out of "due this week"', () => {
    // Wednesday 11 March 2026: this week runs to Sunday the 15th. Only the clock is faked, not timers.
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 11, 10) }));
    afterEach(() => vi.useRealTimers());

    const moved = taskFixture({ id: 'k1', title: 'Họp nhóm', dueDate: '2026-03-12' });
    function serveMove() {
      const fetchMock = serve([moved]);
      const answer = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (input, init) =>
        String(input) === '/api/projects/tasks/k1' && init?.method === 'PUT'
          ? ok({ ...moved, ...(JSON.parse(String(init.body)) as Partial<TaskView>) })
          : answer(input, init),
      );
      return fetchMock;
    }
    function renderThisWeeksCalendar() {
      renderWithProviders(
        <AnnouncerProvider>
          <ProjectsPage />
        </AnnouncerProvider>,
        { route: '/projects?project=p1&view=calendar&month=2026-03&due=week' },
      );
    }
    /** Space picks the chip up; dnd-kit listens for the arrows from a timer set then, which this one follows. */
    async function pickUp(chip: HTMLElement) {
      chip.focus();
      fireEvent.keyDown(chip, { code: 'Space', key: ' ' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }

    it('leaves the focus on the day it went to and says the filters hide it', async () => {
      const fetchMock = serveMove();
      vi.stubGlobal('fetch', fetchMock);
      renderThisWeeksCalendar();
      await waitFor(() => expect(chips()).toEqual(['k1']), patient);
      await pickUp(screen.getByTestId('calendar-chip'));
      fireEvent.keyDown(document.activeElement!, { code: 'ArrowDown', key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' });

      await waitFor(() => expect(chips()).toEqual([]));
      const day = screen.getAllByTestId('calendar-day').find((cell) => cell.dataset.day === '2026-03-19')!;
      await waitFor(() => expect(within(day).getAllByRole('button')[0]).toHaveFocus());
      expect(screen.getByTestId('live-region')).toHaveTextContent(
        'Đã dời task Họp nhóm sang ngày Thứ Năm, 19/03/2026. Task không khớp bộ lọc nên giờ bị ẩn.',
      );
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/projects/tasks/k1',
          expect.objectContaining({ method: 'PUT', body: JSON.stringify({ dueDate: '2026-03-19' }) }),
        ),
      );
    });

    it('from the day’s list, the list follows it and its heading takes the focus', async () => {
      vi.stubGlobal('fetch', serveMove());
      renderThisWeeksCalendar();
      await waitFor(() => expect(chips()).toEqual(['k1']), patient);
      fireEvent.click(within(screen.getByTestId('calendar-chip').closest('li[data-day]')!).getAllByRole('button')[0]!);
      const agenda = screen.getByTestId('calendar-agenda');
      await pickUp(within(agenda).getByTestId('calendar-agenda-chip'));
      fireEvent.keyDown(document.activeElement!, { code: 'ArrowRight', key: 'ArrowRight' });
      fireEvent.keyDown(document.activeElement!, { code: 'ArrowDown', key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' });

      const heading = within(agenda).getByRole('heading');
      await waitFor(() => expect(heading).toHaveFocus());
      expect(heading).toHaveTextContent('Thứ Sáu, 20/03/2026');
      expect(within(agenda).queryByTestId('calendar-agenda-chip')).toBeNull();
      expect(screen.getByTestId('live-region')).toHaveTextContent(
        'Đã dời task Họp nhóm sang ngày Thứ Sáu, 20/03/2026.',
      );
    });
  });
});
