import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  BankCard,
  BankCardListResponse,
  BankCardRequest,
  BankCardSaveRequest,
  BankListResponse,
} from '@hall/contracts/bank';
import { ok } from '../../lib/reply';
import { currentUserId } from '../../plugins/auth';
import { getCard, listBanks, listCards, removeCard, saveCard } from './service';

const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bank cards'];
  const player = { config: { auth: 'user' as const } };
  const security = [{ token: [] }];

  app.post(
    '/v2/app/user/bank/list',
    {
      ...player,
      schema: {
        tags,
        summary: 'Banks to choose from',
        security,
        body: EmptyRequest,
        response: { 200: envelope(BankListResponse) },
      },
    },
    async (request) => ok(request, await listBanks(app.db, request.locale)),
  );
  app.post(
    '/v2/app/user/get/bank',
    {
      ...player,
      schema: {
        tags,
        summary: 'The player’s bank cards (masked)',
        security,
        body: EmptyRequest,
        response: { 200: envelope(BankCardListResponse) },
      },
    },
    async (request) => ok(request, await listCards(app.db, currentUserId(request), request.locale)),
  );
  app.post(
    '/v2/app/user/bank',
    {
      ...player,
      schema: {
        tags,
        summary: 'One of the player’s bank cards (masked)',
        security,
        body: BankCardRequest,
        response: { 200: envelope(BankCard) },
      },
    },
    async (request) => ok(request, await getCard(app.db, currentUserId(request), request.body.cardId, request.locale)),
  );
  app.post(
    '/v2/app/user/bank/save',
    {
      ...player,
      schema: {
        tags,
        summary: 'Bind a bank card in the player’s real name',
        security,
        body: BankCardSaveRequest,
        response: { 200: envelope(BankCard) },
      },
    },
    async (request) =>
      ok(request, await saveCard(app.db, app.secretBox, currentUserId(request), request.body, request.locale)),
  );
  app.post(
    '/v2/app/user/bank/remove',
    {
      ...player,
      schema: {
        tags,
        summary: 'Unbind a bank card',
        security,
        body: BankCardRequest,
        response: { 200: envelope(Done) },
      },
    },
    async (request) => {
      await removeCard(app.db, currentUserId(request), request.body.cardId);
      return ok(request, { done: true as const });
    },
  );
};

export default bankRoutes;
