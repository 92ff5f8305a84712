// The whole contract, on purpose: this module is only loaded in development and tests.
import { endpoints } from '@chorok/contract/schemas';
import { setRequestCheck, setResponseCheck } from '@/lib/api-client';

const byId = new Map(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint]));

function endpointOf(routeId: string) {
  const endpoint = byId.get(routeId);
  if (!endpoint) throw new Error(`No endpoint in the contract has the id "${routeId}"`);
  return endpoint;
}

/**
 * Development and tests: every response's data is checked against the contract's schema, so a
 * server and client that drift apart fail loudly here rather than as a broken screen later. So is
 * every JSON body the web sends: a body the API's strict schema would refuse ("Invalid input")
 * fails in the web test that sends it. Production builds never load this module (decision 0008).
 */
export function installResponseCheck() {
  setResponseCheck((routeId, item) => endpointOf(routeId).data.safeParse(item).success);
  setRequestCheck((routeId, body) => {
    const schema = endpointOf(routeId).body;
    if (!schema) return `${routeId} takes no body`;
    const parsed = schema.safeParse(body);
    return parsed.success
      ? null
      : parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
          .join('; ');
  });
}
