import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../../test/render';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { useSession } from '../../../lib/session/useSession';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { fakeSettingsServer, refused, renderInSession } from '../test-support/settings-server';
import { useDefaultTimeZone } from './useDefaultTimeZone';

function Layout() {
  useDefaultTimeZone();
  const { user } = useSession();
  return (
    <output data-testid="zone">
      {String(user?.timeZone)} {user?.position}
    </output>
  );
}

describe('useDefaultTimeZone', () => {
  const server = fakeSettingsServer();

  it('saves this browser’s zone for an account that has none, once', async () => {
    server.profile = { timeZone: null };
    renderInSession(<Layout />);
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent(browserTimeZone()));
    expect(server.savedBodies()).toEqual([{ timeZone: browserTimeZone() }]);
  });

  it('leaves a saved zone alone', async () => {
    server.profile = { timeZone: 'Asia/Tokyo' };
    renderInSession(<Layout />);
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent('Asia/Tokyo'));
    expect(server.savedBodies()).toEqual([]);
  });

  it('tries once per load when the server refuses, not again as the session changes', async () => {
    server.profile = { timeZone: null };
    server.save = refused;
    const client = renderInSession(<Layout />);
    await waitFor(() => expect(server.savedBodies()).toHaveLength(1));
    // The refused answer has landed; then the session user changes (a profile edit, say).
    await server.fetchMock.mock.results.at(-1)?.value;
    act(() => client.setQueryData(SESSION_QUERY_KEY, { ...testUser, timeZone: null, position: 'Designer' }));
    await waitFor(() => expect(screen.getByTestId('zone')).toHaveTextContent('null Designer'));
    expect(server.savedBodies()).toHaveLength(1);
  });
});
