// The OpenAPI document, generated from the same zod schemas that validate requests, served as JSON
// at /v2/docs/json with a reference page at /v2/docs. Every route also documents the error envelope.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '@hall/contracts/envelope';

async function openapiPlugin(app: FastifyInstance, options: { publicUrl: string }) {
  // Routes that declare responses get the shared error envelope for 4xx/5xx, so clients can rely on it.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response) {
      response['4XX'] ??= ErrorEnvelope;
      response['5XX'] ??= ErrorEnvelope;
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game hall API',
        version: '2.0.0',
        description:
          'Every call is POST with a JSON body and answers { code, msg, data }. code 200 is success; ' +
          'other codes carry a message in the language of Accept-Language. Signed-in calls send the TOKEN header.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'TOKEN' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

export default fp(openapiPlugin, { name: 'openapi' });
