import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../../lib/formatters';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { fakeSettingsServer, refused, renderInSession } from '../test-support/settings-server';
import { TimeZoneSection } from './TimeZoneSection';

// Far from any machine the tests run on, so it is never this device's zone.
const SAVED = 'Pacific/Chatham';

/** The real session (it holds the viewer's zone "today" reads) around the section. */
describe('Settings → Time zone', () => {
  const server = fakeSettingsServer({ profile: { timeZone: SAVED } });

  const select = () => screen.getByRole('combobox', { name: 'Múi giờ của bạn' });
  const useDevice = () => screen.queryByRole('button', { name: /^Dùng múi giờ của thiết bị này/ });
  it('shows the saved zone with its offset, says when reminders come, and reads today on that clock', async () => {
    renderInSession(<TimeZoneSection />);
    await waitFor(() => expect(select()).toHaveValue(SAVED));
    expect(screen.getByRole('option', { name: /^\(UTC\+1[23]:45\) Pacific\/Chatham$/ })).toBeInTheDocument();
    expect(select()).toHaveAccessibleDescription(/09:00/);
    expect(localToday(new Date('2026-01-09T12:00:00Z'))).toBe('2026-01-10');
  });

  it('saves a choice at once and offers this device’s zone back', async () => {
    const user = userEvent.setup();
    renderInSession(<TimeZoneSection />);
    await waitFor(() => expect(select()).toHaveValue(SAVED));

    await user.selectOptions(select(), 'Asia/Tokyo');
    expect(select()).toHaveValue('Asia/Tokyo');
    await waitFor(() => expect(server.savedBodies()).toEqual([{ timeZone: 'Asia/Tokyo' }]));

    await user.click(useDevice()!);
    await waitFor(() => expect(select()).toHaveValue(browserTimeZone()));
    expect(useDevice()).toBeNull();
    await waitFor(() =>
      expect(server.savedBodies()).toEqual([{ timeZone: 'Asia/Tokyo' }, { timeZone: browserTimeZone() }]),
    );
  });

  it('shows this device’s zone, with no button for it, while none is saved', async () => {
    // The layout saves it (useDefaultTimeZone); the section alone only shows it.
    server.profile = { timeZone: null };
    renderInSession(<TimeZoneSection />);
    await waitFor(() => expect(select()).toHaveValue(browserTimeZone()));
    expect(useDevice()).toBeNull();
    expect(server.savedBodies()).toEqual([]);
  });

  it('puts the saved zone back and says so when the server refuses', async () => {
    server.save = refused;
    const user = userEvent.setup();
    renderInSession(<TimeZoneSection />);
    await waitFor(() => expect(select()).toHaveValue(SAVED));

    await user.selectOptions(select(), 'Asia/Tokyo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không lưu được múi giờ. Vui lòng thử lại.');
    expect(select()).toHaveValue(SAVED);
  });
});
