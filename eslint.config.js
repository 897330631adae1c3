// Lint: typescript-eslint (strict), React hooks, jsx-a11y, and the architecture's boundaries.
// The layering it enforces is described in docs/architecture.md ("Layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** Every part of the code base, by folder. Files outside these are tooling (tests, benches, scripts). */
const elements = [
  // Step kinds (docs/decisions/0160-step-kind-folders.md): one folder per kind, its files by role. The
  // shared registry (schemas/steps/index.ts) and the browser's and server's (steps/pages.ts, steps/servers.ts).
  { type: 'kinds-shared', pattern: 'schemas/steps/index.ts', mode: 'file' },
  { type: 'kinds-browser', pattern: 'steps/pages.ts', mode: 'file' },
  { type: 'kinds-server', pattern: 'steps/servers.ts', mode: 'file' },
  { type: 'kind-shared', pattern: 'steps/*/module*.ts', mode: 'file', capture: ['kind'] },
  { type: 'kind-server', pattern: 'steps/*/server*.ts', mode: 'file', capture: ['kind'] },
  { type: 'kind-browser', pattern: 'steps/*/*', mode: 'file', capture: ['kind'] },
  { type: 'schemas', pattern: 'schemas' },
  { type: 'domain', pattern: 'server/domain' },
  { type: 'server', pattern: 'server' },
  { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
  { type: 'wizard', pattern: 'src/wizard' },
  { type: 'shared', pattern: 'src/(components|lib|styles)' },
  { type: 'app', pattern: 'src/app' },
  { type: 'entry', pattern: 'src' },
  { type: 'widgets', pattern: 'widgets' },
];
const browser = ['feature', 'wizard', 'shared', 'app', 'entry', 'widgets'];
const kinds = ['kinds-shared', 'kinds-browser', 'kinds-server', 'kind-shared', 'kind-server', 'kind-browser'];
const ours = ['schemas', 'domain', 'server', ...browser, ...kinds];
const others = (...kept) => ours.filter((type) => !kept.includes(type));

/** Architecture: who may import whom. Anything not refused here is allowed. */
const policies = [
  {
    from: { element: { type: 'schemas' } },
    disallow: { to: { element: { type: others('schemas', 'kinds-shared') } } },
    message: 'schemas/ imports nothing of ours but schemas/ (its step registry, schemas/steps/index.ts, included)',
  },
  {
    from: { element: { type: 'kinds-shared' } },
    disallow: { to: { element: { type: others('schemas', 'kind-shared') } } },
    message: "The shared registry of step kinds imports schemas/ and the kinds' modules only",
  },
  {
    from: { element: { type: 'kind-shared' } },
    disallow: { to: { element: { type: others('schemas', 'kind-shared') } } },
    message: "A step kind's module is shared code: it imports only schemas/ and its own folder's modules",
  },
  {
    from: { element: { type: ['kind-shared', 'kind-server', 'kind-browser'] } },
    disallow: {
      to: {
        element: {
          type: ['kind-shared', 'kind-server', 'kind-browser'],
          captured: { kind: '!{{ from.element.captured.kind }}' },
        },
      },
    },
    message: 'No step kind folder imports another (a kind is deleted by deleting its folder)',
  },
  {
    from: { element: { type: 'kind-server' } },
    disallow: { to: { element: { type: [...browser, 'kind-browser', 'kinds-browser', 'kinds-server'] } } },
    message: "A step kind's server file imports server code, schemas/ and its own folder's server and module files",
  },
  {
    from: { element: { type: 'kind-browser' } },
    disallow: {
      to: {
        element: {
          type: ['server', 'domain', 'kind-server', 'kinds-server', 'kinds-browser', 'feature', 'app', 'entry'],
        },
      },
    },
    message: "A step kind's browser files never import its server file (nor server code, a feature or the app)",
  },
  {
    from: { element: { type: 'kinds-server' } },
    disallow: { to: { element: { type: [...browser, 'kind-browser', 'kinds-browser'] } } },
    message: 'The server registry of step kinds lists server files only',
  },
  {
    from: { element: { type: 'kinds-browser' } },
    disallow: { to: { element: { type: ['server', 'domain', 'kind-server', 'kinds-server'] } } },
    message: 'The browser registry of step kinds lists browser files only',
  },
  {
    from: { element: { type: browser } },
    disallow: { to: { element: { type: ['kind-browser', 'kind-server', 'kinds-server'] } } },
    message: "Browser code reaches a step kind's page only through the registry (steps/pages.ts)",
  },
  {
    from: { element: { type: 'server' } },
    disallow: { to: { element: { type: ['kind-browser', 'kind-server', 'kinds-browser'] } } },
    message: "Server code reaches a step kind's server file only through the registry (steps/servers.ts)",
  },
  {
    from: { element: { type: 'domain' } },
    disallow: { to: { element: { type: others('schemas', 'domain') } } },
    message: 'server/domain imports only schemas/ and itself',
  },
  {
    from: { element: { type: browser } },
    disallow: { to: { element: { type: ['server', 'domain'] } } },
    message: 'The browser never imports server code',
  },
  {
    from: { element: { type: 'server' } },
    disallow: { to: { element: { type: browser } } },
    message: 'The server never imports browser code',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: ['feature', 'wizard', 'app', 'entry'] } } },
    message: 'Shared components and helpers import no feature',
  },
  {
    from: { element: { type: 'widgets' } },
    disallow: { to: { element: { type: ['feature', 'app', 'entry'] } } },
    message: 'Widgets import no feature',
  },
  {
    // Features (review, cart, …) import the wizard's pages and API calls; the other way round would make the
    // two folders import each other (the wizard-review cycle of issue 28).
    from: { element: { type: 'wizard' } },
    disallow: { to: { element: { type: ['feature', 'app', 'entry'] } } },
    message: 'The wizard imports no feature (features import the wizard, never the other way)',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { featureName: '!{{ from.element.captured.featureName }}' },
          internalPath: '!index.ts',
        },
      },
    },
    message: "A feature imports another only through that feature's index.ts",
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'storybook-static/',
      'test-results*/',
      'playwright-report/',
      'coverage/',
      'bench/results/',
      'src/wizard/generated/',
      'public/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests, stories, benches and scripts may assert what they just set up.
    files: [
      'tests/**',
      'stories/**',
      '**/*.stories.tsx',
      'bench/**',
      'scripts/**',
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      // Relative imports only (no path aliases), so Node's resolution with the TypeScript extensions finds
      // every module; the TypeScript parser reads them for the cycle check.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'boundaries/elements': elements,
      'boundaries/include': ['schemas/**', 'server/**', 'src/**', 'widgets/**', 'steps/**'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
