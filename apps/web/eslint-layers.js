// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * The web app's layers, one way only: shared code (components, hooks, lib, native, styles, test)
 * → features → the app (src/app, routes, main.tsx, prerender). A feature imports shared code and
 * the features named for it below; anything else one feature needs of another moves down to the
 * shared layer, or the two meet in a route. No import cycles anywhere.
 */

/**
 * The features each feature may import: a one-way graph (the lint's no-cycle and this list keep it
 * so). Every entry is a debt: the target piece belongs in the shared layer or in a route.
 */
export const FEATURE_DEPENDENCIES = {
  'ai-recommend': ['products'],
  auth: ['notifications'],
  console: ['life', 'orders', 'plants', 'products', 'reviews'],
  home: ['cart', 'products'],
  labs: ['plants', 'products'],
  life: ['cart', 'products'],
  likes: ['life', 'products', 'reviews'],
  orders: ['cart', 'reviews'],
  phone: ['profile'],
  plants: ['products', 'reviews'],
  policy: ['terms'],
  'product-detail': ['cart', 'products', 'purchase', 'reviews'],
  products: ['cart'],
  profile: ['auth', 'benefits', 'cart'],
  purchase: ['addresses', 'benefits', 'cart', 'orders', 'products'],
  recommend: ['products'],
  reviews: ['products'],
  terms: ['auth'],
};

const SHARED = ['./components', './hooks', './lib', './native', './styles', './test'];
const APP = [
  './app',
  './routes',
  './routeTree.gen.ts',
  './main.tsx',
  './console-main.tsx',
  './prerender',
];

/**
 * The layer rules for the source tree at `srcDir` (the app's `src`, or a test's fixture tree).
 * @param {{ srcDir: string, files: string[], tsconfig?: string, dependencies?: Record<string, string[]> }} options
 */
export function webLayers({ srcDir, files, tsconfig, dependencies = FEATURE_DEPENDENCIES }) {
  const features = readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    {
      target: SHARED,
      from: ['./features', ...APP],
      message: 'Shared code is below the features and the app: move the piece down, or pass it in.',
    },
    {
      target: './features',
      from: APP,
      message: 'A feature does not import the app: the app (a route) composes features.',
    },
    ...features.map((feature) => ({
      target: `./features/${feature}`,
      from: './features',
      except: [feature, ...(dependencies[feature] ?? [])].map((name) => `./${name}`),
      message:
        'One feature does not import another: move the piece to the shared layer, or compose the two in a route.',
    })),
  ];
  const sharedZone = zones[0];
  return [
    {
      files,
      plugins: { 'import-x': importX },
      settings: {
        // Without these, no-cycle reads no TypeScript module and finds no cycle.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver(tsconfig ? { project: tsconfig } : {}),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: srcDir, zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // A feature's tests may compose it with others as a route does; shared code's tests stay shared.
      files: files.map((glob) => glob.replace(/\*\.\{?[^/]*$/, '*.test.{ts,tsx}')),
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: srcDir, zones: [sharedZone] }],
      },
    },
  ];
}
