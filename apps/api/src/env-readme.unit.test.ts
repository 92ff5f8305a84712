import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, REPO_ROOT } from './env.ts';

/** The README's Configuration section: from its heading to the next one. */
function configurationSection(): string {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  expect(start, 'README.md has a "## Configuration" section').toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('README.md documents the configuration', () => {
  // An operator learns what they can set from the README: a variable env.ts reads but the README
  // leaves out is a setting nobody knows about (issue 14 item 10).
  it('names every variable env.ts accepts in its Configuration table', () => {
    const section = configurationSection();
    const missing = ENV_VARIABLES.filter((name) => !section.includes(`\`${name}\``));
    expect(missing, 'add these to README.md › Configuration').toEqual([]);
  });

  it('names no variable env.ts does not accept', () => {
    const named = [...configurationSection().matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!),
    );
    const unknown = named.filter((name) => !(ENV_VARIABLES as readonly string[]).includes(name));
    expect(unknown).toEqual([]);
  });
});
