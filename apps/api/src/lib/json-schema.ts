import { ErrorEnvelope, envelope, listEnvelope, type Endpoint } from '@chorok/contract';
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

/** Route schemas for Fastify: OpenAPI documentation and the response serializer. */
export function endpointSchema(
  endpoint: Endpoint,
  security: Array<Record<string, string[]>> | undefined,
) {
  const success = {
    description: 'Success',
    ...toJsonSchema(endpoint.list ? listEnvelope(endpoint.data) : envelope(endpoint.data)),
  };
  const failure = { description: 'Error envelope (data: null)', ...toJsonSchema(ErrorEnvelope) };
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(security ? { security } : {}),
    ...(endpoint.params ? { params: toJsonSchema(endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: toJsonSchema(endpoint.query) } : {}),
    ...(endpoint.body ? { body: toJsonSchema(endpoint.body) } : {}),
    response: { [endpoint.successStatus]: success, '4xx': failure, '5xx': failure },
  };
}
