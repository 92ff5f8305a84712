// Writes src/routes.gen.ts from the endpoint declarations: `npm run routes -w @chorok/contract`.
import { writeFileSync } from 'node:fs';
import { renderRoutesModule, ROUTES_FILE } from './routes-module.ts';

writeFileSync(ROUTES_FILE, await renderRoutesModule());
console.log(`wrote ${ROUTES_FILE.pathname}`);
