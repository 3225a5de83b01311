import type { NotificationView } from '@teamhub/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { changeLanguage } from '../../../i18n';
import { NotificationItem } from './NotificationItem';

const invite: NotificationView = {
  _id: 'n1',
  id: 'n1',
  type: 'other',
  action: 'project-invite',
  sender: { _id: 'u2', id: 'u2', username: 'lan', avatar: '' },
  post: null,
  commentId: null,
  project: { _id: 'p7', name: 'Website mới' },
  task: null,
  chatMessage: null,
  message: 'lan invited you to the project Website mới',
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('NotificationItem: project-invite', () => {
  afterEach(() => changeLanguage('vi'));

  it('names the inviter and the project in Vietnamese', () => {
    renderWithProviders(
      <ul>
        <NotificationItem notification={invite} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('lan đã mời bạn vào dự án Website mới');
  });

  it('names them in English', async () => {
    await changeLanguage('en');
    renderWithProviders(
      <ul>
        <NotificationItem notification={invite} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('lan invited you to the project Website mới');
  });
});

const person = (id: string, username: string) => ({ _id: id, id, username, avatar: '' });
const likes: NotificationView = {
  ...invite,
  _id: 'g1',
  id: 'g1',
  type: 'like',
  action: 'post-like',
  sender: person('u4', 'an'),
  actors: [person('u4', 'an'), person('u3', 'binh'), person('u2', 'lan')],
  actorCount: 4,
  project: null,
  post: { _id: 'p1', content: 'Tết' },
  message: 'an and 3 others liked your post',
};

describe('NotificationItem: a group', () => {
  afterEach(() => changeLanguage('vi'));

  it('names the latest actor and how many others, with their stacked faces', () => {
    renderWithProviders(
      <ul>
        <NotificationItem notification={likes} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('an và 3 người khác đã thích bài viết của bạn');
    expect(screen.getByTestId('notification-actors').children).toHaveLength(3);
  });

  it('in English, one other in the singular', async () => {
    await changeLanguage('en');
    renderWithProviders(
      <ul>
        <NotificationItem notification={{ ...likes, actorCount: 2 }} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('an and 1 other liked your post');
  });

  it('a group of one reads as a single notification', () => {
    renderWithProviders(
      <ul>
        <NotificationItem notification={{ ...likes, actors: [person('u4', 'an')], actorCount: 1 }} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('an đã thích bài viết của bạn');
    expect(screen.queryByTestId('notification-actors')).toBeNull();
  });
});

const me = person('user-1', 'minh');
const dueSoon: NotificationView = {
  ...invite,
  _id: 'r1',
  id: 'r1',
  type: 'other',
  action: 'task-due-soon',
  sender: me,
  project: null,
  task: { id: 't1', projectId: 'p7', title: 'Gửi báo giá' },
  message: 'Task Gửi báo giá is due tomorrow',
};

describe('NotificationItem: a reminder', () => {
  afterEach(() => changeLanguage('vi'));

  it('shows a clock instead of a face, and names no one', () => {
    renderWithProviders(
      <ul>
        <NotificationItem notification={dueSoon} onOpen={vi.fn()} />
      </ul>,
    );
    const item = screen.getByTestId('notification-item');
    expect(item).toHaveTextContent('Task Gửi báo giá đến hạn vào ngày mai');
    expect(item).not.toHaveTextContent('minh');
    expect(screen.getByTestId('reminder-icon')).toHaveAttribute('data-overdue', 'false');
    expect(item.querySelector('[data-initial]')).toBeNull();
  });

  it('an overdue task in English, its clock in the warning colours', async () => {
    await changeLanguage('en');
    renderWithProviders(
      <ul>
        <NotificationItem notification={{ ...dueSoon, action: 'task-overdue' }} onOpen={vi.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('notification-item')).toHaveTextContent('Task Gửi báo giá is overdue');
    expect(screen.getByTestId('reminder-icon')).toHaveAttribute('data-overdue', 'true');
  });

  it('opens like any task notification', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <ul>
        <NotificationItem notification={dueSoon} onOpen={onOpen} />
      </ul>,
    );
    await userEvent.click(screen.getByTestId('notification-item'));
    expect(onOpen).toHaveBeenCalledWith(dueSoon);
  });
});
