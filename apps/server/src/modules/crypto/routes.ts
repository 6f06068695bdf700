import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressCheck,
  AddressCheckRequest,
  CoinsResponse,
  DepositAddress,
  DepositAddressRequest,
} from '@hall/contracts/crypto';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { ok } from '../../lib/reply';
import { currentUserId } from '../../plugins/auth';
import { createRateSource } from './rates';
import { checkWithdrawalAddress, depositAddress, listCoins } from './service';

const cryptoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec puts these under /v2/cpp; they are a player's calls like /v2/app, signed in.
  const player = { config: { auth: 'user' as const } };
  const tags = ['crypto'];
  const security = [{ token: [] }];
  const rates = createRateSource(app.config, {
    onWarning: (message, detail) => app.log.warn({ err: detail }, message),
  });

  app.post(
    '/v2/cpp/coins',
    {
      ...player,
      schema: {
        tags,
        summary: 'The coins and networks offered, with their bounds, fee and confirmations',
        security,
        body: EmptyRequest,
        response: { 200: envelope(CoinsResponse) },
      },
    },
    async (request) => ok(request, await listCoins(app.config, rates)),
  );
  app.post(
    '/v2/cpp/coins/deposit/address',
    {
      ...player,
      schema: {
        tags,
        summary: "The player's own deposit address on a coin's network (the same every time)",
        security,
        body: DepositAddressRequest,
        response: { 200: envelope(DepositAddress) },
      },
    },
    async (request) => ok(request, await depositAddress(app.db, app.config, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/cpp/coins/withdrawal/address/validit',
    {
      ...player,
      schema: {
        tags,
        summary: 'Whether an address can receive a withdrawal on this network (format and checksum)',
        security,
        body: AddressCheckRequest,
        response: { 200: envelope(AddressCheck) },
      },
    },
    async (request) => ok(request, checkWithdrawalAddress(app.config, request.body, request.locale)),
  );
};

export default cryptoRoutes;
