import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hall/contracts/envelope';
import { CountryList, CountryQuery } from '@hall/contracts/country';
import { ok } from '../../lib/reply';
import { findCountries } from './service';

const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/app/country',
    {
      schema: {
        tags: ['content'],
        summary: 'Countries and regions with dialing codes and localised names',
        body: CountryQuery,
        response: { 200: envelope(CountryList) },
      },
    },
    async (request) => ok(request, await findCountries(app.db, request.locale, request.body.keyword)),
  );
};

export default countryRoutes;
