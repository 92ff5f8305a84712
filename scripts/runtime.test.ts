import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision 0038: the runtime is a dev dependency, and npm scripts run on it.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = manifest.devDependencies.node;

describe('the runtime', () => {
  it('is one exact Node version, in the line engines names', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const [major] = manifest.engines.node.replace(/^\^/, '').split('.');
    expect(pinned.split('.')[0]).toBe(major);
  });

  it('is the Node the tests run on (npm put node_modules/.bin first on the PATH)', () => {
    expect(process.version).toBe(`v${pinned}`);
  });
});
