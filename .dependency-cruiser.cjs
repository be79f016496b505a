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
    // The API: routes → services → db; plugins beside the routes, on services; lib and ports for all.
    {
      name: 'api-no-circular',
      comment: 'No import cycles in the API: a cycle is two layers that lean on each other.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'api-services-import-no-routes-or-plugins',
      comment:
        'Services do not import routes. Plugins build on services (auth reads sessions, the job worker claims jobs), so services do not import plugins either: what a service needs from a plugin (the rate limits, the mailer, the job queue) is an interface in ports/, which the plugin implements.',
      severity: 'error',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/(routes|plugins)/' },
    },
    {
      name: 'api-plugins-below-routes',
      comment:
        'Plugins serve every route and are registered before the routes (app.ts), so they import no routes.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: TEST_CODE },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-ports-are-shapes-only',
      comment: 'ports/ holds the shapes services and plugins share, so it imports neither (nor routes).',
      severity: 'error',
      from: { path: '^apps/api/src/ports/' },
      to: { path: ['^apps/api/src/services/', '^apps/api/src/plugins/', '^apps/api/src/routes/'] },
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
      name: 'api-routes-reach-the-database-through-services',
      comment:
        'A route validates, checks roles and calls services; queries (the schema, the client, drizzle) live in services.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/', pathNot: TEST_CODE },
      to: { path: ['^apps/api/src/db/', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'api-work-declared-beside-its-service',
      comment:
        "Job handlers and scheduled tasks are declared in a service folder's work.ts, never in routes: routes import none of what declaring work takes (the work and schedule ports, countingTask, mail queues, the job and schedule plugins).",
      severity: 'error',
      from: { path: '^apps/api/src/routes/', pathNot: TEST_CODE },
      to: {
        path: [
          '^apps/api/src/ports/(work|schedule)\\.ts$',
          '^apps/api/src/lib/counting-task\\.ts$',
          '^apps/api/src/services/mail-job\\.ts$',
          '^apps/api/src/plugins/(jobs|schedule)\\.ts$',
          '^apps/api/src/services/[^/]+/work\\.ts$',
          '^apps/api/src/services/all-work\\.ts$',
        ],
      },
    },
    {
      name: 'api-work-collected-in-one-place',
      comment:
        "A service's work.ts is collected by services/all-work.ts alone, and that list is registered by plugins/work.ts alone.",
      severity: 'error',
      from: { pathNot: [...TEST_CODE, '^apps/api/src/services/all-work\\.ts$'] },
      to: { path: '^apps/api/src/services/[^/]+/work\\.ts$' },
    },
    {
      name: 'api-work-registered-by-the-work-plugin',
      severity: 'error',
      from: { pathNot: [...TEST_CODE, '^apps/api/src/plugins/work\\.ts$'] },
      to: { path: '^apps/api/src/services/all-work\\.ts$' },
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
    // node_modules is not followed but stays in the graph, so that a rule can name a package.
    exclude: { path: ['/build/', '\\.react-router/'] },
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
