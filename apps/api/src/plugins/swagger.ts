import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/docs';

/**
 * OpenAPI 3.1 built from the route schemas route() derives from the contract; the document is at
 * /docs/json (and /docs/yaml), the UI at /docs. Must be registered before any route.
 */
type DocumentObject = Parameters<SwaggerTransformObject>[0];
type OpenApiObject = Extract<DocumentObject, { openapiObject: unknown }>['openapiObject'];

/** The document with every tag its operations use declared at the top, sorted (Spectral's operation-tag-defined). */
function withDeclaredTags(document: OpenApiObject): OpenApiObject {
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations ?? {}))
      if (operation && typeof operation === 'object' && 'tags' in operation)
        for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag);
  return { ...document, tags: [...used].sort().map((name) => ({ name })) };
}

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? withDeclaredTags(documentObject.openapiObject)
          : documentObject.swaggerObject,
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Chorok API',
          version: '1',
          contact: { name: 'Chorok (초록)', url: app.config.publicOrigin },
          description:
            'Every body is `{data, message, status}`; lists add `_metadata` (page, perPage, total, totalPage). Errors use the same envelope with `data: null` and, for bad input, `errors: [{path, message}]`.',
        },
        servers: [{ url: app.config.publicOrigin }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            adminSecret: { type: 'apiKey', in: 'header', name: 'X-Admin-Secret' },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'swagger' },
);
