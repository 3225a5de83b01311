import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSettingsServer, refused, renderInSession } from '../test-support/settings-server';
import { THEME_STORAGE_KEY } from '../theme/apply-theme';
import { ThemeOptions } from './ThemeOptions';

/** The real session (it applies the user's theme to the page) around the control. */
describe('ThemeOptions', () => {
  const server = fakeSettingsServer({ profile: { theme: 'light' } });
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  const radio = (name: string) => screen.getByRole('radio', { name });
  it('offers Light, Dark and System in a named group and applies the theme the server has', async () => {
    renderInSession(<ThemeOptions />);
    await waitFor(() => expect(radio('Sáng')).toBeChecked());
    expect(screen.getByRole('radiogroup', { name: 'Giao diện' })).toBeInTheDocument();
    expect(radio('Tối')).not.toBeChecked();
    expect(radio('Theo hệ thống')).not.toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('saves a choice to the account and shows it at once', async () => {
    const user = userEvent.setup();
    renderInSession(<ThemeOptions />);
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    await user.click(radio('Tối'));
    expect(radio('Tối')).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(server.savedBodies()).toEqual([{ theme: 'dark' }]));
  });

  it('moves between the options with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInSession(<ThemeOptions />);
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    radio('Sáng').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(radio('Tối')).toBeChecked());
    expect(radio('Tối')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(server.savedBodies()).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
    expect(document.documentElement.dataset.theme).toBe('system');
  });

  it('puts the saved theme back and says so when the server refuses', async () => {
    server.save = refused;
    const user = userEvent.setup();
    renderInSession(<ThemeOptions />);
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    await user.click(radio('Theo hệ thống'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không lưu được giao diện. Vui lòng thử lại.');
    expect(radio('Sáng')).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
