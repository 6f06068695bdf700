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
  const player = { config: { auth: 'user' as const } };
  const security = [{ token: [] }];

  app.post(
    '/v2/app/pay/query',
    {
      ...player,
      schema: {
        tags,
        summary: 'Deposit channels',
        security,
        body: EmptyRequest,
        response: { 200: envelope(PayQueryResponse) },
      },
    },
    async (request) => ok(request, await channelsFor(deps, 'deposit', request.locale)),
  );

  app.post(
    '/v2/app/pay/order',
    {
      ...player,
      schema: {
        tags,
        summary: 'Create a deposit order; returns the page to pay on. The same requestKey returns the same order.',
        security,
        body: PayOrderRequest,
        response: { 200: envelope(PayOrderResponse) },
      },
    },
    async (request) =>
      ok(request, await createDepositOrder(deps, currentUserId(request), request.body, request.locale)),
  );

  app.post(
    '/v2/app/pay/order/cancel',
    {
      ...player,
      schema: {
        tags,
        summary:
          'Cancel an unpaid deposit order of the player’s own (404 for anyone else’s, 409 once paid, failed or expired)',
        security,
        body: CancelDepositRequest,
        response: { 200: envelope(DepositOrder) },
      },
    },
    async (request) =>
      ok(request, await cancelDepositOrder(deps, currentUserId(request), request.body.orderSn, request.locale)),
  );

  app.post(
    '/v2/app/pay/list',
    {
      ...player,
      schema: {
        tags,
        summary: 'The player’s deposit records with totals',
        security,
        body: PayListRequest,
        response: { 200: envelope(PayListResponse) },
      },
    },
    async (request) => ok(request, await listDeposits(deps, currentUserId(request), request.body, request.locale)),
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
  app.post(
    '/v2/admin/deposit/list',
    {
      config: desk,
      schema: {
        tags: ['back office'],
        summary: "Every player's deposit orders, newest first, by state, order, account, channel and dates",
        security,
        body: AdminDepositListRequest,
        response: { 200: envelope(AdminDepositPage) },
      },
    },
    async (request) => ok(request, await adminListDeposits(app.db, request.body, request.locale)),
  );
  app.post(
    '/v2/admin/deposit/callbacks',
    {
      config: desk,
      schema: {
        tags: ['back office'],
        summary: "An order's gateway notices, accepted or refused, oldest first",
        security,
        body: DepositCallbacksRequest,
        response: { 200: envelope(DepositCallbacksResponse) },
      },
    },
    async (request) => ok(request, await depositCallbacks(app.db, request.body.orderSn)),
  );

  const finance = { auth: 'operator' as const, roles: ['finance' as const] };
  app.post(
    '/v2/admin/channel/list',
    {
      config: finance,
      schema: {
        tags: ['back office'],
        summary: 'Every payment channel, both directions, in display order',
        security,
        body: EmptyRequest,
        response: { 200: envelope(AdminChannelList) },
      },
    },
    async (request) => ok(request, await adminListChannels(app.db, request.locale)),
  );
  app.post(
    '/v2/admin/channel/update',
    {
      config: finance,
      schema: {
        tags: ['back office'],
        summary: 'Turn a channel on or off, or change its bounds, fees or order (only the fields sent)',
        security,
        body: ChannelUpdateRequest,
        response: { 200: envelope(AdminChannel) },
      },
    },
    async (request) =>
      ok(
        request,
        await updateChannel(app.db, currentOperator(request).operatorId, request.body, request.ip, request.locale),
      ),
  );

  app.post(
    '/v2/admin/pay/refund',
    {
      config: { auth: 'operator', roles: ['finance'] },
      schema: {
        tags: ['back office'],
        summary: 'Refund a paid deposit (coins go back through the ledger)',
        security,
        body: RefundRequest,
        response: { 200: envelope(z.object({ orderSn: z.string(), status: z.string() })) },
      },
    },
    async (request) => ok(request, await refundDeposit(deps, currentOperator(request), request.body, request.ip)),
  );
};

export default payRoutes;
