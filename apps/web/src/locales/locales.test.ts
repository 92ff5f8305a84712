// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PARTICLE_PAIRS } from '@/lib/josa';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, '..');

type Tree = { [key: string]: string | Tree };

/**
 * A language's area files: those of the one document the API serves (`kr/*.json`), and those a
 * lazy part of the app loads with its own code (`kr/lazy/*.json`: the console's, which no shop
 * page downloads). Both are held to the same rules.
 */
function load(lng: string): Record<string, Tree> {
  const read = (dir: string, prefix: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [`${prefix}${f}`, JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree]);
  return Object.fromEntries([
    ...read(join(here, lng), ''),
    ...read(join(here, lng, 'lazy'), 'lazy/'),
  ]);
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
      expect(Object.keys(tree)).toEqual([file.replace(/^lazy\//, '').replace(/\.json$/, '')]);
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

  it('a value followed by a Korean particle names the particle pair, not both forms', () => {
    // "{{name}}을(를)" reads as a form letter; "{{name, 을/를}}" picks 을 or 를 (lib/josa.ts).
    const bothForms =
      /\}\}['’"”]?(?:을\(를\)|\(을\)를|이\(가\)|\(이\)가|은\(는\)|\(은\)는|와\(과\)|과\(와\)|\(으\)로)/;
    expect([...krKeys].filter(([, v]) => bothForms.test(v)).map(([k]) => k)).toEqual([]);
  });

  it('formats are particle pairs, in Korean only', () => {
    const formats = (s: string) =>
      [...s.matchAll(/\{\{\s*\w+\s*,\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]);
    const pairs: readonly string[] = PARTICLE_PAIRS;
    const unknown = [...krKeys].filter(([, v]) => formats(v).some((f) => !pairs.includes(f ?? '')));
    expect(unknown.map(([k]) => k)).toEqual([]);
    expect([...enKeys].filter(([, v]) => formats(v).length > 0).map(([k]) => k)).toEqual([]);
  });

  it('every screen showing a string with a particle format registers the formats', () => {
    // They are registered by useParticleFormats(), not at start-up; without it i18next prints
    // the bare value ("고무고무 삭제할까요?").
    const keys = [...krKeys].filter(([, v]) => /\{\{\s*\w+\s*,/.test(v)).map(([k]) => k);
    const files = sourceFiles(src).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const problems: string[] = [];
    for (const key of keys) {
      const users = files.filter(({ text }) => text.includes(`'${key}'`));
      if (users.length === 0) problems.push(`${key}: not used by a literal t('…') call`);
      for (const { file, text } of users)
        if (!text.includes('useParticleFormats()'))
          problems.push(`${relative(src, file)}: ${key} without useParticleFormats()`);
    }
    expect(problems).toEqual([]);
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
