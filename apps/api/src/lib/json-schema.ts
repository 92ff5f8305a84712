import { type Endpoint } from '@chorok/contract';
import { ErrorEnvelope, envelope, listEnvelope } from '@chorok/contract/schemas';
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

/**
 * The wire shape of a zod schema: `io: 'input'` because both requests and responses are read on
 * the wire before any transform runs. draft-7 is what fast-json-stringify (Fastify's response
 * serializer) understands, and OpenAPI 3.1 accepts it.
 */
export function toJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-7',
  }) as JsonSchema;
  return rest;
}

const WHO_MAY_CALL: Record<Endpoint['auth'], string> = {
  required: 'Signed in only: a bearer access token, else 401; the caller sees only their own data.',
  optional:
    'Open to anyone; with a bearer access token the answer includes the caller’s own state.',
  none: 'Open to anyone; no token is read.',
  admin: 'The admin CLI only: the X-Admin-Secret header, else 401.',
  operator:
    'Operators only: the bearer token of an OPERATOR or OWNER (a shopper’s gets 403), or the admin CLI’s X-Admin-Secret; recorded in the audit log.',
  owner:
    'The owner only: the bearer token of an OWNER (anyone else’s gets 403), or the admin CLI’s X-Admin-Secret; recorded in the audit log.',
};

/**
 * The operation's description, from what the contract says of it: the summary, who may call it,
 * its page envelope and its own rate limit. Bad input is always 400 with `errors`.
 */
export function operationDescription(endpoint: Endpoint): string {
  return [
    `${endpoint.summary}.`,
    WHO_MAY_CALL[endpoint.auth],
    endpoint.list ? 'A page of results: `_metadata` has page, perPage, total and totalPage.' : '',
    endpoint.rateLimitPerMinute
      ? `At most ${endpoint.rateLimitPerMinute} requests a minute per IP (429 beyond).`
      : '',
    endpoint.params || endpoint.query || endpoint.body
      ? 'Input that breaks the schema: 400 with `errors: [{path, message}]`, nothing changed.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** How a caller proves who they are, in OpenAPI's terms, per auth mode. */
const SECURITY: Record<Endpoint['auth'], Array<Record<string, string[]>> | undefined> = {
  required: [{ bearerAuth: [] }],
  optional: [{ bearerAuth: [] }],
  none: undefined,
  admin: [{ adminSecret: [] }],
  operator: [{ bearerAuth: [] }, { adminSecret: [] }],
  owner: [{ bearerAuth: [] }, { adminSecret: [] }],
};

type RouteSchema = ReturnType<typeof buildEndpointSchema>;
/**
 * One schema per endpoint for every app in the process: converting the contract's zod schemas was
 * a fifth of an app's start (the tests build one app per file). Fastify only marks a schema it
 * has seen (normalizeSchema), so one object serves every app.
 */
const schemas = new WeakMap<Endpoint, RouteSchema>();

/** Route schemas for Fastify: OpenAPI documentation and the response serializer. */
export function endpointSchema(endpoint: Endpoint): RouteSchema {
  let schema = schemas.get(endpoint);
  if (!schema) schemas.set(endpoint, (schema = buildEndpointSchema(endpoint)));
  return schema;
}

function buildEndpointSchema(endpoint: Endpoint) {
  const security = SECURITY[endpoint.auth];
  const success = {
    description: 'Success',
    ...toJsonSchema(endpoint.list ? listEnvelope(endpoint.data) : envelope(endpoint.data)),
  };
  const failure = { description: 'Error envelope (data: null)', ...toJsonSchema(ErrorEnvelope) };
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: operationDescription(endpoint),
    tags: [endpoint.tag],
    ...(security ? { security } : {}),
    ...(endpoint.params ? { params: toJsonSchema(endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: toJsonSchema(endpoint.query) } : {}),
    ...(endpoint.body ? { body: toJsonSchema(endpoint.body) } : {}),
    response: { [endpoint.successStatus]: success, '4xx': failure, '5xx': failure },
  };
}
