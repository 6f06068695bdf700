// Decides each request's language from Accept-Language, once, for messages and localised fields.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLocale, type Locale } from '@hall/contracts/locale';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

async function localePlugin(app: FastifyInstance) {
  app.decorateRequest('locale', 'ja-JP');
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}

export default fp(localePlugin, { name: 'locale' });
