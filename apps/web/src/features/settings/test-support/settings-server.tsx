import type { PublicUser } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { testUser } from '../../../../test/render';
import { tokenStorage } from '../../../lib/token-storage';
import { SessionProvider } from '../../auth';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The server's answer when it fails. */
export const refused = () => json(500, { success: false, message: 'Máy chủ gặp lỗi. Vui lòng thử lại.' });

type SettingsBody = Partial<PublicUser>;

/**
 * The server the settings tests talk to, installed before each test of the calling `describe`:
 * GET /api/auth/profile answers the test user with `profile`'s fields; PUT /api/profile/settings answers
 * `save(body)` (by default the user with the body applied); anything else 404. A test changes
 * `profile` or `save` before it renders.
 */
export function fakeSettingsServer(defaults: { profile?: SettingsBody } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  const saved = (body: SettingsBody) => json(200, { success: true, data: { user: { ...testUser, ...body } } });
  const server = {
    fetchMock,
    profile: defaults.profile ?? {},
    save: saved,
    /** The bodies of every PUT, in order. */
    savedBodies: () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => JSON.parse(String(init?.body)) as SettingsBody),
  };
  beforeEach(() => {
    server.profile = defaults.profile ?? {};
    server.save = saved;
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('good');
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/profile') {
        return json(200, { success: true, data: { user: { ...testUser, ...server.profile } satisfies PublicUser } });
      }
      if (String(input) === '/api/profile/settings' && init?.method === 'PUT') {
        return server.save(JSON.parse(String(init.body)) as SettingsBody);
      }
      return json(404, { success: false, message: 'Not found.' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    tokenStorage.clear();
  });
  return server;
}

/** `element` inside the real session (signed in as the fake server's user), a router and a query client. */
export function renderInSession(element: ReactNode): QueryClient {
  const router = createMemoryRouter([{ path: '/', element: <SessionProvider>{element}</SessionProvider> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}
