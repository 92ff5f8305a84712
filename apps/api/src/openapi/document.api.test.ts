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
    // Building every route's JSON schema takes 10–30 s on this 2-core machine while other test
    // files run beside it; the default 30 s left no margin once the commerce routes came in.
  }, 90_000);
});
