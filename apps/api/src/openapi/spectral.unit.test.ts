import { readFileSync } from 'node:fs';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './document.ts';

const { Spectral } = spectralCore;

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const ERROR = 0;

/*
 * docs/openapi.json (kept equal to what the routes produce by document.api.test.ts) read by
 * Spectral's own `oas` ruleset, as an API consumer's tooling would read it (issue 14 item 10).
 */
describe('docs/openapi.json under Spectral’s oas ruleset', () => {
  it('has no errors, and every operation has a description', async () => {
    const spectral = new Spectral();
    // As a `.spectral.yaml` of `extends: spectral:oas` (its recommended rules) sets it.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    // A JSON document is YAML too: Spectral parses the text and keeps its line numbers.
    const results = await spectral.run(readFileSync(OPENAPI_PATH, 'utf8'));
    const shown = (kind: (r: (typeof results)[number]) => boolean) =>
      results.filter(kind).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(shown((r) => r.severity === ERROR)).toEqual([]);
    expect(shown((r) => r.code === 'operation-description')).toEqual([]);
    expect(shown((r) => r.code === 'path-params')).toEqual([]);
  }, 60_000);
});
