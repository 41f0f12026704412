import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** Features never import each other; shared code never imports an app. */
const featureBoundaries = (app) =>
  [
    'auth',
    'users',
    'precheck-pos',
    'precheck-ecom',
    'merchants',
    'merchant-overview',
    'dashboard',
    'captcha',
    'health',
    'me',
  ].map((feature) => ({
    target: `./apps/${app}/src/features/${feature}`,
    from: `./apps/${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece out of the feature.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  // The boundary rule only sees imports it can resolve: teach it extensionless and `@/` imports.
  { settings: { 'import-x/resolver-next': [createNodeResolver({ extensions })] } },
  {
    files: ['apps/web/**'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions, tsconfig: { configFile: 'apps/web/tsconfig.json' } }),
      ],
    },
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('api'),
            ...featureBoundaries('web'),
            { target: './packages', from: './apps', message: 'Packages never import an app.' },
            { target: './apps/web', from: './apps/api', message: 'The browser never imports server code.' },
            { target: './apps/api', from: './apps/web', message: 'The server never imports browser code.' },
          ],
        },
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
    files: ['**/bench/**', '**/db/seed/**', 'e2e/**', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
