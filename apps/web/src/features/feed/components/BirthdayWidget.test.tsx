import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RightColumn } from './RightColumn';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('the birthday widget', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        if (String(input) === '/api/profile/birthdays') {
          const lan = { _id: 'u-2', id: 'u-2', username: 'lan', avatar: '', verified: false };
          return json({ success: true, data: { users: [{ ...lan, birthday: { month: 11, day: 23 } }] } });
        }
        return json({ success: true, data: { users: [] } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each person with the day and month of their birthday', async () => {
    renderWithProviders(<RightColumn />);
    const widget = screen.getByTestId('birthday-widget');
    expect(await within(widget).findByText('lan')).toBeInTheDocument();
    expect(within(widget).getByText('Sinh nhật 23 tháng 11')).toBeInTheDocument();
  });
});
