import type { NotificationView } from '@teamhub/contracts';
import { screen } from '@testing-library/react';
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
