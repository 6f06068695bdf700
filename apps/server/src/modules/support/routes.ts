// Help requests: the player's tickets (`/v2/app/support/...`, signed in), the contact address and
// who runs the site for visitors (public), and the customer service desk in the back office
// (`/v2/admin/support/...`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AdminSupportListRequest,
  AdminSupportListResponse,
  AdminSupportReplyRequest,
  AdminSupportTicketDetail,
  SupportAttachment,
  SupportAttachmentRequest,
  SiteOperator,
  SupportContact,
  SupportCreateRequest,
  SupportListRequest,
  SupportListResponse,
  SupportReplyRequest,
  SupportTicketDetail,
  SupportTicketRequest,
} from '@hall/contracts/support';
import { fileStoreFor } from '../../lib/file-store';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { actorOf } from '../content/service';
import { higherMinimumAges } from '../protection/age';
import { COMPLAINT_DEADLINE_JOB, deadlineHandler } from './deadlines';
import {
  adminAcknowledge,
  adminCloseTicket,
  adminGetTicket,
  adminListTickets,
  adminReply,
  closeOwnTicket,
  createTicket,
  getOwnTicket,
  listOwnTickets,
  replyAsPlayer,
  screenshot,
} from './service';

/** One screenshot of up to ~6 MB, base64-encoded, plus the message around it. */
const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = fileStoreFor(app.config, 'support');
  const deps = { db: app.db, store: app.store, files, jobs: app.jobs, zone: app.config.SITE_TIME_ZONE };
  app.jobs.register(COMPLAINT_DEADLINE_JOB, deadlineHandler(app.db, app.log.child({ module: 'support' })));
  const tags = ['customer service'];
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  const playerCall = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    ...player,
    schema: { tags, summary, security, body, response: { 200: envelope(response) } },
  });

  postRoute(
    app,
    {
      url: '/v2/app/support/contact',
      tags,
      summary: 'The customer service e-mail address, for visitors without an account',
      body: EmptyRequest,
      data: SupportContact,
    },
    () => ({ email: app.config.SUPPORT_EMAIL }),
  );
  postRoute(
    app,
    {
      url: '/v2/app/site/operator',
      tags,
      summary: 'Who runs the site: operator, licence, registered address, contact and minimum ages (public)',
      body: EmptyRequest,
      data: SiteOperator,
    },
    async () => {
      const c = app.config;
      return {
        name: c.OPERATOR_NAME ?? null,
        licence: c.LICENCE_TEXT ?? null,
        address: c.OPERATOR_ADDRESS ?? null,
        supportEmail: c.SUPPORT_EMAIL,
        minimumAge: c.MINIMUM_AGE,
        minimumAgeByCountry: higherMinimumAges(c.MINIMUM_AGE),
      };
    },
  );
  app.post(
    '/v2/app/support/ticket/create',
    {
      ...playerCall(
        'Open a help request: topic, subject, message and an optional screenshot (JPEG or PNG, base64)',
        SupportCreateRequest,
        SupportTicketDetail,
      ),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => ok(request, await createTicket(deps, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/support/ticket/list',
    playerCall("The player's help requests, last changed first", SupportListRequest, SupportListResponse),
    async (request) => ok(request, await listOwnTickets(app.db, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/support/ticket/get',
    playerCall('One of the player’s help requests with its conversation', SupportTicketRequest, SupportTicketDetail),
    async (request) => ok(request, await getOwnTicket(app.db, currentUserId(request), request.body.id)),
  );
  app.post(
    '/v2/app/support/ticket/reply',
    {
      ...playerCall(
        'Add a message (and optionally a screenshot) to a help request; it is open again',
        SupportReplyRequest,
        SupportTicketDetail,
      ),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request) => ok(request, await replyAsPlayer(deps, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/support/ticket/close',
    playerCall('Close a help request (a later message opens it again)', SupportTicketRequest, SupportTicketDetail),
    async (request) => ok(request, await closeOwnTicket(app.db, currentUserId(request), request.body.id)),
  );
  app.post(
    '/v2/app/support/attachment',
    playerCall('The screenshot sent with a message of the player’s own', SupportAttachmentRequest, SupportAttachment),
    async (request) => ok(request, await screenshot(app.db, files, request.body.messageId, currentUserId(request))),
  );

  const desk = { config: { auth: 'operator' as const, roles: ['support' as const] } };
  const backOffice = ['back office'];
  const deskCall = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    ...desk,
    schema: { tags: backOffice, summary, security, body, response: { 200: envelope(response) } },
  });

  app.post(
    '/v2/admin/support/list',
    deskCall(
      'Help requests by status (open ones longest waiting first), player account, or only those escalated for a missed deadline',
      AdminSupportListRequest,
      AdminSupportListResponse,
    ),
    async (request) => ok(request, await adminListTickets(app.db, request.body)),
  );
  app.post(
    '/v2/admin/support/get',
    deskCall('One help request with its conversation', SupportTicketRequest, AdminSupportTicketDetail),
    async (request) => ok(request, await adminGetTicket(app.db, request.body.id)),
  );
  app.post(
    '/v2/admin/support/reply',
    deskCall(
      'Answer a help request: it is marked answered and the player gets the answer as a station letter',
      AdminSupportReplyRequest,
      AdminSupportTicketDetail,
    ),
    async (request) => ok(request, await adminReply(app.db, request.body, actorOf(request))),
  );
  app.post(
    '/v2/admin/support/acknowledge',
    deskCall(
      'Acknowledge a complaint before answering it: its acknowledgement deadline is met and the player is told by letter',
      SupportTicketRequest,
      AdminSupportTicketDetail,
    ),
    async (request) => ok(request, await adminAcknowledge(app.db, request.body.id, actorOf(request))),
  );
  app.post(
    '/v2/admin/support/close',
    deskCall('Close a help request', SupportTicketRequest, AdminSupportTicketDetail),
    async (request) => ok(request, await adminCloseTicket(app.db, request.body.id, actorOf(request))),
  );
  app.post(
    '/v2/admin/support/attachment',
    deskCall('The screenshot sent with a message', SupportAttachmentRequest, SupportAttachment),
    async (request) => ok(request, await screenshot(app.db, files, request.body.messageId)),
  );
};

export default supportRoutes;
