import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * `@chorok/contract` is what the web app's first load imports (decision 0008): constants, rules,
 * routes and types, never a zod schema. This follows every import that stays at run time (not
 * `import type` / `export type`) from the entry and names any module that reaches zod.
 */
const src = dirname(fileURLToPath(import.meta.url));
const RUNTIME_EDGE = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function runtimeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(RUNTIME_EDGE)].map((m) => m[1]!);
}

function zodPaths(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string, path: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/'))
        found.push([...path, specifier].join(' → '));
      else if (specifier.startsWith('.'))
        visit(resolve(dirname(file), specifier), [...path, specifier]);
    }
  };
  visit(resolve(src, entry), [entry]);
  return found;
}

describe('the plain entry', () => {
  it('reaches no zod at run time, whatever it exports', () => {
    expect(zodPaths('index.ts')).toEqual([]);
  });

  it('is told apart from the schemas entry, which does reach zod', () => {
    expect(zodPaths('schemas.ts').length).toBeGreaterThan(0);
  });
});
