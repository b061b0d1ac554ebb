// One lint config for the monorepo. The import rules encode our dependency direction:
// shell -> remotes' exposed modules (at runtime only) -> @hotel/shared; remotes never import
// each other, nobody reaches past a package's public index, features don't reach into each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { harborview } from './lint/harborview-rules.mjs';
import { FRONT_ENDS, REMOTES } from './tools/stack/parts.cjs';

// The packages from the parts table (tools/stack/parts.cjs): a new remote gets its boundaries.
const remotes = REMOTES.map((f) => f.pkg);
const frontEnds = FRONT_ENDS.map((f) => f.pkg).join(',');

/**
 * main.js, the shell's entry: what a page runs before React and the shared singletons may be
 * consumed (docs/architecture.md §10, "main.js"). Its files, and the packages they may import; the
 * rule `harborview/main-js` fails on any other import from them (types and import() are free), so a
 * file added to main.js is added here, where its imports are checked too.
 */
const MAIN_JS = {
  files: [
    'shell/src/index.ts',
    ...['startEarly', 'earlyReads', 'pageTables', 'remoteUrls', 'routePreload', 'retry', 'loadRecorder', 'language', 'nextTask'].map((f) => `shell/src/startup/${f}.ts`),
    // What main.js takes from @hotel/shared: private, import-free copies of these modules.
    ...['pages', 'config/releaseKeys', 'config/loadPhases', 'auth/session', 'domain/constants', 'i18n/locales', 'partnerFrame'].map((f) => `shared/src/${f}.ts`),
  ],
  packages: [
    '@module-federation/enhanced/runtime',
    '@hotel/shared/pages',
    '@hotel/shared/config/releaseKeys',
    '@hotel/shared/config/loadPhases',
    '@hotel/shared/auth/session',
    '@hotel/shared/i18n/locales',
    '@hotel/shared/partner-frame',
  ],
};

/**
 * The translation runtime's state (the page's language and catalogs) is the '@hotel/shared'
 * singleton's; a deep import is a private copy that never hears the page's catalogs (it showed ids).
 */
const ONE_RUNTIME = {
  name: '@hotel/shared/i18n',
  message: "Take t() and the rest of the runtime from the '@hotel/shared' singleton (docs/architecture.md §15).",
};

const noCrossRemote = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ONE_RUNTIME],
        patterns: [
          {
            group: remotes.filter((r) => r !== self).flatMap((r) => [`**/${r}/**`, `@hotel/${r}`, `@hotel/${r}/**`]),
            message: 'Remotes never import each other; the shell composes them.',
          },
          { group: ['@hotel/shared/src/**', '**/shared/src/**'], message: 'Import @hotel/shared through its public index.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'tools/bench/lighthouse/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live in .ts files too (useRooms.ts, the auth store's hooks).
    files: [`{shared,${frontEnds}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // CommonJS config files (Jest preset and setup) are loaded with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remotes.map(noCrossRemote),
  {
    // Features do not reach into each other (what they share lives in the remote's src/ui/), and
    // files below a package's src/ are named one way: see lint/harborview-rules.mjs.
    files: [`{shared,api,${frontEnds}}/src/**/*.{ts,tsx}`],
    plugins: { harborview },
    rules: { 'harborview/feature-boundaries': 'error', 'harborview/file-names': 'error' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_RUNTIME],
          patterns: [
            { group: remotes.flatMap((r) => [`**/${r}/**`, `@hotel/${r}`, `@hotel/${r}/**`]), message: 'The shell loads remotes at runtime through Module Federation, never by import.' },
            { group: ['@hotel/shared/src/**', '**/shared/src/**'], message: 'Import @hotel/shared through its public index.' },
          ],
        },
      ],
    },
  },
  {
    files: MAIN_JS.files,
    plugins: { harborview },
    rules: { 'harborview/main-js': ['error', MAIN_JS] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRONT_ENDS.flatMap((f) => [`**/${f.pkg}/**`, `@hotel/${f.pkg}`]), message: '@hotel/shared and the API depend on no front end.' }] },
      ],
    },
  },
  {
    // Bundled into each front end, so a relative path to the domain would be a private copy of it
    // on every page (docs/architecture.md §3).
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRONT_ENDS.flatMap((f) => [`**/${f.pkg}/**`, `@hotel/${f.pkg}`]), message: '@hotel/shared and the API depend on no front end.' },
            { group: ['../*', '!../ui'], message: "Take the domain from the '@hotel/shared' singleton, not a private copy." },
          ],
        },
      ],
    },
  },
  {
    // The guest pages speak the page's language (docs/architecture.md §15): their words come from
    // their package's catalog. Staff pages (the front desk) stay English (docs/product.md, "Languages"),
    // and so do the harnesses, the tests and the developers' override banner.
    files: [
      'shell/src/**/*.tsx',
      'mf-account/src/**/*.tsx',
      'mf-marketing/src/**/*.tsx',
      'mf-catalog/src/**/*.tsx',
      'mf-booking/src/**/*.tsx',
      'shared/src/ui/**/*.tsx',
    ],
    ignores: [
      '**/*.test.tsx',
      '**/*.fixture.tsx',
      '**/bootstrap.tsx',
      '**/src/features/front-desk-*/**',
      '**/src/ui/front-desk/**',
      'shell/src/front-desk/**',
      'shell/src/remotes/OverrideBanner.tsx',
      'shell/src/testing/**',
    ],
    plugins: { harborview },
    rules: { 'harborview/no-literal-text': 'error' },
  },
  prettier,
);
