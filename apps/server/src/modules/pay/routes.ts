import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AdminChannel,
  AdminChannelList,
  AdminDepositListRequest,
  ChannelUpdateRequest,
  AdminDepositPage,
  CancelDepositRequest,
  DepositCallbacksRequest,
  DepositCallbacksResponse,
  DepositOrder,
  PayListRequest,
  PayListResponse,
  PayOrderRequest,
  PayOrderResponse,
  PayQueryResponse,
  PaymentCallback,
  RefundRequest,
} from '@hall/contracts/pay';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminListDeposits, depositCallbacks } from './deposits-admin';
import { adminListChannels, updateChannel } from './channels-admin';
import {
  cancelDepositOrder,
  channelsFor,
  createDepositOrder,
  handleDepositCallback,
  listDeposits,
  refundDeposit,
  type PayDeps,
} from './service';

const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PayDeps = { db: app.db, config: app.config, log: app.log };
  const tags = ['finance'];
  const player = { auth: 'user' as const };

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/pay/query',
      tags,
      summary: 'Deposit channels',
      body: EmptyRequest,
      data: PayQueryResponse,
    },
    (request) => channelsFor(deps, 'deposit', request.locale),
  );

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/pay/order',
      tags,
      summary: 'Create a deposit order; returns the page to pay on. The same requestKey returns the same order.',
      body: PayOrderRequest,
      data: PayOrderResponse,
    },
    (request, body) => createDepositOrder(deps, currentUserId(request), body, request.locale),
  );

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/pay/order/cancel',
      tags,
      summary:
        'Cancel an unpaid deposit order of the player’s own (404 for anyone else’s, 409 once paid, failed or expired)',
      body: CancelDepositRequest,
      data: DepositOrder,
    },
    (request, body) => cancelDepositOrder(deps, currentUserId(request), body.orderSn, request.locale),
  );

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/pay/list',
      tags,
      summary: 'The player’s deposit records with totals',
      body: PayListRequest,
      data: PayListResponse,
    },
    (request, body) => listDeposits(deps, currentUserId(request), body, request.locale),
  );

  app.post(
    '/v2/pay/callback/:channel',
    {
      schema: {
        tags: ['gateway'],
        summary: 'Payment gateway notice, signed with HMAC-SHA256 over the sorted parameters',
        params: z.object({ channel: z.string().max(32) }),
        body: PaymentCallback,
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) =>
      ok(request, { outcome: await handleDepositCallback(deps, request.params.channel, request.body) }),
  );

  const desk = { auth: 'operator' as const, roles: ['finance' as const, 'support' as const] };
  postRoute(
    app,
    {
      ...desk,
      url: '/v2/admin/deposit/list',
      tags: ['back office'],
      summary: "Every player's deposit orders, newest first, by state, order, account, channel and dates",
      body: AdminDepositListRequest,
      data: AdminDepositPage,
    },
    (request, body) => adminListDeposits(app.db, body, request.locale),
  );
  postRoute(
    app,
    {
      ...desk,
      url: '/v2/admin/deposit/callbacks',
      tags: ['back office'],
      summary: "An order's gateway notices, accepted or refused, oldest first",
      body: DepositCallbacksRequest,
      data: DepositCallbacksResponse,
    },
    (_request, body) => depositCallbacks(app.db, body.orderSn),
  );

  const finance = { auth: 'operator' as const, roles: ['finance' as const] };
  postRoute(
    app,
    {
      ...finance,
      url: '/v2/admin/channel/list',
      tags: ['back office'],
      summary: 'Every payment channel, both directions, in display order',
      body: EmptyRequest,
      data: AdminChannelList,
    },
    (request) => adminListChannels(app.db, request.locale),
  );
  postRoute(
    app,
    {
      ...finance,
      url: '/v2/admin/channel/update',
      tags: ['back office'],
      summary: 'Turn a channel on or off, or change its bounds, fees or order (only the fields sent)',
      body: ChannelUpdateRequest,
      data: AdminChannel,
    },
    (request, body) => updateChannel(app.db, currentOperator(request).operatorId, body, request.ip, request.locale),
  );

  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['finance'],
      url: '/v2/admin/pay/refund',
      tags: ['back office'],
      summary: 'Refund a paid deposit (coins go back through the ledger)',
      body: RefundRequest,
      data: z.object({ orderSn: z.string(), status: z.string() }),
    },
    (request, body) => refundDeposit(deps, currentOperator(request), body, request.ip),
  );
};

export default payRoutes;
