import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the picker reads its data: `${EMOJI_DATA_PATH}/${locale}/data.json` (frimousse's `emojibaseUrl`). */
export const EMOJI_DATA_PATH = '/emojibase';
const LOCALES = ['en', 'vi'];
const FILES = ['data.json', 'messages.json'];

const require = createRequire(import.meta.url);
const dataDirectory = () => path.dirname(require.resolve('emojibase-data/package.json'));

/**
 * Serves the emoji picker's data (emojibase-data, installed with the app) from our own origin, in the
 * dev server and in the build, in the interface languages only: the picker would otherwise fetch it
 * from a CDN, which the CSP forbids and a self-hosted team without internet cannot reach.
 */
export function emojiData(): Plugin {
  return {
    name: 'teamhub:emoji-data',
    configureServer(server) {
      server.middlewares.use(EMOJI_DATA_PATH, (request, response, next) => {
        const [, locale, file] = (request.url ?? '').split('?')[0]?.split('/') ?? [];
        if (!locale || !file || !LOCALES.includes(locale) || !FILES.includes(file)) return next();
        readFile(path.join(dataDirectory(), locale, file)).then(
          (content) => {
            response.setHeader('content-type', 'application/json');
            response.end(content);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const locale of LOCALES) {
        for (const file of FILES) {
          this.emitFile({
            type: 'asset',
            fileName: `${EMOJI_DATA_PATH.slice(1)}/${locale}/${file}`,
            source: await readFile(path.join(dataDirectory(), locale, file)),
          });
        }
      }
    },
  };
}
