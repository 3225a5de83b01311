import type { DocumentView } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DocumentsPage } from './DocumentsPage';
import { FakeXhr } from '../../../test/fake-xhr';
import { documentFixture } from './test-support/fixtures';

const patient = { timeout: 10_000 };
const ok = (data: unknown, extra: object = {}) => new Response(JSON.stringify({ success: true, data, ...extra }));
const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message }), { status });

interface Served {
  documents: DocumentView[];
  onDelete?: (body: unknown) => Response;
  onRename?: (id: string, body: unknown) => Response;
  onDownload?: () => Response;
}

/** The documents API at the fetch boundary; every call is recorded. */
function serve(served: Served) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (url.startsWith('/api/documents/folders')) return ok({ folder: null, breadcrumbs: [], folders: [] });
    if (url === '/api/documents/usage') return ok({ usedBytes: 1.25 * 1024 * 1024, quotaBytes: 1024 ** 3 });
    if (url.endsWith('/download')) return served.onDownload?.() ?? new Response(new Blob(['x']));
    if (url.startsWith('/api/documents') && method === 'GET') return ok(served.documents);
    if (url === '/api/documents' && method === 'DELETE') return served.onDelete?.(body) ?? failure(500, 'boom');
    const rename = /^\/api\/documents\/([^/]+)$/.exec(url);
    if (rename && method === 'PUT') return served.onRename?.(rename[1] ?? '', body) ?? failure(500, 'boom');
    return new Response('{}', { status: 404 });
  });
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/documents' && (init?.method ?? 'GET') === 'GET')
    .length;
/** Waits for an alert of the page: role=status for successes, role=alert for failures. */
const toast = (role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(screen.getAllByRole(role).map((element) => element.textContent)).toContain(text));
const shownNames = () => screen.getAllByTestId('document-item').map((item) => item.dataset.documentId);
const item = (id: string) =>
  screen.getAllByTestId('document-item').find((element) => element.dataset.documentId === id) as HTMLElement;

const three = [
  documentFixture({ id: 'a', name: 'agenda.txt', type: 'text/plain', size: 30_000, createdAt: '2026-11-02T00:00:00Z' }),
  documentFixture({
    id: 'b',
    name: 'budget.pdf',
    type: 'application/pdf',
    size: 900,
    createdAt: '2026-11-03T00:00:00Z',
  }),
  documentFixture({ id: 'c', name: 'chart.png', type: 'image/png', size: 5_000, createdAt: '2026-11-01T00:00:00Z' }),
];

describe('DocumentsPage', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the empty state and the storage used', async () => {
    vi.stubGlobal('fetch', serve({ documents: [] }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tài liệu của tôi' })).toBeVisible();
    expect(await screen.findByText('Chưa có tài liệu nào', {}, patient)).toBeVisible();
    const meter = await screen.findByRole('meter', { name: 'Dung lượng đã dùng' });
    expect(meter).toHaveAttribute('aria-valuetext', '1.25 MB / 1.00 GB');
  });

  it('sorts by name, size (largest first), date (newest first) and type', async () => {
    vi.stubGlobal('fetch', serve({ documents: three }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    expect(shownNames()).toEqual(['a', 'b', 'c']);
    const sort = screen.getByRole('combobox', { name: 'Sắp xếp' });
    fireEvent.change(sort, { target: { value: 'size' } });
    expect(shownNames()).toEqual(['a', 'c', 'b']);
    fireEvent.change(sort, { target: { value: 'date' } });
    expect(shownNames()).toEqual(['b', 'a', 'c']);
    fireEvent.change(sort, { target: { value: 'type' } });
    expect(shownNames()).toEqual(['b', 'c', 'a']);
  });

  it('needs a selection to delete, confirms with the count, then tells how many went', async () => {
    const onDelete = vi.fn(() => ok({ deletedCount: 2 }, { deletedCount: 2 }));
    vi.stubGlobal('fetch', serve({ documents: three, onDelete }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);

    await userEvent.click(screen.getByRole('button', { name: 'Xóa (0)' }));
    await toast('alert', 'Vui lòng chọn file để xóa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn agenda.txt' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn chart.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Xóa tài liệu' });
    expect(dialog).toHaveTextContent('2 mục');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await toast('status', 'Xóa thành công 2 tài liệu!');
    expect(onDelete).toHaveBeenCalledWith({ ids: ['a', 'c'], folderIds: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders only the rows near the viewport of a list of thousands', async () => {
    const many = Array.from({ length: 3_000 }, (_, index) =>
      documentFixture({ id: `m${index}`, name: `file-${String(index).padStart(4, '0')}.txt` }),
    );
    vi.stubGlobal('fetch', serve({ documents: many }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    const rows = await screen.findAllByTestId('document-item', {}, patient);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveTextContent('file-0000.txt');
    // Select all still means all of them, rendered or not.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByRole('button', { name: 'Xóa (3000)' })).toBeVisible();
  });

  it('select all ticks every row and counts them', async () => {
    vi.stubGlobal('fetch', serve({ documents: three }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByRole('button', { name: 'Xóa (3)' })).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByRole('checkbox', { name: 'Chọn budget.pdf' })).not.toBeChecked();
  });

  it('after a failed delete says why and reloads the list', async () => {
    const fetchMock = serve({ documents: three, onDelete: () => failure(500, 'Ổ đĩa lỗi') });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    const before = listCalls(fetchMock);
    await userEvent.click(within(item('b')).getByRole('button', { name: 'Xóa' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    await toast('alert', 'Lỗi xóa: Ổ đĩa lỗi');
    await waitFor(() => expect(listCalls(fetchMock)).toBeGreaterThan(before));
  });

  it('renames inline keeping the extension and tells the outcome', async () => {
    const onRename = vi.fn((_id: string, body: unknown) => ok({ ...three[1], ...(body as object) }));
    vi.stubGlobal('fetch', serve({ documents: three, onRename }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    await userEvent.click(within(item('b')).getByRole('button', { name: 'Đổi tên' }));
    const box = screen.getByRole('textbox', { name: 'Tên mới' });
    expect(box).toHaveValue('budget');
    await userEvent.clear(box);
    await userEvent.type(box, 'final{Enter}');
    await toast('status', 'Đổi tên thành công!');
    expect(onRename).toHaveBeenCalledWith('b', { name: 'final.pdf' });
    expect(screen.queryByRole('textbox', { name: 'Tên mới' })).not.toBeInTheDocument();
  });

  it('a rename the server refuses shows its message', async () => {
    vi.stubGlobal('fetch', serve({ documents: three, onRename: () => failure(400, 'Tên tối đa 255 ký tự') }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    await userEvent.click(within(item('a')).getByRole('button', { name: 'Đổi tên' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên mới' }), '2{Enter}');
    await toast('alert', 'Lỗi đổi tên: Tên tối đa 255 ký tự');
  });

  it('refuses to download a document whose stored file name cannot be found', async () => {
    const nameless = documentFixture({ id: 'n', name: 'lost.pdf', filename: '', path: '' });
    const fetchMock = serve({ documents: [nameless] });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    await userEvent.click(within(item('n')).getByRole('button', { name: 'Tải xuống' }));
    await toast('alert', 'Không tìm thấy tên file');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/download'))).toBe(false);
  });

  it('a failed download says "Lỗi tải file: …" with the fallback text', async () => {
    vi.stubGlobal('fetch', serve({ documents: three, onDownload: () => new Response('', { status: 500 }) }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findAllByTestId('document-item', {}, patient);
    await userEvent.click(within(item('a')).getByRole('button', { name: 'Tải xuống' }));
    expect(await screen.findByText('Lỗi tải file: Download failed')).toBeVisible();
  });

  it('opens the preview of the document a link names, and drops the link on closing', async () => {
    vi.stubGlobal('fetch', serve({ documents: three }));
    renderWithProviders(<DocumentsPage />, { route: '/documents?preview=a' });
    const dialog = await screen.findByRole('dialog', { name: 'agenda.txt' }, patient);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Đóng' })[0]!);
    // Closed for good: the link went with it, so the page does not open the preview again.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownNames()).toHaveLength(3);
  });

  it('says so when the document a link names is not in the folder', async () => {
    vi.stubGlobal('fetch', serve({ documents: three }));
    renderWithProviders(<DocumentsPage />, { route: '/documents?preview=gone&page=2' });
    await toast('alert', 'Tài liệu này không còn ở đây (đã bị xóa, chuyển đi, hoặc không phải của bạn).');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the load failure in a banner that can be dismissed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input) === '/api/documents' ? new Response('', { status: 500 }) : ok({ folders: [], breadcrumbs: [] }),
      ),
    );
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    const banner = await screen.findByTestId('documents-error', {}, patient);
    expect(banner).toHaveTextContent('Failed to fetch documents');
    await userEvent.click(within(banner).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByTestId('documents-error')).not.toBeInTheDocument();
  });

  it('uploads each file with its own progress bar; a cancelled one leaves, the others finish', async () => {
    vi.stubGlobal('fetch', serve({ documents: [] }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findByText('Chưa có tài liệu nào', {}, patient);
    const files = [new File(['one'], 'one.txt', { type: 'text/plain' }), new File(['two'], 'two.txt')];
    await userEvent.upload(screen.getByTestId('documents-file-input'), files);

    const rows = screen.getAllByTestId('upload-item');
    expect(rows).toHaveLength(2);
    expect(FakeXhr.sent.map((request) => [request.method, request.url, request.fileName])).toEqual([
      ['POST', '/api/documents/upload', 'one.txt'],
      ['POST', '/api/documents/upload', 'two.txt'],
    ]);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    act(() => first.progress(50, 100));
    expect(within(rows[0] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(rows[1] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Hủy' }));
    expect(second.aborted).toBe(true);
    expect(screen.getAllByTestId('upload-item')).toHaveLength(1);

    act(() => first.answer(201, { success: true, data: [] }));
    await toast('status', 'Upload thành công!');
    const done = screen.getByTestId('upload-item');
    expect(done).toHaveAttribute('data-status', 'done');
    expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(done).queryByRole('button', { name: 'Hủy' })).not.toBeInTheDocument();
  });

  it('a refused upload says "Lỗi upload: …" with the server message', async () => {
    vi.stubGlobal('fetch', serve({ documents: [] }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findByText('Chưa có tài liệu nào', {}, patient);
    await userEvent.upload(screen.getByTestId('documents-file-input'), [new File(['x'], 'big.bin')]);
    act(() => FakeXhr.sent[0]?.answer(413, { success: false, message: 'Vượt quá dung lượng' }));
    await toast('alert', 'Lỗi upload: Vượt quá dung lượng');
    expect(screen.getByTestId('upload-item')).toHaveAttribute('data-status', 'error');
  });

  it('files dropped on the page are uploaded', async () => {
    vi.stubGlobal('fetch', serve({ documents: [] }));
    renderWithProviders(<DocumentsPage />, { route: '/documents' });
    await screen.findByText('Chưa có tài liệu nào', {}, patient);
    const zone = screen.getByTestId('documents-dropzone');
    const file = new File(['d'], 'dropped.txt');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Thả tệp vào đây để tải lên')).toBeVisible();
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.queryByText('Thả tệp vào đây để tải lên')).not.toBeInTheDocument();
    expect(FakeXhr.sent.map((request) => request.fileName)).toEqual(['dropped.txt']);
  });
});
