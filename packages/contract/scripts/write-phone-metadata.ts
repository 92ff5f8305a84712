// Writes src/phone-metadata.gen.ts: `npm run phone-metadata -w @chorok/contract`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHONE_METADATA_HREF, renderPhoneMetadata } from './phone-metadata.ts';

const path = fileURLToPath(PHONE_METADATA_HREF);
writeFileSync(path, await renderPhoneMetadata());
console.log(`wrote ${path}`);
