import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const session = vi.hoisted(() => ({ signOutDeleted: vi.fn() }));
vi.mock('../../../lib/session/useSession', () => ({ useSession: () => session }));

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<DeleteAccountDialog onClose={onClose} />);
  const password = screen.getByLabelText('Nhập mật khẩu để xác nhận');
  const confirm = screen.getByRole('button', { name: 'Xóa vĩnh viễn' });
  return { onClose, password, confirm };
}

describe('DeleteAccountDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.signOutDeleted.mockReset();
  });

  it('says what goes and what stays before anything is deleted', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Sẽ bị xóa' })).toBeInTheDocument();
    expect(screen.getByText('Tài liệu và tệp của chúng, kể cả thùng rác và liên kết chia sẻ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vẫn giữ lại' })).toBeInTheDocument();
    expect(screen.getByText(/dưới tên “Người dùng đã xóa”/u)).toBeInTheDocument();
  });

  it('asks for the password before asking the server', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { password, confirm } = renderDialog();
    fireEvent.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập mật khẩu');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s word on a wrong password under the field, and stays signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        answer(400, {
          success: false,
          message: 'Mật khẩu không đúng',
          errors: [{ path: 'password', msg: 'Mật khẩu không đúng' }],
        }),
      ),
    );
    const { password, confirm } = renderDialog();
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu không đúng');
    expect(password).toHaveAccessibleDescription('Mật khẩu không đúng');
    expect(session.signOutDeleted).not.toHaveBeenCalled();
    // Typing again clears it.
    fireEvent.change(password, { target: { value: 'wrong!' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes with the password, then signs this device out', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer(200, { success: true, message: 'ok', data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const { password, confirm } = renderDialog();
    fireEvent.change(password, { target: { value: 'my password' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(session.signOutDeleted).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'my password' });
  });
});
