import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { InviteDialog } from './InviteDialog';

const patient = { timeout: 10_000 };

function open() {
  const onClose = vi.fn();
  renderWithProviders(<InviteDialog projectId="p1" onClose={onClose} />);
  const email = screen.getByLabelText('Email');
  const submit = screen.getByRole('button', { name: 'Gửi lời mời' });
  return { onClose, email, submit };
}

describe('InviteDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an email, then a valid one, and typing clears the error; nothing is sent', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { email, submit } = open();
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Email không được để trống');
    fireEvent.change(email, { target: { value: 'lan.example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Email không hợp lệ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a hint per role, member by default', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    open();
    const role = screen.getByLabelText('Vai trò');
    expect(role).toHaveValue('member');
    expect(role).toHaveAccessibleDescription('Thành viên xem dự án, tạo, sửa và kéo thả task.');
    fireEvent.change(role, { target: { value: 'admin' } });
    expect(role).toHaveAccessibleDescription('Quản trị viên quản lý dự án, thành viên và mọi task.');
  });

  it("sends the trimmed email and shows the server's message", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Bạn đã gửi quá nhiều lời mời' }), { status: 429 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { email, submit } = open();
    fireEvent.change(email, { target: { value: '  lan@example.com ' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Bạn đã gửi quá nhiều lời mời');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/projects/p1/invite');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'lan@example.com', role: 'member' });
  });

  it('falls back to its own message when no server message comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('offline');
      }),
    );
    const { email, submit } = open();
    fireEvent.change(email, { target: { value: 'lan@example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Có lỗi xảy ra khi mời thành viên');
  });

  it('after sending, says the same neutral sentence whatever the email, and stays open for the next one', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            message: 'Đã gửi lời mời',
            data: { email: 'lan@example.com', role: 'member' },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { email, submit, onClose } = open();
    fireEvent.change(email, { target: { value: 'Lan@Example.com' } });
    fireEvent.click(submit);
    expect(submit).toHaveTextContent('Đang gửi lời mời...');
    const sent = screen.getByTestId('invite-sent');
    await vi.waitFor(
      () =>
        expect(sent).toHaveTextContent(
          'Đã gửi lời mời tới lan@example.com, trừ khi người này đã ở trong dự án hoặc đã được mời.',
        ),
      patient,
    );
    expect(screen.getByRole('status')).toBe(screen.getByTestId('invite-sent'));
    expect(email).toHaveValue('');
    await vi.waitFor(() => expect(email).toHaveFocus(), patient);
    expect(onClose).not.toHaveBeenCalled();
    // Typing the next address clears the sentence; "Done" closes.
    fireEvent.change(email, { target: { value: 'b' } });
    expect(screen.getByTestId('invite-sent')).toHaveTextContent('');
    fireEvent.change(email, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeInTheDocument();
  });

  it('"Done" closes the dialog once an invitation went', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () => new Response(JSON.stringify({ success: true, data: { email: 'lan@example.com', role: 'admin' } })),
      ),
    );
    const { email, submit, onClose } = open();
    fireEvent.change(email, { target: { value: 'lan@example.com' } });
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Xong' }, patient));
    expect(onClose).toHaveBeenCalled();
  });
});
