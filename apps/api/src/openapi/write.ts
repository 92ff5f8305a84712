import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_PATH, openApiDocumentText } from './document.ts';

/** docs/openapi.json from the same routes the server registers (`npm run openapi`). */
const text = await openApiDocumentText();
mkdirSync(path.dirname(OPENAPI_PATH), { recursive: true });
writeFileSync(OPENAPI_PATH, text);
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_PATH)}`);
