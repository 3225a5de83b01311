import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { DataExport } from './DataExport';

/** A response whose body arrives in the chunks the test lets through. */
function drippingResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
  const response = new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="teamhub-export-minh-2026-03-01.zip"; filename*=UTF-8''teamhub-export-minh-2026-03-01.zip`,
    },
  });
  return {
    response,
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)),
    end: () => controller.close(),
  };
}

describe('DataExport', () => {
  const saved: { name: string; size: number }[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: 0 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows progress while the zip arrives, counting its bytes, then saves it under the server’s name', async () => {
    const dripping = drippingResponse();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => dripping.response),
    );
    renderWithProviders(<DataExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }));
    expect(await screen.findByRole('progressbar', { name: 'Tiến trình tải dữ liệu' })).toBeInTheDocument();
    expect(screen.getByTestId('export-status')).toHaveTextContent('Đang chuẩn bị dữ liệu…');

    dripping.send(1024);
    await waitFor(() => expect(screen.getByTestId('export-status')).toHaveTextContent('đã nhận 1.00 KB'));
    dripping.send(2048);
    await waitFor(() => expect(screen.getByTestId('export-status')).toHaveTextContent('đã nhận 3.00 KB'));
    dripping.end();

    await waitFor(() => expect(screen.getByTestId('export-status')).toHaveTextContent('Đã tải xong (3.00 KB).'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['teamhub-export-minh-2026-03-01.zip']);
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('cancels: the request is aborted and nothing is saved', async () => {
    const dripping = drippingResponse();
    // The body never ends by itself: only the cancel can end the read.
    const fetchMock = vi.fn<typeof fetch>(async () => dripping.response);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DataExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }));
    dripping.send(10);
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.getByTestId('export-status')).toHaveTextContent('Đã hủy tải dữ liệu.'));
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(saved).toEqual([]);
  });

  it('says when the server refuses (too many downloads)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: false, message: 'x' }), { status: 429 })),
    );
    renderWithProviders(<DataExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }));
    await waitFor(() =>
      expect(screen.getByTestId('export-status')).toHaveTextContent(
        'Bạn vừa tải nhiều lần. Vui lòng thử lại sau một phút.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' })).toBeEnabled();
  });
});
