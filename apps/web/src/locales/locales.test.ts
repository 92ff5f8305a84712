// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, '..');

type Tree = { [key: string]: string | Tree };

function load(lng: string): Record<string, Tree> {
  const dir = join(here, lng);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree]),
  );
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts')
      ? [path]
      : [];
  });
}

const kr = load('kr');
const en = load('en');
const krKeys = new Map(Object.values(kr).flatMap((t) => [...leaves(t)]));
const enKeys = new Map(Object.values(en).flatMap((t) => [...leaves(t)]));

describe('translations', () => {
  it('each area file holds one top-level key named after the file, in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(kr).sort());
    for (const [file, tree] of Object.entries(kr))
      expect(Object.keys(tree)).toEqual([file.replace(/\.json$/, '')]);
  });

  it('Korean and English have exactly the same keys and no empty strings', () => {
    expect([...enKeys.keys()].filter((k) => !krKeys.has(k))).toEqual([]);
    expect([...krKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...krKeys].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('interpolation variables match between languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = [...krKeys].filter(
      ([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(enKeys.get(k) ?? '')),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('every literal key used in the code exists in Korean', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
        const key = match[1] ?? '';
        const known =
          krKeys.has(key) ||
          krKeys.has(`${key}_one`) ||
          krKeys.has(`${key}_other`) ||
          [...krKeys.keys()].some((k) => k.startsWith(`${key}.`));
        if (!known) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
