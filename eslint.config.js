import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import testingLibrary from 'eslint-plugin-testing-library';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** The folders directly under `dir`: the zones below follow the tree, so a new folder is guarded at once. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = './apps/web/src/features';

/** A web feature's files are its own: another feature reaches it through its index.ts only. */
const webFeatureBoundaries = () =>
  foldersOf(webFeatures).map((feature) => ({
    target: `${webFeatures}/${feature}`,
    from: webFeatures,
    except: [`./${feature}`, ...foldersOf(webFeatures).map((other) => `./${other}/index.ts`)],
    message: 'Features import each other only through index.ts: move the shared piece there or out.',
  }));

const api = './apps/api/src';
const apiModules = foldersOf(`${api}/modules`);

/**
 * A module's files are its own: every other module, and the app that composes them, reach it through
 * its index.ts (its public surface) only.
 */
const apiModuleBoundaries = () =>
  apiModules.map((module) => ({
    target: [
      ...apiModules.filter((other) => other !== module).map((other) => `${api}/modules/${other}`),
      `${api}/app.ts`,
      `${api}/server.ts`,
      `${api}/db`,
      './apps/api/scripts',
      './apps/api/bench',
    ],
    from: `${api}/modules/${module}`,
    except: ['./index.ts'],
    message: `Other modules and the app import ${module} through its index.ts only: export what they need there.`,
  }));

/**
 * One-way layers: config imports nothing of ours; lib (no domain) only lib; db the client, schema and
 * lists, never a plugin or a module (the seed and the copy are tools that compose modules); plugins
 * (cross-cutting) never a module. Modules may import all of these.
 */
const apiLayers = () => [
  {
    target: `${api}/config.ts`,
    from: [
      `${api}/app.ts`,
      `${api}/server.ts`,
      `${api}/db`,
      `${api}/lib`,
      `${api}/plugins`,
      `${api}/modules`,
    ],
    message: 'config.ts imports nothing of ours: it is read first, by everything.',
  },
  {
    target: `${api}/lib`,
    from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/db`, `${api}/plugins`, `${api}/modules`],
    message: 'lib/ holds code with no domain: it never imports the database, a plugin or a module.',
  },
  {
    target: `${api}/db`,
    from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/plugins`],
    message: 'db/ never imports a plugin or the app.',
  },
  {
    // The files directly in db/; its seed/ and copy/ folders are tools that compose modules.
    target: `${api}/db/*.ts`,
    from: `${api}/modules`,
    message: 'db/ holds no domain rule: it never imports a module.',
  },
  {
    target: `${api}/plugins`,
    from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/modules`],
    message: 'plugins/ are cross-cutting: they never import a module (take what they need as options).',
  },
];

/** What holds for tests too: modules and features keep to themselves, packages and apps apart. */
const boundaries = () => [
  ...apiModuleBoundaries(),
  ...webFeatureBoundaries(),
  { target: './packages', from: './apps', message: 'Packages never import an app.' },
  { target: './apps/web', from: './apps/api', message: 'The browser never imports server code.' },
  { target: './apps/api', from: './apps/web', message: 'The server never imports browser code.' },
  // One way only: app → features → components/lib. Nothing imports the app shell, and the shared
  // widgets and libraries never reach into a feature.
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared components and libraries never import a feature or the app.',
  },
];

/** PGlite and its extension, which only db/client.ts imports (RESTRICTED_IMPORTS). */
const PGLITE_IMPORTS = ['@electric-sql/pglite', '@electric-sql/pglite/contrib/pg_trgm'];

/** Packages the tree imports only one way, each with what to import instead. */
const RESTRICTED_IMPORTS = [
  // Schemas are built with @portal/shared/zod's `z`, configured before the first one (see there).
  {
    name: 'zod',
    message: "Import { z } from '@portal/shared/zod' (or './zod.ts' inside the shared package).",
    allowTypeImports: true,
  },
  // The barrels make Node load every module of the package (hundreds of files; seconds on Node 24)
  // where a test imports one function; the bundle is the same either way.
  ...['date-fns', 'date-fns/locale'].map((name) => ({
    name,
    message: `Import each function or locale from its own path (${name}/…).`,
    allowTypeImports: true,
  })),
  // PGlite's own defaults are not the portal's (a 128MB page cache PostgreSQL zeroes at every start,
  // no pg_trgm): the embedded database is opened in one place.
  ...PGLITE_IMPORTS.map((name) => ({
    name,
    message: 'Open the embedded database through db/client.ts (openDatabase, or createPglite).',
    allowTypeImports: true,
  })),
];
const restrictImports = (paths) => ['error', { paths }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/bench/.data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      // Generated by `npm run openapi:types`; a test keeps it equal to a fresh generation.
      'apps/api/src/test/openapi-types.d.ts',
    ],
  },
  js.configs.recommended,
  // The boundary rule only sees imports it can resolve: teach it extensionless and `@/` imports.
  {
    settings: {
      'import-x/extensions': extensions,
      'import-x/resolver-next': [createNodeResolver({ extensions })],
    },
  },
  {
    files: ['apps/web/**'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions, tsconfig: { configFile: 'apps/web/tsconfig.json' } }),
      ],
    },
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract (one without `done` must return a promise),
      // whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
      // React's event attributes ignore what a handler returns; react-hook-form's handleSubmit is one.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': restrictImports(RESTRICTED_IMPORTS),
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaries(), ...apiLayers()] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // light-my-request's `json()` and fetch's answers are `any` by design; the assertions that follow
    // are what checks their shape.
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A test of a library may build the app around it: the layers bind the code, not its tests.
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries() }],
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['**/bench/**', '**/db/seed/**', '**/db/copy/**', 'e2e/**', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  { files: ['packages/shared/src/zod.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  {
    files: ['apps/api/src/db/client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports(
        RESTRICTED_IMPORTS.filter(({ name }) => !PGLITE_IMPORTS.includes(name)),
      ),
    },
  },
  // Last, so they win: plain JavaScript, and tooling configs outside every tsconfig, are linted
  // without type information.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/vitest.*.ts', '**/vite.config.ts', '**/playwright.config.ts', 'apps/api/drizzle.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
