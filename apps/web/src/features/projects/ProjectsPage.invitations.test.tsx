import type { MyInvitation, ProjectView } from '@teamhub/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProjectsPage } from './ProjectsPage';
import { projectFixture } from './test-support/fixtures';
import { fakeProjectsSocket as socket } from './test-support/fake-projects-socket';

vi.mock('../../lib/realtime/namespace-socket', async () => ({
  connectNamespace: (await import('./test-support/fake-projects-socket')).connectFakeProjectsSocket,
}));

const patient = { timeout: 10_000 };
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

const invitation = (id: string, projectName: string): MyInvitation => ({
  id,
  project: { id: `project-${id}`, name: projectName, category: 'web' },
  invitedBy: { id: 'u2', username: 'lan', avatar: '' },
  role: 'member',
  createdAt: new Date().toISOString(),
});

/** A server with `state` as its data: the projects, the open invitations, and what answering does. */
function serve(state: { projects: ProjectView[]; invitations: MyInvitation[] }) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/projects') return ok(state.projects);
    if (url === '/api/projects/invitations') return ok(state.invitations);
    const answer = /^\/api\/projects\/invitations\/([^/]+)\/(accept|decline)$/.exec(url);
    if (answer && init?.method === 'POST') {
      const [, id, kind] = answer;
      const answered = state.invitations.find((item) => item.id === id);
      if (!answered)
        return new Response(JSON.stringify({ success: false, message: 'Lời mời này không còn hiệu lực.' }), {
          status: 404,
        });
      state.invitations = state.invitations.filter((item) => item.id !== id);
      if (kind === 'decline') return ok({ invitationId: id });
      const project = projectFixture({ id: answered.project.id, name: answered.project.name, myRole: 'member' });
      state.projects = [...state.projects, project];
      return ok({ invitationId: id, project });
    }
    if (/\/tasks$/.test(url)) return ok([]);
    return new Response('{}', { status: 404 });
  });
}

describe('ProjectsPage: invitations', () => {
  beforeEach(() => socket.listeners.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows open invitations above the projects; accepting opens the project’s board', async () => {
    vi.stubGlobal('fetch', serve({ projects: [], invitations: [invitation('i1', 'Website mới')] }));
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    const section = await screen.findByRole('region', { name: /Lời mời tham gia dự án/ }, patient);
    const item = within(section).getByTestId('project-invitation');
    expect(item).toHaveTextContent('lan mời bạn tham gia dự án Website mới');
    expect(item).toHaveTextContent('Vai trò: Thành viên');
    expect(screen.getByText('Chưa có dự án nào')).toBeVisible();

    fireEvent.click(within(item).getByRole('button', { name: 'Chấp nhận lời mời vào Website mới' }));
    const tab = await screen.findByRole('tab', { name: 'Website mới' }, patient);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('project-invitations')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus(), patient);
  });

  it('declining removes the invitation; a withdrawn one says so and leaves the list', { timeout: 20_000 }, async () => {
    const state = { projects: [], invitations: [invitation('i1', 'Alpha'), invitation('i2', 'Beta')] };
    vi.stubGlobal('fetch', serve(state));
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    const section = await screen.findByTestId('project-invitations', {}, patient);
    fireEvent.click(within(section).getByRole('button', { name: 'Từ chối lời mời vào Alpha' }));
    await vi.waitFor(() => expect(within(section).getAllByTestId('project-invitation')).toHaveLength(1), patient);
    expect(screen.getByRole('heading', { name: /Lời mời tham gia dự án/ })).toHaveFocus();

    // Withdrawn meanwhile: the server's sentence, and the list as it is now.
    state.invitations = [];
    fireEvent.click(within(section).getByRole('button', { name: 'Chấp nhận lời mời vào Beta' }));
    await vi.waitFor(() => expect(screen.queryByTestId('project-invitations')).toBeNull(), patient);
    expect(screen.getByTestId('projects-error')).toHaveTextContent('Lời mời này không còn hiệu lực.');
  });

  it('a new invitation appears when the socket says the invitations changed', async () => {
    const state = { projects: [], invitations: [] as MyInvitation[] };
    vi.stubGlobal('fetch', serve(state));
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    await screen.findByText('Chưa có dự án nào', {}, patient);
    expect(screen.queryByTestId('project-invitations')).toBeNull();
    state.invitations = [invitation('i3', 'Gamma')];
    act(() => socket.listeners.get('invitations-changed')?.());
    expect(await screen.findByTestId('project-invitation', {}, patient)).toHaveTextContent('Gamma');
  });
});
