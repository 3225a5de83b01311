import type { AdminUser } from '@teamhub/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../../test/render';
import { AdminPage } from './AdminPage';

const patient = { timeout: 10_000 };
const admin = { ...testUser, role: 'admin' as const };
const lan: AdminUser = {
  id: 'user-2',
  username: 'lan',
  email: 'lan@example.com',
  avatar: '',
  role: 'admin',
  status: 'active',
  createdAt: '2026-01-02T00:00:00.000Z',
  lastSeenAt: null,
};

describe('AdminPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a member the 403 screen and asks the server nothing', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminPage />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists members, and shows the server’s refusal (the last admin) in the confirmation', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'PATCH') {
        return Response.json(
          { success: false, message: 'The workspace needs at least one active administrator.' },
          { status: 409 },
        );
      }
      expect(String(input)).toBe('/api/admin/users');
      return Response.json({ success: true, data: { users: [lan], nextCursor: null } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminPage />, { route: '/admin', user: admin });
    const row = await screen.findByText('lan@example.com', {}, patient);
    const item = row.closest('li') as HTMLElement;
    expect(within(item).getByText('Quản trị viên')).toBeVisible();
    expect(item).toHaveTextContent('Chưa từng hoạt động');
    fireEvent.click(within(item).getByRole('button', { name: 'Bỏ quyền quản trị' }));
    const dialog = screen.getByRole('dialog', { name: 'Bỏ quyền quản trị của lan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bỏ quyền quản trị' }));
    expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      'The workspace needs at least one active administrator.',
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/admin/users/user-2');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'member' });
  });
});
