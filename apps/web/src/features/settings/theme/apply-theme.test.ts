import type { Theme } from '@teamhub/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, THEME_COLORS, THEME_STORAGE_KEY } from './apply-theme';

const webRoot = path.join(import.meta.dirname, '../../../..');
const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const bootScript = readFileSync(path.join(webRoot, 'public/theme-boot.js'), 'utf8');

/** What the page shows: the attribute the CSS reads, and the metas the browser reads. */
function pageState() {
  const metas = [...document.head.querySelectorAll('meta[name="theme-color"]')];
  return {
    theme: document.documentElement.dataset.theme,
    colorScheme: document.head.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
    themeColors: metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
  };
}

describe('theme on the page', () => {
  beforeEach(() => {
    // The real <head> of index.html, the boot script's tag included (it does not run here).
    document.head.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').head.innerHTML;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    delete document.documentElement.dataset.theme;
  });

  it('loads the boot script synchronously before any stylesheet', () => {
    const script = document.head.querySelector('script[src="/theme-boot.js"]');
    expect(script).not.toBeNull();
    expect(script?.hasAttribute('type') || script?.hasAttribute('async') || script?.hasAttribute('defer')).toBe(false);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it.each<[string | null, Theme]>([
    [null, 'system'],
    ['system', 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['sepia', 'system'],
  ])('boots with what applyTheme shows, for a stored %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    new Function(bootScript)();
    const booted = pageState();
    expect(booted.theme).toBe(expected);

    delete document.documentElement.dataset.theme;
    applyTheme(expected);
    expect(pageState()).toEqual(booted);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(expected);
  });

  it('gives a chosen theme its own colours, and System one per device scheme', () => {
    applyTheme('dark');
    expect(pageState()).toMatchObject({
      colorScheme: 'dark',
      themeColors: [
        ['(prefers-color-scheme: light)', THEME_COLORS.dark],
        ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
      ],
    });
    applyTheme('system');
    expect(pageState()).toMatchObject({
      colorScheme: 'light dark',
      themeColors: [
        ['(prefers-color-scheme: light)', THEME_COLORS.light],
        ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
      ],
    });
  });
});
