import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, openApiDocumentText } from './document.ts';

describe('docs/openapi.json', () => {
  // The committed document is what clients and reviewers read: a contract change must come with
  // it regenerated.
  it('is the document the routes produce (else run `npm run openapi`)', async () => {
    const committed: unknown = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi`').toEqual(
      JSON.parse(await openApiDocumentText()),
    );
  });
});
