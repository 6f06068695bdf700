import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import {
  AdminKycDetail,
  AdminKycGetRequest,
  AdminKycListRequest,
  AdminKycListResponse,
  KycAddRequest,
  KycDetailResponse,
  KycLatestResponse,
  KycReviewRequest,
  KycSubmission,
} from '@hall/contracts/kyc';
import { fileStoreFor } from '../../lib/file-store';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminKycDetail, adminListKyc, latestKyc, ownKycDetail, reviewKyc, submitKyc } from './service';

/** Three photos of up to ~6 MB each, base64-encoded, plus JSON around them. */
const KYC_BODY_LIMIT = 27 * 1024 * 1024;

const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = fileStoreFor(app.config, 'kyc');
  const tags = ['identity verification'];
  const player = { auth: 'user' as const };
  const support = { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] };

  postRoute(
    app,
    {
      url: '/v2/app/user/kyc/add',
      tags,
      summary: 'Send the three ID photos (JPEG or PNG, base64)',
      body: KycAddRequest,
      data: KycSubmission,
      bodyLimit: KYC_BODY_LIMIT,
      ...player,
    },
    (request, body) => submitKyc(app.db, files, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/kyc/latest',
      tags,
      summary: 'The state of the newest submission',
      body: EmptyRequest,
      data: KycLatestResponse,
    },
    (request) => latestKyc(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/get/kyc',
      tags,
      summary: 'The newest submission with its photos',
      body: EmptyRequest,
      data: KycDetailResponse,
    },
    (request) => ownKycDetail(app.db, files, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...support,
      url: '/v2/admin/kyc/list',
      tags: ['back office'],
      summary: 'Submissions by status',
      body: AdminKycListRequest,
      data: AdminKycListResponse,
    },
    (_request, body) => adminListKyc(app.db, body),
  );
  postRoute(
    app,
    {
      ...support,
      url: '/v2/admin/kyc/get',
      tags: ['back office'],
      summary: 'One submission with its photos and the player’s declared identity',
      body: AdminKycGetRequest,
      data: AdminKycDetail,
    },
    (_request, body) => adminKycDetail(app.db, files, body.id),
  );
  postRoute(
    app,
    {
      ...support,
      url: '/v2/admin/kyc/review',
      tags: ['back office'],
      summary: 'Approve or reject a submission',
      body: KycReviewRequest,
      data: KycSubmission,
    },
    (request, body) => reviewKyc(app.db, currentOperator(request).operatorId, body, request.ip),
  );
};

export default kycRoutes;
