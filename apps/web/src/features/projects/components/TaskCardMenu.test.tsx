import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { projectFixture, taskFixture } from '../test-support/fixtures';
import { Board } from './Board';

function renderBoard() {
  const onMove = vi.fn();
  const onOpenTask = vi.fn();
  const onEditTask = vi.fn();
  const tasks = [taskFixture({ id: 't1', title: 'Giỏ hàng' }), taskFixture({ id: 't2', status: 'review' })];
  renderWithProviders(
    <Board
      project={projectFixture({ id: 'p1' })}
      tasks={tasks}
      onMove={onMove}
      onAddTask={vi.fn()}
      onOpenTask={onOpenTask}
      onEditTask={onEditTask}
    />,
  );
  return { onMove, onOpenTask, onEditTask };
}

describe('a card’s menu', () => {
  it('moves the card to the end of another column, as a drop on that column does', async () => {
    const { onMove } = renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Tùy chọn task Giỏ hàng' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Chỉnh sửa', 'IN PROGRESS', 'REVIEW', 'DONE']);
    expect(within(menu).getByRole('group', { name: 'Chuyển đến…' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'IN PROGRESS' }));
    expect(onMove).toHaveBeenCalledTimes(1);
    const [columns, taskId, target] = onMove.mock.calls[0]!;
    expect(taskId).toBe('t1');
    expect(target).toEqual({ kind: 'column', status: 'in_progress' });
    expect(columns.todo.map((task: { id: string }) => task.id)).toEqual(['t1']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens the card for editing, and Escape closes it with the focus back on its button', async () => {
    const { onOpenTask, onEditTask } = renderBoard();
    const button = screen.getByRole('button', { name: 'Tùy chọn task Giỏ hàng' });
    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Chỉnh sửa' }));
    // The menu's "Edit" is the edit dialog itself; a click on the card opens the task's panel.
    expect(onEditTask).toHaveBeenCalledWith('t1');
    expect(onOpenTask).not.toHaveBeenCalled();
  });
});
