// Import rules that need the whole graph, checked once over it (`npm run lint:graph`) instead of
// file by file inside ESLint, whose import-x/no-cycle walked the graph again for every file: two
// thirds of the lint's time. Lazy routes (dynamic imports) are how the web app splits its code, so
// a cycle through one is not a cycle of evaluation and is allowed.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other evaluate in an order that depends on who came first.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'plugins-below-modules',
      severity: 'error',
      comment:
        'Server plugins sit below the modules: a module hands a plugin what it needs (a resolver, a reader) ' +
        'when app.ts registers it. Two server modules importing each other is checked by scripts/check-module-pairs.mjs.',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment:
        "Only a module's repository (repo.ts, *-repo.ts) queries its tables; another module asks through the " +
        "owner's service or a narrow non-repository file the owner exports. Tests reach other modules' tables " +
        'through apps/server/src/test helpers.',
      // $1 is the importing module: its own repository files are its to use.
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+.*[/-]repo[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    // Type-only imports count: a cycle through types still ties the files' designs together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
