import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AccountConfirmRequest,
  BalanceResponse,
  IdNumberUpdateRequest,
  UserInfo,
  UserUpdateRequest,
} from '@hall/contracts/user';
import { walletBalance } from '../ledger/accounts';
import { currentUserId } from '../../plugins/auth';
import { ok } from '../../lib/reply';
import { confirmAccount } from './account-confirmation';
import { getUserInfo, setIdNumber, updateProfile } from './service';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both paths appear in the product (SPEC.md section 7); they answer the same.
  for (const url of ['/v2/app/user/info', '/v2/app/user/get/info']) {
    app.post(
      url,
      {
        config: { auth: 'user' },
        schema: {
          tags: ['account'],
          summary: 'The signed-in player',
          security: [{ token: [] }],
          body: EmptyRequest,
          response: { 200: envelope(UserInfo) },
        },
      },
      async (request) => ok(request, await getUserInfo(app.db, currentUserId(request))),
    );
  }

  app.post(
    '/v2/app/user/balance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in player’s coin balance',
        security: [{ token: [] }],
        body: EmptyRequest,
        response: { 200: envelope(BalanceResponse) },
      },
    },
    async (request) => ok(request, { coins: (await walletBalance(app.db, currentUserId(request))).toString() }),
  );

  app.post(
    '/v2/app/user/update',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change profile fields (nickname, names, phone, country)',
        security: [{ token: [] }],
        body: UserUpdateRequest,
        response: { 200: envelope(UserInfo) },
      },
    },
    async (request) => ok(request, await updateProfile(app.db, currentUserId(request), request.body)),
  );

  app.post(
    '/v2/app/user/confirm/age',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Confirm the date of birth (and the country where none is set) and accept the terms: an account opened through Google, Line or by an agent does so before its first deposit or game',
        security: [{ token: [] }],
        body: AccountConfirmRequest,
        response: { 200: envelope(UserInfo) },
      },
    },
    async (request) => ok(request, await confirmAccount(app.db, currentUserId(request), request.body)),
  );

  app.post(
    '/v2/app/user/update/idNumber',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Set the ID number (once)',
        security: [{ token: [] }],
        body: IdNumberUpdateRequest,
        response: { 200: envelope(UserInfo) },
      },
    },
    async (request) => ok(request, await setIdNumber(app.db, currentUserId(request), request.body.idNumber)),
  );
};

export default userRoutes;
