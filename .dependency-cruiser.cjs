/**
 * The layers of src/ (README.md, "Map of the code"), checked by `npm test` (scripts/test.sh runs
 * `npx depcruise src --config .dependency-cruiser.cjs` right after the type check):
 *
 *   src/rules                   imports nothing outside src/rules
 *   src/store                   src/rules
 *   src/stats, src/share-link   src/store, src/rules
 *   src/live                    src/store, src/rules, src/share-link
 *   src/sync                    src/live, src/store, src/rules
 *   src/i18n                    src/rules
 *   src/components, src/app (which wires the others together), src/pwa, src/main.ts: anything
 *
 * and no cycle anywhere in src/, type-only imports included. npm packages are allowed everywhere.
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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    layer('rules-alone', 'rules', []),
    layer('store-on-rules', 'store', ['rules']),
    layer('stats-on-store', 'stats', ['store', 'rules']),
    layer('share-link-on-store', 'share-link', ['store', 'rules']),
    layer('live-on-store-and-share-link', 'live', ['store', 'rules', 'share-link']),
    layer('sync-on-live-and-store', 'sync', ['live', 'store', 'rules']),
    layer('i18n-on-rules', 'i18n', ['rules']),
    {
      name: 'no-cycles',
      comment: 'no module of src/ may reach itself again through its imports (type-only imports count)',
      severity: 'error',
      from: { path: '^src/' },
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
