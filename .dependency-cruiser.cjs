/**
 * The layers of ARCHITECTURE.md: nothing imports "upwards", adapters meet only through application,
 * another package is reached by its name. `pnpm layers`, inside `pnpm test`.
 */
const apps = '^packages/(server|ui-web|ui-admin|cli)/';
const adapters =
  '^packages/(adapters-http|adapters-sql|adapters-documents|adapters-fs|adapters-payment|adapters-oidc|ui-kit|ui-flow)/';
/** Tests and what only tests use: the layer rules are about production code. */
const testCode = '(\\.test\\.tsx?$|/test-support/|^packages/testing/|^tests/|^e2e/)';
/** A package's own folder: every workspace package, the API suites and the e2e suite. */
const packageRoot = '^(packages/[^/]+|tests|e2e)/';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain imports nothing but itself and pure libraries (date-fns / date-fns-tz, libphonenumber-js)',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: testCode },
      to: { pathNot: ['^packages/domain/src', 'node_modules/(date-fns|date-fns-tz|libphonenumber-js)/'] },
    },
    {
      name: 'application-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/application/src', pathNot: testCode },
      to: { path: [adapters, apps] },
    },
    {
      name: 'adapters-import-no-app',
      severity: 'error',
      from: { path: adapters, pathNot: testCode },
      to: { path: apps },
    },
    {
      name: 'adapters-import-no-other-adapter',
      comment:
        'adapters meet only through the ports of application; the server composes them (tests included)',
      severity: 'error',
      from: { path: '^packages/(adapters-[^/]+)/' },
      to: {
        // by path once resolved, or by name when the package is not even declared (pnpm does not link it)
        path: ['^packages/adapters-[^/]+/', '^@tripx/adapters-'],
        pathNot: ['^packages/$1/', '^@tripx/$1(/|$)'],
      },
    },
    {
      name: 'partner-client-imports-no-workspace-package',
      comment:
        'the partner API client is published for other companies: openapi-fetch and its generated types, nothing of ours',
      severity: 'error',
      from: { path: '^packages/partner-client/', pathNot: testCode },
      to: { path: ['^packages/(?!partner-client/)', '^@tripx/'] },
    },
    {
      name: 'partner-client-only-in-the-cli',
      comment:
        'a client of the partner API, for programs outside the server: the CLI, not the server or the apps',
      severity: 'error',
      from: { path: '^packages/(?!cli/|partner-client/)', pathNot: testCode },
      to: { path: ['^packages/partner-client/', '^@tripx/partner-client'] },
    },
    {
      name: 'apps-import-no-other-app',
      comment: 'what two apps share lives in ui-kit (views) or ui-flow (the purchase flow), never in an app',
      severity: 'error',
      from: { path: '^packages/(ui-web|ui-admin|cli|server)/', pathNot: testCode },
      to: { path: '^packages/(ui-web|ui-admin|cli|server)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'no-deep-imports-across-packages',
      comment:
        'another package is reached by its name and what its package.json exports (`@tripx/x`, `@tripx/x/test-support`), never by a relative path out of this package',
      severity: 'error',
      from: { path: packageRoot },
      to: { dependencyTypes: ['local'], path: packageRoot, pathNot: '^$1/' },
    },
    {
      name: 'no-source-paths-of-packages',
      comment: '`@tripx/x/src/…` bypasses what the package exports',
      severity: 'error',
      from: {},
      to: { path: '^(@tripx/[^/]+/(src|dist)/|packages/[^/]+/node_modules/@tripx/)' },
    },
    {
      name: 'test-support-only-in-tests',
      comment: 'builders, fakes and contracts are for tests; production code never imports them',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: ['/test-support/', '^packages/testing/'] },
    },
    {
      name: 'no-cycles-in-core',
      severity: 'error',
      from: { path: '^packages/(domain|application)/src', pathNot: testCode },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|/node_modules/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
