import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the domain contract's zod schemas, at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { brandName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${options.brandName} API`, version: '1.0.0', description: `The provider API of ${options.brandName}.` },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
