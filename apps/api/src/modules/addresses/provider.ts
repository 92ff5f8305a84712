import type { ListMetadata, PostalAddress } from '@chorok/contract';

/** One page of `GET /v1/addresses/search`, as the route answers it. */
export interface AddressSearchPage {
  data: PostalAddress[];
  metadata: ListMetadata;
}

/**
 * Where the in-app address search looks (ARCHITECTURE.md: an interface, a real adapter, a local
 * default): the road-address search API (juso.ts) with its key, the bundled set (bundled.ts)
 * without. Throws AppError: 400 for a query the service refuses, 503 when it cannot answer.
 */
export interface AddressSearchProvider {
  search(query: { query: string; page: number; perPage: number }): Promise<AddressSearchPage>;
}
