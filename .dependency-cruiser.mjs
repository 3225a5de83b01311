/**
 * Import boundaries, checked by `npm run lint:boundaries` (part of `npm run check`).
 * Each rule says why it exists; docs/decisions.md ("Rules that keep the shape") says why these and
 * not others. Paths are regular expressions on paths from the repository root.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // ---- Everywhere -------------------------------------------------------------------------------
    {
      name: 'no-cycles',
      comment:
        'Two files that import each other cannot be read, tested or moved one at a time, and a cycle ' +
        'through module start-up order breaks in surprising ways. Type-only imports count too: they ' +
        'show the same tangle of responsibilities, even if the compiler erases them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'imports-resolve',
      comment:
        'An import the cruiser cannot resolve would silently escape every rule below, so it fails ' +
        'the check instead.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },

    // ---- Contracts --------------------------------------------------------------------------------
    {
      name: 'contracts-depend-on-zod-only',
      comment:
        'Both apps (and the browser bundle) import packages/contracts, so it depends on nothing but ' +
        'zod: no app code, no Fastify, React, Drizzle or Node built-ins. Its tests may use vitest and Node.',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: ['^packages/contracts/src/', '^node_modules/zod/'] },
    },

    // ---- Web --------------------------------------------------------------------------------------
    {
      name: 'web-shared-code-imports-no-feature',
      comment:
        'components/ and lib/ are the kit every feature builds on; if they imported a feature, ' +
        'features would depend on each other through them. What they need is passed in as props.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-imports-another-through-its-index',
      comment:
        "A feature's insides may change freely; what other features may use is what its " +
        'features/<name>/index.ts exports. Tests may reach into another feature to fake its context.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['[.]test[.]tsx?$', '/test-support/'] },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]tsx?$'],
      },
    },
    {
      name: 'web-locales-assemble-feature-strings-only',
      comment:
        'Each feature owns its strings (<name>.vi.ts, <name>.en.ts); the locales only assemble them, ' +
        'so a locale importing anything else of a feature would pull code into every page.',
      severity: 'error',
      from: { path: '^apps/web/src/i18n/locales/' },
      to: { path: '^apps/web/src/features/', pathNot: '[.](vi|en)[.]ts$' },
    },

    // ---- Server -----------------------------------------------------------------------------------
    {
      name: 'server-repositories-only-read-and-write-rows',
      comment:
        "A write's consequences (notifications, socket events, cache clearing) leave from the " +
        "feature's service after the transaction commits, never from a repository: so repositories " +
        'import no services, routes, socket handlers, module factories, event or hook files, nor realtime/.',
      severity: 'error',
      from: { path: '^apps/server/src/.+[.]repository[.]ts$' },
      to: {
        path: ['[.](service|routes|socket|module)[.]ts$', '-(events|hooks)[.]ts$', '^apps/server/src/realtime/'],
      },
    },
    {
      name: 'server-lib-and-db-import-no-modules',
      comment:
        'lib/ and db/ are the ground the feature modules stand on; importing a module from there ' +
        'makes every feature depend on that one.',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-config-imports-no-modules',
      comment:
        'config.ts turns the environment into settings and is read by everything at start; a ' +
        "module's rules belong in the module, which reads the settings.",
      severity: 'error',
      from: { path: '^apps/server/src/config[.]ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-routes-use-other-modules-through-services',
      comment:
        "A route calls its own feature's service; another feature's rows are reached through that " +
        "feature's service, so its access rules and presenters cannot be skipped.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/.+[.]routes[.]ts$' },
      to: { path: '^apps/server/src/modules/.+[.]repository[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    // Type-only imports are dependencies too (see no-cycles).
    tsPreCompilationDeps: true,
    // `@teamhub/contracts` resolves to its sources (its "development" condition), so a cycle through
    // the contracts is seen and the contracts' own rules apply to what the apps actually import.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['development', 'import', 'node', 'default'],
    },
  },
};
