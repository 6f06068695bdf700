// Help requests: the player's tickets (`/v2/app/support/...`, signed in), the contact address and
// who runs the site for visitors (public), and the customer service desk in the back office
// (`/v2/admin/support/...`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
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
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { actorOf } from '../content/service';
import { higherMinimumAges } from '../../lib/minimum-age';
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
  const playerCall = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, data: R) => ({
    auth: 'user' as const,
    tags,
    summary,
    body,
    data,
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
  postRoute(
    app,
    {
      url: '/v2/app/support/ticket/create',
      ...playerCall(
        'Open a help request: topic, subject, message and an optional screenshot (JPEG or PNG, base64)',
        SupportCreateRequest,
        SupportTicketDetail,
      ),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (request, body) => createTicket(deps, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      url: '/v2/app/support/ticket/list',
      ...playerCall("The player's help requests, last changed first", SupportListRequest, SupportListResponse),
    },
    (request, body) => listOwnTickets(app.db, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      url: '/v2/app/support/ticket/get',
      ...playerCall(
        'One of the player’s help requests with its conversation',
        SupportTicketRequest,
        SupportTicketDetail,
      ),
    },
    (request, body) => getOwnTicket(app.db, currentUserId(request), body.id),
  );
  postRoute(
    app,
    {
      url: '/v2/app/support/ticket/reply',
      ...playerCall(
        'Add a message (and optionally a screenshot) to a help request; it is open again',
        SupportReplyRequest,
        SupportTicketDetail,
      ),
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (request, body) => replyAsPlayer(deps, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      url: '/v2/app/support/ticket/close',
      ...playerCall('Close a help request (a later message opens it again)', SupportTicketRequest, SupportTicketDetail),
    },
    (request, body) => closeOwnTicket(app.db, currentUserId(request), body.id),
  );
  postRoute(
    app,
    {
      url: '/v2/app/support/attachment',
      ...playerCall(
        'The screenshot sent with a message of the player’s own',
        SupportAttachmentRequest,
        SupportAttachment,
      ),
    },
    (request, body) => screenshot(app.db, files, body.messageId, currentUserId(request)),
  );

  const backOffice = ['back office'];
  const deskCall = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, data: R) => ({
    auth: 'operator' as const,
    roles: ['support' as const],
    tags: backOffice,
    summary,
    body,
    data,
  });

  postRoute(
    app,
    {
      url: '/v2/admin/support/list',
      ...deskCall(
        'Help requests by status (open ones longest waiting first), player account, or only those escalated for a missed deadline',
        AdminSupportListRequest,
        AdminSupportListResponse,
      ),
    },
    (_request, body) => adminListTickets(app.db, body),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/support/get',
      ...deskCall('One help request with its conversation', SupportTicketRequest, AdminSupportTicketDetail),
    },
    (_request, body) => adminGetTicket(app.db, body.id),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/support/reply',
      ...deskCall(
        'Answer a help request: it is marked answered and the player gets the answer as a station letter',
        AdminSupportReplyRequest,
        AdminSupportTicketDetail,
      ),
    },
    (request, body) => adminReply(app.db, body, actorOf(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/support/acknowledge',
      ...deskCall(
        'Acknowledge a complaint before answering it: its acknowledgement deadline is met and the player is told by letter',
        SupportTicketRequest,
        AdminSupportTicketDetail,
      ),
    },
    (request, body) => adminAcknowledge(app.db, body.id, actorOf(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/support/close',
      ...deskCall('Close a help request', SupportTicketRequest, AdminSupportTicketDetail),
    },
    (request, body) => adminCloseTicket(app.db, body.id, actorOf(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/support/attachment',
      ...deskCall('The screenshot sent with a message', SupportAttachmentRequest, SupportAttachment),
    },
    (_request, body) => screenshot(app.db, files, body.messageId),
  );
};

export default supportRoutes;
