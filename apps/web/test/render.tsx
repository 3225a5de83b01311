import { DEFAULT_PROFILE_VISIBILITY, type PublicUser } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, type Session } from '../src/lib/session/session-context';

// jsdom has <dialog> but not showModal(): open it so its content is reachable by role.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}

export const testUser: PublicUser = {
  _id: 'user-1',
  id: 'user-1',
  username: 'minh',
  email: 'minh@example.com',
  position: '',
  address: '',
  dateOfBirth: null,
  website: '',
  facebook: '',
  instagram: '',
  telegram: '',
  avatar: '',
  verified: false,
  postsCount: 0,
  followersCount: 0,
  followingCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  visibility: DEFAULT_PROFILE_VISIBILITY,
  theme: 'system',
  sendReadReceipts: true,
  timeZone: null,
  role: 'member',
};

/** Renders inside a router, a fresh query client and a signed-in session. */
export function renderWithProviders(ui: ReactElement, { route = '/', user = testUser } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session: Session = {
    status: 'signed-in',
    user,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    signOutDeleted: vi.fn(),
    endedElsewhere: false,
    accountDeleted: false,
    checkSession: vi.fn(async () => undefined),
    refreshUser: vi.fn(),
    retry: vi.fn(),
  };
  const wrap = (node: ReactElement) => (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>{node}</SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient, session, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
