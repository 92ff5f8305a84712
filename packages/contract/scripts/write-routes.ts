// Writes src/routes.gen.ts and src/routes/*.gen.ts from the endpoint declarations:
// `npm run routes -w @chorok/contract`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRouteModules } from './routes-module.ts';

for (const [href, source] of await renderRouteModules()) {
  const path = fileURLToPath(href);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  console.log(`wrote ${path}`);
}
