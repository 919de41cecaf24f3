/** The layers of ARCHITECTURE.md: nothing imports "upwards". Runs inside `pnpm test`. */
const apps = '^packages/(server|ui-web|ui-admin|cli)/';
const adapters =
  '^packages/(adapters-http|adapters-sql|adapters-documents|adapters-fs|adapters-payment|adapters-oidc|ui-kit|ui-flow)/';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain imports nothing but itself and date-fns / date-fns-tz',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { pathNot: ['^packages/domain/src', 'node_modules/(date-fns|date-fns-tz)/'] },
    },
    {
      name: 'application-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/application/src' },
      to: { path: [adapters, apps] },
    },
    {
      name: 'adapters-import-no-app',
      severity: 'error',
      from: { path: adapters },
      to: { path: apps },
    },
    {
      name: 'apps-import-no-other-app',
      comment: 'what two apps share lives in ui-kit (views) or ui-flow (the purchase flow), never in an app',
      severity: 'error',
      from: { path: '^packages/(ui-web|ui-admin|cli|server)/' },
      to: { path: '^packages/(ui-web|ui-admin|cli|server)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'no-cycles-in-core',
      severity: 'error',
      from: { path: '^packages/(domain|application)/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/test-support/|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
