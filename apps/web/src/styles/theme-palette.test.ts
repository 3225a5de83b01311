import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner hands CSS imports over empty.
const sourceDir = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(sourceDir, file), 'utf8');
const globalCss = read('styles/global.css');
const stylesheets = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.css'),
);

/** The declarations of the first rule whose selector is exactly `selector`, in order. */
function declarationsOf(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  expect(start, `no rule for ${selector}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

describe('theme palettes', () => {
  it('give Dark and System on a dark device the same palette', () => {
    const chosen = declarationsOf(globalCss, ":root[data-theme='dark']");
    const system = declarationsOf(globalCss, ":root:not([data-theme='light'], [data-theme='dark'])");
    expect(chosen).toContain('color-scheme: dark');
    expect(chosen.some((declaration) => declaration.startsWith('--color-bg:'))).toBe(true);
    expect(system).toEqual(chosen);
  });

  it('let no stylesheet follow the system scheme past a chosen theme', () => {
    const pattern = /@media \(prefers-color-scheme: dark\) \{\s*([^{]+)\{/g;
    expect(stylesheets).toContain('styles/global.css');
    for (const file of stylesheets) {
      for (const [, selector = ''] of read(file).matchAll(pattern)) {
        // Inside the media query, only the System case (no light or dark attribute) may apply.
        expect(selector, file).toContain(":root:not([data-theme='light'], [data-theme='dark'])");
      }
    }
  });
});
