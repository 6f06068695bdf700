import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressCheck,
  AddressCheckRequest,
  AdminCryptoDepositListRequest,
  AdminCryptoDepositPage,
  CoinsResponse,
  CryptoDepositApproveRequest,
  CryptoDepositListRequest,
  CryptoDepositPage,
  CryptoDepositProposeRequest,
  CryptoDepositRejectRequest,
  DepositAddress,
  DepositAddressRequest,
  WatcherOutcome,
  WatcherReport,
} from '@hall/contracts/crypto';
import { Done } from '@hall/contracts/auth';
import { EmptyRequest } from '@hall/contracts/envelope';
import { sandboxesOn } from '../../config';
import { AppError } from '../../lib/app-error';
import { postRoute } from '../../lib/post-route';
import { verifySignature } from '../../lib/callback-signature';
import { listDeposits, ownDeposit, reportTransfer } from './deposits';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { approveHeldCredit, proposeHeldCredit, rejectHeld } from './held-deposits';
import type { RateSource } from './rates';
import { checkWithdrawalAddress, depositAddress, listCoins } from './service';

const cryptoRoutes: FastifyPluginAsyncZod<{ rates: RateSource }> = async (app, { rates }) => {
  // The spec puts these under /v2/cpp; they are a player's calls like /v2/app, signed in.
  const player = { auth: 'user' as const };
  const tags = ['crypto'];

  postRoute(
    app,
    {
      ...player,
      url: '/v2/cpp/coins',
      tags,
      summary: 'The coins and networks offered, with their bounds, fee and confirmations',
      body: EmptyRequest,
      data: CoinsResponse,
    },
    () => listCoins(app.config, rates),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/cpp/coins/deposit/address',
      tags,
      summary: "The player's own deposit address on a coin's network (the same every time)",
      body: DepositAddressRequest,
      data: DepositAddress,
    },
    (request, body) => depositAddress(app.db, app.config, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/cpp/coins/deposit/list',
      tags,
      summary: "The player's crypto deposits, newest first, with their confirmations",
      body: CryptoDepositListRequest,
      data: CryptoDepositPage,
    },
    async (request, body) => {
      const { list, ...page } = await listDeposits(app.db, { userId: currentUserId(request) }, body);
      // The player's own list names no accounts.
      return { ...page, list: list.map(ownDeposit) };
    },
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/cpp/coins/withdrawal/address/validit',
      tags,
      summary: 'Whether an address can receive a withdrawal on this network (format and checksum)',
      body: AddressCheckRequest,
      data: AddressCheck,
    },
    (request, body) => checkWithdrawalAddress(app.db, app.config, currentUserId(request), body, request.locale),
  );

  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['finance', 'support'],
      url: '/v2/admin/crypto/deposit/list',
      tags: ['back office'],
      summary: "Every player's crypto deposits, newest first, by state, account or transaction",
      body: AdminCryptoDepositListRequest,
      data: AdminCryptoDepositPage,
    },
    async (_request, body) => {
      const { page, pageSize, ...filter } = body;
      return await listDeposits(app.db, filter, { page, pageSize });
    },
  );

  // Deposits held because the ledger cannot take them: finance settles them, one proposing a credit
  // and another approving it, or rejecting them with a note.
  postRoute(
    app,
    {
      url: '/v2/admin/crypto/deposit/propose',
      tags: ['back office'],
      summary: 'Propose crediting part of a held crypto deposit',
      body: CryptoDepositProposeRequest,
      data: Done,
      auth: 'operator',
      roles: ['finance'],
    },
    async (request, body) => {
      await proposeHeldCredit(app.db, app.config, currentOperator(request).operatorId, body, request.ip);
      return { done: true as const };
    },
  );
  postRoute(
    app,
    {
      url: '/v2/admin/crypto/deposit/approve',
      tags: ['back office'],
      summary: "Approve another operator's credit of a held crypto deposit",
      body: CryptoDepositApproveRequest,
      data: Done,
      auth: 'operator',
      roles: ['finance'],
    },
    async (request, body) => {
      await approveHeldCredit(app.db, app.config, currentOperator(request).operatorId, body.id, request.ip);
      return { done: true as const };
    },
  );
  postRoute(
    app,
    {
      url: '/v2/admin/crypto/deposit/reject',
      tags: ['back office'],
      summary: 'Reject a held crypto deposit with a note (nothing is credited)',
      body: CryptoDepositRejectRequest,
      data: Done,
      auth: 'operator',
      roles: ['finance'],
    },
    async (request, body) => {
      await rejectHeld(app.db, currentOperator(request).operatorId, body, request.ip);
      return { done: true as const };
    },
  );

  // The chain watcher's reports, signed like payment callbacks. With sandboxes on and no secret of
  // its own the sandbox's published secret signs them (the sandbox chain is such a watcher).
  const watcherSecret =
    app.config.CRYPTO_WATCHER_SECRET ?? (sandboxesOn(app.config) ? app.config.PAYMENT_SANDBOX_SECRET : undefined);
  const REPORT_WINDOW_SECONDS = 600;
  postRoute(
    app,
    {
      url: '/v2/crypto/watcher/report',
      tags,
      summary: 'Chain watcher: a transfer to a player address at its current depth (signed)',
      body: WatcherReport,
      data: WatcherOutcome,
    },
    async (request, body) => {
      const r = body;
      const refused = (why: string) => {
        request.log.warn({ txid: r.txid, why }, 'watcher report refused');
        return new AppError(400, 'callback_invalid', 'pay.callback_invalid');
      };
      if (!watcherSecret || !verifySignature(r, watcherSecret)) throw refused('signature');
      if (Math.abs(Date.now() / 1000 - Number(r.timestamp)) > REPORT_WINDOW_SECONDS) throw refused('timestamp');
      const row = await reportTransfer(
        { db: app.db, config: app.config, rates },
        {
          network: r.network,
          coin: r.coin,
          txid: r.txid,
          outputIndex: Number(r.outputIndex),
          address: r.address,
          amount: BigInt(r.amount),
          confirmations: Number(r.confirmations),
          removed: r.removed === '1',
        },
      );
      return { status: row.status, confirmations: row.confirmations };
    },
  );
};

export default cryptoRoutes;
