import type { Theme } from '@teamhub/contracts';

/**
 * Where this browser remembers the signed-in user's theme, so that public/theme-boot.js can set it
 * before the first paint of the next visit. The server's value stays the truth.
 */
export const THEME_STORAGE_KEY = 'theme';

/** The browser bar colour of each palette (index.html has one `theme-color` per system scheme). */
export const THEME_COLORS = { light: '#4f46e5', dark: '#0b0d14' } as const;

/**
 * Shows `theme` now and remembers it for the next first paint: `data-theme` on <html> (the CSS
 * switches palettes on it), the `color-scheme` meta (native controls, scroll bars) and the
 * browser bar colours. The same steps as public/theme-boot.js.
 */
export function applyTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the theme still applies to this page.
  }
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', theme === 'system' ? 'light dark' : theme);
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const own = /dark/.test(meta.getAttribute('media') ?? '') ? 'dark' : 'light';
    meta.setAttribute('content', THEME_COLORS[theme === 'system' ? own : theme]);
  }
}
