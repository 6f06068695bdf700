import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountryList, CountryQuery } from '@hall/contracts/country';
import { postRoute } from '../../lib/post-route';
import { findCountries } from './service';

const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  postRoute(
    app,
    {
      url: '/v2/app/country',
      tags: ['content'],
      summary: 'Countries and regions with dialing codes and localised names',
      body: CountryQuery,
      data: CountryList,
    },
    (request, body) => findCountries(app.db, request.locale, body.keyword),
  );
};

export default countryRoutes;
