import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { AccountConfirmRequest, IdNumberUpdateRequest, UserInfo, UserUpdateRequest } from '@hall/contracts/user';
import { currentUserId } from '../../plugins/auth';
import { confirmAccount } from './account-confirmation';
import { getUserInfo, setIdNumber, updateProfile } from './service';
import { postRoute } from '../../lib/post-route';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both paths appear in the product (SPEC.md section 7); they answer the same.
  for (const url of ['/v2/app/user/info', '/v2/app/user/get/info']) {
    postRoute(
      app,
      {
        url,
        tags: ['account'],
        summary: 'The signed-in player',
        body: EmptyRequest,
        data: UserInfo,
        auth: 'user',
      },
      (request) => getUserInfo(app.db, currentUserId(request)),
    );
  }

  postRoute(
    app,
    {
      url: '/v2/app/user/update',
      tags: ['account'],
      summary: 'Change profile fields (nickname, names, phone, country)',
      body: UserUpdateRequest,
      data: UserInfo,
      auth: 'user',
    },
    (request, body) => updateProfile(app.db, currentUserId(request), body),
  );

  postRoute(
    app,
    {
      url: '/v2/app/user/confirm/age',
      tags: ['account'],
      summary:
        'Confirm the date of birth (and the country where none is set) and accept the terms: an account opened through Google, Line or by an agent does so before its first deposit or game',
      body: AccountConfirmRequest,
      data: UserInfo,
      auth: 'user',
    },
    (request, body) => confirmAccount(app.db, currentUserId(request), body),
  );

  postRoute(
    app,
    {
      url: '/v2/app/user/update/idNumber',
      tags: ['account'],
      summary: 'Set the ID number (once)',
      body: IdNumberUpdateRequest,
      data: UserInfo,
      auth: 'user',
    },
    (request, body) => setIdNumber(app.db, currentUserId(request), body.idNumber),
  );
};

export default userRoutes;
