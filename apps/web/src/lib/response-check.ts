// The whole contract, on purpose: this module is only loaded in development and tests.
// eslint-disable-next-line no-restricted-imports
import { endpoints } from '@chorok/contract';
import { setResponseCheck } from '@/lib/api-client';

const byId = new Map(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint.data]));

/**
 * Development and tests: every response's data is checked against the contract's schema, so a
 * server and client that drift apart fail loudly here rather than as a broken screen later.
 * Production builds never load this module (decision 0008).
 */
export function installResponseCheck() {
  setResponseCheck((routeId, item) => {
    const schema = byId.get(routeId);
    if (!schema) throw new Error(`No endpoint in the contract has the id "${routeId}"`);
    return schema.safeParse(item).success;
  });
}
