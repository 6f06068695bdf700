import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
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
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminKycDetail, adminListKyc, latestKyc, ownKycDetail, reviewKyc, submitKyc } from './service';

/** Three photos of up to ~6 MB each, base64-encoded, plus JSON around them. */
const KYC_BODY_LIMIT = 27 * 1024 * 1024;

const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = fileStoreFor(app.config, 'kyc');
  const tags = ['identity verification'];
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  const support = { config: { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] } };

  app.post(
    '/v2/app/user/kyc/add',
    {
      ...player,
      bodyLimit: KYC_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Send the three ID photos (JPEG or PNG, base64)',
        security,
        body: KycAddRequest,
        response: { 200: envelope(KycSubmission) },
      },
    },
    async (request) => ok(request, await submitKyc(app.db, files, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/user/kyc/latest',
    {
      ...player,
      schema: {
        tags,
        summary: 'The state of the newest submission',
        security,
        body: EmptyRequest,
        response: { 200: envelope(KycLatestResponse) },
      },
    },
    async (request) => ok(request, await latestKyc(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/user/get/kyc',
    {
      ...player,
      schema: {
        tags,
        summary: 'The newest submission with its photos',
        security,
        body: EmptyRequest,
        response: { 200: envelope(KycDetailResponse) },
      },
    },
    async (request) => ok(request, await ownKycDetail(app.db, files, currentUserId(request))),
  );
  app.post(
    '/v2/admin/kyc/list',
    {
      ...support,
      schema: {
        tags: ['back office'],
        summary: 'Submissions by status',
        security,
        body: AdminKycListRequest,
        response: { 200: envelope(AdminKycListResponse) },
      },
    },
    async (request) => ok(request, await adminListKyc(app.db, request.body)),
  );
  app.post(
    '/v2/admin/kyc/get',
    {
      ...support,
      schema: {
        tags: ['back office'],
        summary: 'One submission with its photos and the player’s declared identity',
        security,
        body: AdminKycGetRequest,
        response: { 200: envelope(AdminKycDetail) },
      },
    },
    async (request) => ok(request, await adminKycDetail(app.db, files, request.body.id)),
  );
  app.post(
    '/v2/admin/kyc/review',
    {
      ...support,
      schema: {
        tags: ['back office'],
        summary: 'Approve or reject a submission',
        security,
        body: KycReviewRequest,
        response: { 200: envelope(KycSubmission) },
      },
    },
    async (request) =>
      ok(request, await reviewKyc(app.db, currentOperator(request).operatorId, request.body, request.ip)),
  );
};

export default kycRoutes;
