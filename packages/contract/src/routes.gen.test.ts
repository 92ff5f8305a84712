import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderRouteModules } from '../scripts/routes-module.ts';

describe('routes.gen.ts and routes/*.gen.ts', () => {
  it('match the endpoint declarations (run `npm run routes -w @chorok/contract` after changing one)', async () => {
    const expected = await renderRouteModules();
    for (const [href, source] of expected) {
      expect(readFileSync(fileURLToPath(href), 'utf8'), href).toBe(source);
    }
    // No generated area module is left over from an area that is gone.
    const areaFiles = readdirSync(new URL('./routes/', import.meta.url)).filter((f) =>
      f.endsWith('.gen.ts'),
    );
    const expectedAreas = [...expected.keys()].filter((href) => href.includes('/src/routes/'));
    expect(areaFiles.length).toBe(expectedAreas.length);
  });
});
