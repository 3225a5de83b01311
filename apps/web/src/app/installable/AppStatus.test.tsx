import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AppStatus } from './AppStatus';
import { setWaitingUpdate } from './update-ready';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setWaitingUpdate(null));
});

it('says the app is offline while the browser has no network, and stops saying it when it is back', () => {
  renderWithProviders(<AppStatus />);
  expect(screen.queryByText('Bạn đang ngoại tuyến')).toBeNull();
  setOnline(false);
  expect(screen.getByText('Bạn đang ngoại tuyến')).toBeVisible();
  setOnline(true);
  expect(screen.queryByText('Bạn đang ngoại tuyến')).toBeNull();
});

it('offers a reload when a new version waits, and switches to it on click', async () => {
  renderWithProviders(<AppStatus />);
  expect(screen.queryByRole('button', { name: 'Tải lại' })).toBeNull();
  const apply = vi.fn();
  act(() => setWaitingUpdate(apply));
  expect(screen.getByText('Đã có phiên bản mới')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Tải lại' }));
  expect(apply).toHaveBeenCalledOnce();
});
