import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface FirstRouteOptions {
  /** Modules the first paint awaits through a dynamic import (the default language's strings). */
  awaitedModules: readonly string[];
  /** Largest allowed gzip weight of the first route, in KB (1 KB = 1,000 bytes). */
  budgetKb: number;
}

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === 'chunk';

function endsWithModule(chunk: OutputChunk, modules: readonly string[]): boolean {
  const id = chunk.facadeModuleId?.split(path.sep).join('/');
  return id !== null && id !== undefined && modules.some((module) => id.endsWith(module));
}

/** The chunks the first route needs before it paints: the entry, the awaited modules, and their static imports. */
function firstRouteChunks(bundle: OutputBundle, awaitedModules: readonly string[]): OutputChunk[] {
  const roots = Object.values(bundle).filter(
    (item): item is OutputChunk => isChunk(item) && (item.isEntry || endsWithModule(item, awaitedModules)),
  );
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (isChunk(next)) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/**
 * The first route (/login for a new visitor) is the entry chunk, its static imports, the CSS they
 * bring, and what the first paint awaits (the default language's strings). This plugin preloads the
 * awaited chunks from index.html, so they download alongside the entry instead of after it, prints
 * the route's gzip weight after each build, and fails the build above the budget.
 */
export function firstRoute({ awaitedModules, budgetKb }: FirstRouteOptions): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'teamhub:first-route',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        return Object.values(bundle)
          .filter((item): item is OutputChunk => isChunk(item) && endsWithModule(item, awaitedModules))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          }));
      },
    },
    async writeBundle(_options, bundle) {
      const chunks = firstRouteChunks(bundle, awaitedModules);
      const css = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
      const files = [...chunks.map((chunk) => chunk.fileName), ...css];
      const sizes = await Promise.all(
        files.map(async (file) => gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length),
      );
      const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1000;
      const summary =
        `first route: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB) — ` +
        `${chunks.length} scripts, ${css.size} style sheets`;
      if (totalKb > budgetKb) {
        const largestFirst = files
          .map((file, index) => ({ file, size: sizes[index] ?? 0 }))
          .sort((a, b) => b.size - a.size)
          .map(({ file, size }) => `  ${(size / 1000).toFixed(1)} KB  ${file}`)
          .join('\n');
        this.error(`${summary}: over budget. Its files:\n${largestFirst}`);
      }
      this.info(summary);
    },
  };
}
