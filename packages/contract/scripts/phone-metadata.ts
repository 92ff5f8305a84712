import mobileMetadata from 'libphonenumber-js/metadata.mobile';
import { format, resolveConfig } from 'prettier';

export const PHONE_METADATA_HREF = new URL('../src/phone-metadata.gen.ts', import.meta.url).href;

/**
 * libphonenumber-js's mobile metadata cut down to Korea: the same rules, ~1 KB instead of the
 * ~25 KB (gzip) of every country's, so the phone screen's chunk stays small.
 */
export async function renderPhoneMetadata(): Promise<string> {
  const { version, countries } = mobileMetadata;
  const korea = {
    version,
    country_calling_codes: { '82': ['KR'] },
    countries: { KR: countries.KR },
  };
  const source = `// Generated from libphonenumber-js/metadata.mobile by \`npm run phone-metadata -w @chorok/contract\`; do not edit.
import type { MetadataJson } from 'libphonenumber-js/core';

export const KR_MOBILE_METADATA = ${JSON.stringify(korea)} as unknown as MetadataJson;
`;
  const config = await resolveConfig(new URL(PHONE_METADATA_HREF).pathname);
  return format(source, { ...config, parser: 'typescript' });
}
