/**
 * The layering of the repository, checked on every `npm run check` (see docs/architecture.md).
 * Rules are written by folder pattern, so that a new feature, route or service folder is held to
 * them without being named here.
 */

/** Tests and what only tests use: test files, test support and the browser tests. */
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '^apps/api/src/test/',
  '-test-(support|data)\\.tsx?$',
  '^e2e/',
  '^bench/',
];

module.exports = {
  forbidden: [
    // The site: routes → features → components and lib → contract.
    {
      name: 'web-nothing-imports-routes',
      comment: 'A page route is the top of the site: features, components and lib do not import routes.',
      severity: 'error',
      from: { path: '^apps/web/app/(features|components|lib)/' },
      to: { path: '^apps/web/app/routes/' },
    },
    {
      name: 'web-shared-pieces-below-features',
      comment: 'Components and lib are shared pieces below the features: they do not import features.',
      severity: 'error',
      from: { path: '^apps/web/app/(components|lib)/' },
      to: { path: '^apps/web/app/features/' },
    },
    {
      name: 'web-features-through-their-index',
      comment: 'A feature uses another feature only through its index.ts, never its internals.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: {
        path: '^apps/web/app/features/[^/]+/',
        pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index\\.tsx?$'],
      },
    },
    // The API: routes → services → db, with lib and plugins beside them.
    {
      name: 'api-services-below-routes',
      comment: 'Services do not import routes.',
      severity: 'error',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-services-import-no-plugins',
      comment:
        'Plugins build on services (auth reads sessions, the job worker claims jobs), so services do not import plugins: what a service needs from a plugin (the rate limits, the mailer, the job queue) is an interface in ports/, which the plugin implements.',
      severity: 'error',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/plugins/' },
    },
    {
      name: 'api-ports-are-shapes-only',
      comment:
        'ports/ holds the interfaces services and plugins share; it imports no services, routes or plugins, so either side may import it.',
      severity: 'error',
      from: { path: '^apps/api/src/ports/' },
      to: { path: '^apps/api/src/(services|routes|plugins)/' },
    },
    {
      name: 'api-plugins-below-routes',
      comment: 'Plugins serve every route: they import no routes.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: TEST_CODE },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-db-at-the-bottom',
      comment:
        'The database layer imports neither services nor routes nor plugins; factories and demo data, which build rows for tests and demos, may use services.',
      severity: 'error',
      from: { path: '^apps/api/src/db/', pathNot: ['^apps/api/src/db/(demo|factories)/'] },
      to: { path: '^apps/api/src/(services|routes|plugins|ports)/' },
    },
    {
      name: 'api-lib-at-the-bottom',
      comment: 'lib holds helpers for every layer: it imports no routes or services.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/(services|routes)/' },
    },
    {
      name: 'api-routes-do-not-import-each-other',
      comment: 'A route folder does not reach into another route folder; shared logic is a service.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^apps/api/src/routes/[^/]+/',
        pathNot: ['^apps/api/src/routes/$1/'],
      },
    },
    {
      name: 'api-no-circular',
      comment: 'No import cycles in the API: a cycle is two layers that lean on each other.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    // The contract is the bottom of both apps.
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'api-and-site-apart',
      comment: 'The API and the site share only the contract.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'site-and-api-apart',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    // Production code never leans on tests, test data or demo data.
    {
      name: 'production-imports-no-tests',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'production-imports-no-factories',
      comment: 'Factories build test and demo rows; production code has its own modules.',
      severity: 'error',
      from: { pathNot: [...TEST_CODE, '^apps/api/src/db/(factories|demo)/'] },
      to: { path: '^apps/api/src/db/factories/' },
    },
    {
      name: 'production-imports-no-demo-data',
      comment: 'Only the demo seeding entry point (server.ts) and tests load the demo data.',
      severity: 'error',
      from: { pathNot: [...TEST_CODE, '^apps/api/src/db/demo/', '^apps/api/src/server\\.ts$'] },
      to: { path: '^apps/api/src/db/demo/' },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      comment: "React Router's generated `./+types/…` are resolved by its typegen, not on disk.",
      from: {},
      to: { couldNotResolve: true, pathNot: ['^\\./\\+types/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/build/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    // The base options with the site's `~/…` alias, for resolving every workspace at once.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
