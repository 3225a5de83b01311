import type { PublicUser } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../../test/render';
import { localToday } from '../../../lib/formatters';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { tokenStorage } from '../../../lib/token-storage';
import { SessionProvider } from '../../auth';
import { TimeZoneSection } from './TimeZoneSection';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
// Far from any machine the tests run on, so it is never this device's zone.
const SAVED = 'Pacific/Chatham';

/** The real session (it holds the viewer's zone "today" reads) around the section. */
function renderSignedIn() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <TimeZoneSection />
        </SessionProvider>
      ),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Settings → Time zone', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let savedZone: string | null;
  /** What the server answers to PUT /api/profile/settings. */
  let saveAnswer: (timeZone: string) => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('good');
    savedZone = SAVED;
    saveAnswer = (timeZone) => json(200, { success: true, data: { user: { ...testUser, timeZone } } });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/profile') {
        return json(200, { success: true, data: { user: { ...testUser, timeZone: savedZone } satisfies PublicUser } });
      }
      if (String(input) === '/api/profile/settings' && init?.method === 'PUT') {
        return saveAnswer((JSON.parse(String(init.body)) as { timeZone: string }).timeZone);
      }
      return json(404, { success: false, message: 'Not found.' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    tokenStorage.clear();
  });

  const select = () => screen.getByRole('combobox', { name: 'Múi giờ của bạn' });
  const useDevice = () => screen.queryByRole('button', { name: /^Dùng múi giờ của thiết bị này/ });
  const savedBodies = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

  it('shows the saved zone with its offset, says when reminders come, and reads today on that clock', async () => {
    renderSignedIn();
    await waitFor(() => expect(select()).toHaveValue(SAVED));
    expect(screen.getByRole('option', { name: /^\(UTC\+1[23]:45\) Pacific\/Chatham$/ })).toBeInTheDocument();
    expect(select()).toHaveAccessibleDescription(/09:00/);
    expect(localToday(new Date('2026-01-09T12:00:00Z'))).toBe('2026-01-10');
  });

  it('saves a choice at once and offers this device’s zone back', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(select()).toHaveValue(SAVED));

    await user.selectOptions(select(), 'Asia/Tokyo');
    expect(select()).toHaveValue('Asia/Tokyo');
    await waitFor(() => expect(savedBodies()).toEqual([{ timeZone: 'Asia/Tokyo' }]));

    await user.click(useDevice()!);
    await waitFor(() => expect(select()).toHaveValue(browserTimeZone()));
    expect(useDevice()).toBeNull();
    await waitFor(() => expect(savedBodies()).toEqual([{ timeZone: 'Asia/Tokyo' }, { timeZone: browserTimeZone() }]));
  });

  it('shows this device’s zone, with no button for it, while none is saved', async () => {
    // The layout saves it (useDefaultTimeZone); the section alone only shows it.
    savedZone = null;
    renderSignedIn();
    await waitFor(() => expect(select()).toHaveValue(browserTimeZone()));
    expect(useDevice()).toBeNull();
    expect(savedBodies()).toEqual([]);
  });

  it('puts the saved zone back and says so when the server refuses', async () => {
    saveAnswer = () => json(500, { success: false, message: 'Máy chủ gặp lỗi. Vui lòng thử lại.' });
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(select()).toHaveValue(SAVED));

    await user.selectOptions(select(), 'Asia/Tokyo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không lưu được múi giờ. Vui lòng thử lại.');
    expect(select()).toHaveValue(SAVED);
  });
});
