import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { webLayers } from './apps/web/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/.data-*/**',
      'apps/web/src/routeTree.gen.ts',
      'packages/db/migrations/**',
      'e2e/.artifacts/**',
      'bench/.results/**',
      'apps/shell/.expo/**',
      'apps/shell/android/**',
      'apps/shell/ios/**',
      // Code that breaks the web's layers on purpose, linted by apps/web/eslint-layers.test.ts.
      'apps/web/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests keep the rules of hooks; the compiler-based rules, which compile every file and were
    // most of the lint's time, check the app's own code only.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // The native shell (React Native): its components follow the rules of hooks too.
    files: ['apps/shell/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Metro reads its configuration as CommonJS.
    files: ['apps/shell/metro.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker is a plain script served as it is (apps/web/public/sw.js).
    files: ['apps/web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  ...webLayers({
    srcDir: fileURLToPath(new URL('./apps/web/src', import.meta.url)),
    files: ['apps/web/src/**/*.{ts,tsx}'],
    tsconfig: fileURLToPath(new URL('./apps/web/tsconfig.json', import.meta.url)),
  }),
  prettier,
);
