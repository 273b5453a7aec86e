/**
 * The layer rules of src/ (checked by `npm run lint:deps`, part of `npm test`):
 * app -> views -> services -> machines -> domain, each layer importing only the ones to its right.
 * Domain (the Mastodon domain's types and pure rules) imports only domain and packages; machines import only
 * machines, domain and packages (what a chart needs from a service it declares as an actor, action or input, and
 * the service provides it); services import no views and no app; views import no app (the app assembles views,
 * never the other way round). These hold for type-only imports too. No static runtime import cycles anywhere
 * (type-only imports are erased at build time, and a lazy import() runs after both modules have loaded, so those
 * may go both ways).
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        'The domain holds the types and pure rules that machines and services share: it imports only domain and packages.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'machines-import-no-services-views-or-app',
      comment:
        'Machines hold behaviour only: what a chart needs from a service it declares (an actor, action or input) and the service provides it with .provide(); shared types and pure rules live in src/domain.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(services|views|app)/' },
    },
    {
      name: 'services-import-no-views-or-app',
      comment: 'Services sit below the views and the app: move shared code down into services instead.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^src/(views|app)/' },
    },
    {
      name: 'views-import-no-app',
      comment: 'The app assembles views; a view that needs something from app/ needs it moved into services or views.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-runtime-cycles',
      comment: 'A runtime import cycle makes module order matter; type-only imports are exempt (erased).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '\\.(css|json)$' },
  },
};
