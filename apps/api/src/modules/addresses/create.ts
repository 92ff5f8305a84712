import type { Config } from '../../env.ts';
import { bundledAddressSearch } from './bundled.ts';
import { JusoAddressSearch } from './juso.ts';
import type { AddressSearchProvider } from './provider.ts';

/** JUSO_API_KEY set → the road-address search API; otherwise the bundled set (decision 0022). */
export function createAddressSearch(config: Config): AddressSearchProvider {
  const juso = config.addresses.juso;
  return juso ? new JusoAddressSearch(juso) : bundledAddressSearch;
}
