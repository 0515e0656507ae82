import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import configReads from './eslint/config-reads.js';

// One-way dependencies (style.md): generated → shared → features → app. Zones are built from
// the feature folders on disk, so a new feature is covered without editing this file.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const shared = ['src/api', 'src/components', 'src/lib', 'src/theme', 'src/session', 'src/testing'];
const zones = [
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature imports only itself and shared code; compose features in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features cannot import the app shell.' },
  {
    target: ['./src/features', ...shared.map((s) => `./${s}`)],
    from: './src/dev',
    message: 'Developer pages (src/dev) are reached only through the dev-only registry in src/app.',
  },
  {
    target: './src/dev',
    from: ['./src/features', './src/app'],
    message: 'Developer pages show shared blocks only.',
  },
  {
    target: './domain',
    from: ['./src', './server', './codegen'],
    message: 'The domain module is shared by the SPA and the server: it imports neither.',
  },
  {
    target: './config',
    from: ['./server', './codegen', './src/features', './src/app', './src/lib'],
    message:
      'The config kernel is shared by codegen, the server and the SPA: it imports none of them.',
  },
  ...shared.map((s) => ({
    target: `./${s}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code cannot import features or the app.',
  })),
];

// `messages` is a namespace of one module per area (codegen/steps/message-areas.ts): the build
// keeps only the areas a chunk names statically. Handing it on whole, indexing it by a value or
// destructuring it would pull every area into that chunk.
const messageAreaSelectors = [
  {
    selector:
      "Identifier[name='messages']:not(MemberExpression[computed=false] > Identifier.object, MemberExpression[computed=false] > Identifier.property, ImportSpecifier > Identifier, Property > Identifier.key, TSPropertySignature > Identifier.key, TSQualifiedName > Identifier)",
    message:
      'Name a message area statically (`messages.area.key`, `const t = messages.area`) so the page loads only that area.',
  },
  {
    // The sections split one level further (every value an object: pages, journeys).
    selector:
      "MemberExpression[computed=false][object.name='messages'][property.name=/^(pages|journeys)$/]:not(MemberExpression[computed=false] > MemberExpression.object, TSQualifiedName MemberExpression)",
    message:
      'Name the page or journey (`messages.pages.login`), not the whole section, so the page loads only that area.',
  },
];

// A server-rendered page holds a submit made before its scripts ran (server/plugins/held-input.ts);
// only the shared Form sends it once hydrated, so no other element is a form.
const oneFormSelectors = [
  {
    selector: "JSXOpeningElement[name.name='form']",
    message: 'Use Form from @/components/form/form: it sends a submit made before hydration.',
  },
  {
    selector: "JSXAttribute[name.name='component'][value.value='form']",
    message: 'Use Form from @/components/form/form: it sends a submit made before hydration.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.builds/**',
      '.tsbuild/**',
      'src/generated/**',
      '.data/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // The import plugin reads only the files it can parse: without these it skips every .ts
      // module, and rules that follow imports (no-cycle) see no edges at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message:
                'Import icons by default path (@mui/icons-material/Close) to keep bundles small.',
            },
          ],
        },
      ],
    },
  },
  // Globals follow the runtime, as the TypeScript projects do (tsconfig.json): the SPA has the
  // browser's, the server and the tools Node's, code both import only what both runtimes define,
  // and tests and Playwright code all of them. In TypeScript files tsc is what refuses a global
  // of the wrong runtime (typescript-eslint turns no-undef off there); these serve the JS files
  // and every rule that reads globals.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/config/parts.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['domain/**/*.ts', 'config/**/*.ts', 'src/lib/config/parts.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: ['server/**', 'codegen/**', 'scripts/**', 'eslint/**', '*.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/**/testing/**',
      'server/test/**',
      'tests/**',
      'scripts/bench-bundle.ts',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    // Every package the code imports is declared in package.json, and what runs (the server,
    // the SPA, the domain rules and the config checker the server calls) uses dependencies
    // only: `npm ci --omit=dev` must leave a working server. Development packages are for
    // tests, scripts, configs, the development server and codegen's build steps.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            'server/test/**',
            'src/testing/**',
            'src/**/testing/**',
            'tests/**',
            'scripts/**',
            '*.config.{ts,js,mjs}',
            'server/dev.ts',
            'codegen/cli.ts',
            'codegen/lib/**',
            'codegen/steps/**',
          ],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
  {
    // Contract tests index into response bodies that ajv has already validated against the spec.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // No import cycles anywhere (the SPA, the server, codegen, the config kernel, domain,
    // scripts, tests, the root configs): a cycle makes load order decide behaviour.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server reads config only through the request's version (server/config/): the built-in
    // values of the generated modules are the SPA's; their types are fine.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/generated/config/*'],
              allowTypeImports: true,
              message:
                'Read config through requestConfig(req, db) (server/config/request-config.ts); import only types from src/generated/config.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports in one order everywhere (packages, then @/ and @domain/ shared code, then the
    // folder's own files), in the SPA and in the server, codegen, scripts, tests and domain alike.
    files: ['{src,server,codegen,scripts,tests,domain}/**/*.{ts,tsx}'],
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@domain/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Browser tests save screenshots through one helper (tests/e2e/support/fixtures.ts, `shot`):
    // into the repository, copied to EVIDENCE_DIR only when that is set, and skipped in CI.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message:
            'Save screenshots with shot() from tests/e2e/support/fixtures.ts (one folder, EVIDENCE_DIR for copies, none in CI).',
        },
      ],
    },
  },
  {
    // Component tests query what the user sees and wait the Testing Library way.
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some facts a user sees have no role to query by: stacking (z-index), dialog width, the
      // order of cart sections, that injected notice HTML carries no script. Those tests read
      // the DOM on purpose; everything else still goes through screen/within queries.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { portal: { rules: { 'config-reads': configReads } } },
    rules: {
      'portal/config-reads': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ...messageAreaSelectors, ...oneFormSelectors],
    },
  },
  {
    // The one form (src/components/form/form.tsx) is what the rule above points to.
    files: ['src/components/form/form.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...messageAreaSelectors] },
  },
  {
    // Fast Refresh swaps a module's components in place only when the module exports nothing
    // else (constants the Vite plugin compares are fine); any other export makes Vite reload
    // every importer instead. Hooks and helpers live in modules of their own.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**', 'src/**/testing/**'],
    plugins: { 'react-refresh': reactRefresh.plugin },
    rules: {
      'react-refresh/only-export-components': [
        'error',
        {
          // What @vitejs/plugin-react refreshes in place (the plugin's `vite` preset).
          allowConstantExport: true,
          allowCompoundComponents: true,
          // bindField(Block) returns a named function component (components/form/bind-field.tsx).
          extraHOCs: ['bindField'],
        },
      ],
    },
  },
);
