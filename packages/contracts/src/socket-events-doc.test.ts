import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const repository = new URL('../../../', import.meta.url);
// The generator is a plain script (scripts/socket-events-doc.mjs), loaded by URL.
const generator = new URL('scripts/socket-events-doc.mjs', repository).href;
const { renderSocketEventsPage } = (await import(generator)) as {
  renderSocketEventsPage: (sourceText: string) => Promise<string>;
};
const source = readFileSync(new URL('packages/contracts/src/socket-events.ts', repository), 'utf8');

describe('docs/socket-events.md', () => {
  it('is what `npm run docs:sockets` makes of the current event maps', async () => {
    const page = readFileSync(new URL('docs/socket-events.md', repository), 'utf8');
    expect(page, 'docs/socket-events.md is out of date: run `npm run docs:sockets`').toBe(
      await renderSocketEventsPage(source),
    );
  });

  it('lists an event as soon as a map declares it, with its payload and comment', async () => {
    const changed = source.replace(
      'export interface MovieRoomServerToClientEvents {',
      "export interface MovieRoomServerToClientEvents {\n  /** The film changed. */\n  'video-changed': (payload: { url: string }) => void;",
    );
    expect(changed).not.toBe(source);
    expect(await renderSocketEventsPage(changed)).toMatch(
      /\| `video-changed` +\| `\{ url: string \}` +\| — +\| The film changed\. +\|/,
    );
  });
});
