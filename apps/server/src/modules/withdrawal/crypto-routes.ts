// The player's crypto withdrawal request (SPEC's /v2/cpp path, a player's call like /v2/app): a
// withdrawal like a bank one from the hold on (crypto-withdrawals.ts), quoted at the rate source
// the coin list shows (app.ts hands both plugins the same one).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CryptoWithdrawRequest } from '@hall/contracts/crypto';
import { Withdrawal } from '@hall/contracts/withdrawal';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import type { RateSource } from '../crypto/rates';
import { requestCryptoWithdrawal } from './crypto-withdrawals';

const cryptoWithdrawalRoutes: FastifyPluginAsyncZod<{ rates: RateSource }> = async (app, { rates }) => {
  const player = { auth: 'user' as const };
  const tags = ['crypto'];

  postRoute(
    app,
    {
      ...player,
      url: '/v2/cpp/coins/withdraw',
      tags,
      summary: 'Ask to withdraw an amount of a coin to an address on its network (its coins held at once)',
      body: CryptoWithdrawRequest,
      data: Withdrawal,
    },
    (request, body) =>
      requestCryptoWithdrawal(
        { db: app.db, store: app.store, config: app.config, log: app.log, jobs: app.jobs, rates },
        currentUserId(request),
        body,
        request.locale,
      ),
  );
};

export default cryptoWithdrawalRoutes;
