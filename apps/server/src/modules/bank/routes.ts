import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  BankCard,
  BankCardListResponse,
  BankCardRequest,
  BankCardSaveRequest,
  BankListResponse,
} from '@hall/contracts/bank';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { getCard, listBanks, listCards, removeCard, saveCard } from './service';

const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bank cards'];
  const player = { auth: 'user' as const };

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/bank/list',
      tags,
      summary: 'Banks to choose from',
      body: EmptyRequest,
      data: BankListResponse,
    },
    (request) => listBanks(app.db, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/get/bank',
      tags,
      summary: 'The player’s bank cards (masked)',
      body: EmptyRequest,
      data: BankCardListResponse,
    },
    (request) => listCards(app.db, currentUserId(request), request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/bank',
      tags,
      summary: 'One of the player’s bank cards (masked)',
      body: BankCardRequest,
      data: BankCard,
    },
    (request, body) => getCard(app.db, currentUserId(request), body.cardId, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/bank/save',
      tags,
      summary: 'Bind a bank card in the player’s real name',
      body: BankCardSaveRequest,
      data: BankCard,
    },
    (request, body) => saveCard(app.db, app.secretBox, currentUserId(request), body, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/bank/remove',
      tags,
      summary: 'Unbind a bank card',
      body: BankCardRequest,
      data: Done,
    },
    async (request, body) => {
      await removeCard(app.db, currentUserId(request), body.cardId);
      return { done: true as const };
    },
  );
};

export default bankRoutes;
