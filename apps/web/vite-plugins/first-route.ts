import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A first route: what a visitor's browser loads before that page is usable. */
export interface FirstRoute {
  /** Its name in the build output (and for bench/first-route.mjs). */
  name: string;
  /** What the visitor opens, for the build output. */
  label: string;
  /**
   * Modules the route loads through a dynamic import before it is usable (awaited strings, lazy
   * route pieces, lazy components it renders at once); the entry is always counted.
   */
  lazyModules: readonly string[];
  /** Largest allowed gzip weight, in KB (1 KB = 1,000 bytes). */
  budgetKb: number;
}

export interface FirstRouteOptions {
  /** Modules every first paint awaits (the default language's strings): preloaded from index.html. */
  preloadModules: readonly string[];
  routes: readonly FirstRoute[];
}

/** What the build measured for a route: bench/first-route.mjs compares it with what Chromium requests. */
export interface RouteWeight {
  name: string;
  files: string[];
  totalKb: number;
}

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === 'chunk';

function endsWithModule(chunk: OutputChunk, modules: readonly string[]): boolean {
  const id = chunk.facadeModuleId?.split(path.sep).join('/');
  return id !== null && id !== undefined && modules.some((module) => id.endsWith(module));
}

/** The entry, the chunks of `lazyModules`, everything they import statically, and the CSS all of them bring. */
function routeFiles(bundle: OutputBundle, lazyModules: readonly string[]): string[] {
  const roots = Object.values(bundle).filter(
    (item): item is OutputChunk => isChunk(item) && (item.isEntry || endsWithModule(item, lazyModules)),
  );
  const unmatched = lazyModules.filter((module) => !roots.some((chunk) => endsWithModule(chunk, [module])));
  if (unmatched.length > 0) throw new Error(`first route: no chunk is built from ${unmatched.join(', ')}`);
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
  const chunks = [...seen.values()];
  const css = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return [...chunks.map((chunk) => chunk.fileName), ...css];
}

/**
 * The first routes: /login for a new visitor, the feed for a signed-in one. Each is the entry
 * chunk, the lazy chunks the route needs before it is usable, their static imports and the CSS
 * they bring. This plugin preloads what every first paint awaits from index.html, so it downloads
 * alongside the entry instead of after it, prints each route's gzip weight after the build, and
 * fails the build when one is over its budget.
 */
export function firstRoute({ preloadModules, routes }: FirstRouteOptions): Plugin<{ measured: () => RouteWeight[] }> {
  let outDir = '';
  let base = '/';
  let measured: RouteWeight[] = [];
  return {
    name: 'teamhub:first-route',
    apply: 'build',
    api: { measured: () => measured },
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
          .filter((item): item is OutputChunk => isChunk(item) && endsWithModule(item, preloadModules))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          }));
      },
    },
    async writeBundle(_options, bundle) {
      const gzipSizes = new Map<string, number>();
      const gzipSize = async (file: string) => {
        const size = gzipSizes.get(file) ?? gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;
        gzipSizes.set(file, size);
        return size;
      };
      measured = [];
      const overBudget: string[] = [];
      for (const route of routes) {
        const files = routeFiles(bundle, route.lazyModules);
        const sizes = await Promise.all(files.map(gzipSize));
        const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1000;
        measured.push({ name: route.name, files, totalKb });
        const scripts = files.filter((file) => file.endsWith('.js')).length;
        const summary =
          `first route ${route.label}: ${totalKb.toFixed(1)} KB gzip (budget ${route.budgetKb} KB) — ` +
          `${scripts} scripts, ${files.length - scripts} style sheets`;
        this.info(summary);
        if (totalKb <= route.budgetKb) continue;
        const largestFirst = files
          .map((file, index) => ({ file, size: sizes[index] ?? 0 }))
          .sort((a, b) => b.size - a.size)
          .map(({ file, size }) => `  ${(size / 1000).toFixed(1)} KB  ${file}`)
          .join('\n');
        overBudget.push(`${summary}: over budget. Its files:\n${largestFirst}`);
      }
      if (overBudget.length > 0) this.error(overBudget.join('\n'));
    },
  };
}
