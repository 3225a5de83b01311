import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AnnouncerProvider } from '../../../../components/AnnouncerProvider';
import { taskFixture } from '../../test-support/fixtures';
import type { CalendarTask } from './CalendarChip';
import { CalendarView } from './CalendarView';

const noop = () => undefined;

/** A calendar whose filters keep only the tasks due on `shownDays` (as "This week" would). */
function FilteredHarness({ shownDays }: { shownDays: string[] }) {
  const [tasks, setTasks] = useState<CalendarTask[]>([
    taskFixture({ id: 't1', title: 'Ra mắt', dueDate: '2026-11-27' }),
  ]);
  const shown = tasks.filter((task) => task.dueDate !== null && shownDays.includes(task.dueDate));
  return (
    <AnnouncerProvider>
      <CalendarView
        tasks={shown}
        period={{ kind: 'month', month: '2026-11' }}
        today="2026-11-27"
        onPeriod={noop}
        onOpen={noop}
        onMove={(task, dueDate) =>
          setTasks((list) => list.map((one) => (one.id === task.id ? { ...one, dueDate } : one)))
        }
        onError={noop}
      />
    </AnnouncerProvider>
  );
}

const dayOf = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`) as HTMLElement;

/** Picks the chip up with Space, moves it one day on with the right arrow and drops it with Space. */
async function moveOneDayOnByKeyboard(chip: HTMLElement) {
  chip.focus();
  await act(async () => {
    fireEvent.keyDown(chip, { key: ' ', code: 'Space' });
  });
  expect(chip).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's sensor listens for the arrows from a timer set on pick-up: one set now runs after it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => {
    fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' });
  });
  await act(async () => {
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
  });
}

describe('CalendarView: a chip moved by keyboard', () => {
  it('keeps the focus on its chip on the new day when the filters still show it', async () => {
    render(<FilteredHarness shownDays={['2026-11-27', '2026-11-28']} />);
    await moveOneDayOnByKeyboard(within(dayOf('2026-11-27')).getByRole('button', { name: /Ra mắt/ }));
    const moved = await within(dayOf('2026-11-28')).findByRole('button', { name: /Ra mắt/ });
    expect(moved).toHaveFocus();
    expect(screen.getByTestId('live-region')).not.toHaveTextContent('ngoài bộ lọc');
  });

  it('gives the focus to its new day and says so when the filters hide it there', async () => {
    render(<FilteredHarness shownDays={['2026-11-27']} />);
    await moveOneDayOnByKeyboard(within(dayOf('2026-11-27')).getByRole('button', { name: /Ra mắt/ }));
    const newDay = within(dayOf('2026-11-28')).getAllByRole('button')[0] as HTMLElement;
    expect(newDay).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Ra mắt/ })).toBeNull();
    expect(screen.getByTestId('live-region')).toHaveTextContent(
      'Task Ra mắt giờ rơi vào Thứ Bảy, 28/11/2026, ngoài bộ lọc: task bị ẩn cho đến khi bỏ lọc.',
    );
  });
});
