import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { webLayers } from './eslint-layers.js';

/*
 * The web's layer rules fail `npm run lint` where they should: run through ESLint's own API on a
 * small tree that breaks them on purpose (lint-fixtures/src), and on the repository's config.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'lint-fixtures/src');

const eslint = new ESLint({
  cwd: fixtures,
  overrideConfigFile: true,
  ignore: false,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...webLayers({ srcDir: fixtures, files: ['**/*.ts'], dependencies: { orders: ['cart'] } }),
  ],
});

async function rulesBroken(file: string) {
  const [result] = await eslint.lintFiles([path.join(fixtures, file)]);
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the web layers in ESLint', () => {
  it('fail one feature importing another', async () => {
    expect(await rulesBroken('features/cart/cart-line.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fail shared code importing a feature', async () => {
    expect(await rulesBroken('lib/uses-feature.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('fail an import cycle', async () => {
    expect(await rulesBroken('features/plants/a.ts')).toEqual(['import-x/no-cycle']);
  });

  it('pass a feature importing shared code or a feature it declares', async () => {
    expect(await rulesBroken('features/likes/uses-shared.ts')).toEqual([]);
    expect(await rulesBroken('features/orders/uses-cart.ts')).toEqual([]);
  });

  it('are on in the repository config for the app', async () => {
    const root = path.resolve(here, '../..');
    const repo = new ESLint({ cwd: root });
    const [result] = await repo.lintText(
      "import { useReviewLike } from '@/features/reviews/like-queries';\n\nexport const probe = useReviewLike;\n",
      { filePath: path.join(root, 'apps/web/src/features/cart/layer-probe.ts') },
    );
    expect(result!.messages.map((message) => message.ruleId)).toContain(
      'import-x/no-restricted-paths',
    );
    // Loading the whole config and the app's tsconfig is slow on a busy machine.
  }, 60_000);
});
