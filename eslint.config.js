/**
 * ESLint for the whole tree (`npm run lint`, and the `lint` suite of `npm test`). Layout is
 * Prettier's (.prettierrc): eslint-config-prettier turns every layout rule off. The rules below are
 * the ones that find faults; each group says which.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/swallowed-errors.js';

const TS = ['src/**/*.ts', 'test/**/*.ts', 'server/**/*.ts', 'bin/**/*.ts', 'bench/**/*.ts', 'scripts/*.ts', '*.config.ts'];
/** Files whose templates Lit renders: a listener in a template is called with the element as `this`. */
const LIT = ['src/components/**/*.ts', 'src/pwa/**/*.ts'];

/** One import style: a relative import names its module without an extension. */
const IMPORT_STYLE = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=/^\\..*\\.[jt]s$/]`,
  message: "A relative import names its module without an extension: './store/db', not './store/db.js'.",
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dev-dist/', 'coverage/', '.tmp/', '.tables/', 'public/'] },
  // A disable comment that no longer disables anything goes.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // The language's own faults (unreachable code, a dead store, a duplicate key), in every file.
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    // Plain Node scripts (scripts/*.mjs, src/pwa/make-icons.mjs) and CommonJS configs.
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', module: 'writable', require: 'readonly' } },
  },

  // Every caught error is handled, or says why ignoring it is safe (eslint-rules/swallowed-errors.js).
  { plugins: { 'diamond-ledger': local }, rules: { 'diamond-ledger/no-silent-catch': 'error' } },

  // TypeScript, with the types: a promise nobody waits for or catches, a promise where a plain value
  // is expected (an async listener whose rejection nobody sees), `await` on a plain value, a switch
  // over a union that forgets a member, a cast that says nothing.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // scripts/*.ts and vitest.e2e.config.ts are outside tsconfig.json's include: they are read
        // with its compiler options.
        projectService: { allowDefaultProject: ['scripts/*.ts', 'vitest.e2e.config.ts'], defaultProject: 'tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // A `default:` is a deliberate fallback here (a route's plain href, a problem with nothing to
      // say); a switch over a union with neither every member nor a default is the fault.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false }],
      // `return promise` inside try/catch skips the catch when the promise rejects.
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      // Unused names are dead code or a forgotten use; `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // An `async` function without `await` is how a hook that must return a promise is written
      // (Hocuspocus's, a test's); it is no fault.
      '@typescript-eslint/require-await': 'off',
      // Passing on an error that was caught (of type unknown) is not making up a non-Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  // One import style: a relative import names its module without an extension, as moduleResolution
  // "Bundler" reads it (tsc, tsx, Vite, vitest and @web/test-runner's esbuild plugin all resolve it).
  // The plain Node scripts (*.mjs) keep theirs: Node needs it.
  { files: TS, rules: { 'no-restricted-syntax': ['error', ...IMPORT_STYLE] } },
  // One way to run a transaction (src/store/run.ts), which reopens a connection the browser dropped:
  // no verb calls Dexie's own. src/store/peek.ts reads two settings with IndexedDB's own API before
  // Dexie has loaded (src/lazy-doors.ts): no Dexie there, and a read that fails is answered by defaults.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/store/run.ts', 'src/store/peek.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...IMPORT_STYLE,
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message: "Run a transaction with run() of src/store/run.ts: it reopens a connection the browser dropped, which Dexie's own transaction does not.",
        },
      ],
    },
  },
  // Vite's config is loaded by Node's own TypeScript (vite.config.ts says why): its imports name their files whole.
  { files: ['vite.config.ts'], rules: { 'no-restricted-syntax': 'off' } },

  // Tests and benchmarks build malformed and parsed data on purpose (JSON.parse, `as any` to feed a
  // wrong shape) and reject with IndexedDB's own request errors; the src/ code that reads untrusted
  // input keeps the `any` checks.
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      // A test keeps a built-in's method (`HTMLAnchorElement.prototype.click`) to put it back.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Lit and custom elements: a binding Lit cannot read, a property set in the constructor that an
  // attribute overrides, a reserved element name, a listener added without being removed.
  { files: LIT, ...lit.configs['flat/recommended'] },
  { files: LIT, ...wc.configs['flat/recommended'] },
  // Lit calls a template's listener (`@click=${this.onTap}`) with the element as `this`.
  { files: LIT, rules: { '@typescript-eslint/unbound-method': 'off' } },

  prettier,
);
