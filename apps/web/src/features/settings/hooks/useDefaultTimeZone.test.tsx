import type { PublicUser } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../../test/render';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { tokenStorage } from '../../../lib/token-storage';
import { useSession } from '../../../lib/session/useSession';
import { SessionProvider } from '../../auth';
import { useDefaultTimeZone } from './useDefaultTimeZone';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function Layout() {
  useDefaultTimeZone();
  const { user } = useSession();
  return (
    <output data-testid="zone">
      {String(user?.timeZone)} {user?.position}
    </output>
  );
}

function renderSignedIn() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <Layout />
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
  return client;
}

describe('useDefaultTimeZone', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let savedZone: string | null;
  let saveAnswer: (timeZone: string) => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('good');
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

  const savedBodies = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

  it('saves this browser’s zone for an account that has none, once', async () => {
    savedZone = null;
    renderSignedIn();
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent(browserTimeZone()));
    expect(savedBodies()).toEqual([{ timeZone: browserTimeZone() }]);
  });

  it('leaves a saved zone alone', async () => {
    savedZone = 'Asia/Tokyo';
    renderSignedIn();
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent('Asia/Tokyo'));
    expect(savedBodies()).toEqual([]);
  });

  it('tries once per load when the server refuses, not again as the session changes', async () => {
    savedZone = null;
    saveAnswer = () => json(500, { success: false, message: 'Máy chủ gặp lỗi. Vui lòng thử lại.' });
    const client = renderSignedIn();
    await waitFor(() => expect(savedBodies()).toHaveLength(1));
    // The refused answer has landed; then the session user changes (a profile edit, say).
    await fetchMock.mock.results.at(-1)?.value;
    act(() => client.setQueryData(SESSION_QUERY_KEY, { ...testUser, timeZone: null, position: 'Designer' }));
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent('null Designer'));
    expect(savedBodies()).toHaveLength(1);
  });
});
