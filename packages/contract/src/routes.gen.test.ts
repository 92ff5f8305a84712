import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoutesModule, ROUTES_FILE } from '../scripts/routes-module.ts';

describe('routes.gen.ts', () => {
  it('matches the endpoint declarations (run `npm run routes -w @chorok/contract` after changing one)', async () => {
    expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(await renderRoutesModule());
  });
});
