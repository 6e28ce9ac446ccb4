import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod contracts, browsable at /api/docs, when `isServed`
 * (API_DOCS: on in development, off in production unless asked for); otherwise those paths are 404.
 */
export async function registerSwagger(app: FastifyInstance, isServed: boolean) {
  if (!isServed) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MapleBridge API',
        description:
          'Every answer is an envelope `{status, message, data, actionName}` whose `status` equals the HTTP status. ' +
          'Errors carry `data.code` (and `data.fields` for invalid input).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Same reason as in security.ts: a plain-HTTP local install must stay on HTTP.
    transformStaticCSP: (header) => header.replace(' upgrade-insecure-requests;', ''),
  });
}
