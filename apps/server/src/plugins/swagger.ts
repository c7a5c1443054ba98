import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/** OpenAPI generated from the zod route schemas, served at /api/docs. */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yaoshi API',
        description: 'Medicine-and-food homologous substances database',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ token: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
