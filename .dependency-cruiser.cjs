/**
 * The layers of src/ and server/ (README.md, "Map of the code"), checked by `npm test`
 * (scripts/test.sh runs `npx depcruise src server --config .dependency-cruiser.cjs` right after
 * the type check):
 *
 *   src/rules                   imports nothing outside src/rules
 *   src/wire                    nothing of src/ either: the wire to the relay, for both sides
 *   src/store                   src/rules
 *   src/stats, src/share-link   src/store, src/rules
 *   src/live                    src/wire, src/store, src/rules, src/share-link
 *   src/sync                    src/wire, src/store, src/rules (not src/live: the ledger is a wing of its own)
 *   src/i18n                    src/rules
 *   server/                     src/wire only: the relay knows the wire, nothing of the app
 *   src/components, src/app (which wires the others together), src/pwa, src/main.ts: anything
 *
 * and no cycle anywhere, type-only imports included. npm packages are allowed everywhere.
 * test/app/layers.test.ts breaks a layer on purpose and checks that this config says so.
 */

/** A layer may import itself and `allowed` (folders of src/); anything else in src/ is forbidden. */
function layer(name, from, allowed) {
  const others = allowed.map((folder) => `src/${folder}`).join(', ');
  return {
    name,
    comment: `src/${from} may import nothing of src/ but itself${others ? ` and ${others}` : ''} (npm packages are fine)`,
    severity: 'error',
    from: { path: `^src/${from}/` },
    to: { path: '^src/', pathNot: `^src/(${[from, ...allowed].join('|')})/` },
  };
}

/** server/ may import itself, src/wire and npm packages: nothing else of the repository. */
const serverOnWire = {
  name: 'server-on-wire',
  comment: 'server/ may import nothing of the repository but itself and src/wire (npm packages are fine)',
  severity: 'error',
  from: { path: '^server/' },
  to: { path: '^(src|test|bench|bin|scripts)/', pathNot: '^src/wire/' },
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    layer('rules-alone', 'rules', []),
    layer('wire-alone', 'wire', []),
    layer('store-on-rules', 'store', ['rules']),
    layer('stats-on-store', 'stats', ['store', 'rules']),
    layer('share-link-on-store', 'share-link', ['store', 'rules']),
    layer('live-on-wire-and-store', 'live', ['wire', 'store', 'rules', 'share-link']),
    layer('sync-on-wire-and-store', 'sync', ['wire', 'store', 'rules']),
    layer('i18n-on-rules', 'i18n', ['rules']),
    serverOnWire,
    {
      name: 'no-cycles',
      comment: 'no module of src/ or server/ may reach itself again through its imports (type-only imports count)',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: they are dependencies of the code as read, if not as run.
    tsPreCompilationDeps: true,
  },
};
