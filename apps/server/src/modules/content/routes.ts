import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  AdminBanner,
  AdminBannerPage,
  AdminContentQuery,
  AdminNotice,
  AdminNoticePage,
  AdminPromotion,
  AdminPromotionPage,
  AdminPromotionQuery,
  BannerCreate,
  BannerList,
  BannerQuery,
  BannerUpdate,
  ContentId,
  FavorablePage,
  FavorableQuery,
  Notice,
  NoticeCreate,
  NoticePage,
  NoticeQuery,
  NoticeUpdate,
  Promotion,
  PromotionCreate,
  PromotionUpdate,
} from '@hall/contracts/content';
import { ok } from '../../lib/reply';
import { postRoute } from '../../lib/post-route';
import { bannerKind, noticeKind, promotionKind, type ContentKind } from './kinds';
import { promotionsOfKind, type Condition, type PublishableTable } from './repo';
import {
  actorOf,
  adminGet,
  adminList,
  create,
  getNotice,
  getPromotion,
  listBanners,
  listNotices,
  listPromotions,
  remove,
  setPublished,
  update,
} from './service';

interface AdminSchemas<Q extends z.ZodType, A extends z.ZodType> {
  /** The path segment after /v2/admin/ (`notice`, `banner`, `favorable`). */
  segment: string;
  /** What the summaries call one item. */
  noun: string;
  query: Q;
  create: z.ZodType;
  update: z.ZodType;
  item: A;
  page: z.ZodType;
}

const security = [{ token: [] }];
const tags = ['back office'];
// Content operators write; support may look, to answer players' questions.
const writers = { config: { auth: 'operator' as const, roles: ['content' as const] } };
const readers = { config: { auth: 'operator' as const, roles: ['content' as const, 'support' as const] } };

/** The seven back-office calls every kind of published content has. */
function adminRoutes<T extends PublishableTable, Q extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  kind: ContentKind<T, z.infer<A>>,
  s: AdminSchemas<Q, A>,
  filter?: (query: z.infer<Q>) => Condition,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `/v2/admin/${s.segment}`;
  // The kind's toAdmin() is checked against A above; the routes take the schemas as plain zod types,
  // which fastify's reply typing cannot resolve through a generic.
  const item = envelope(s.item as z.ZodType);

  typed.post(
    `${base}/list`,
    {
      ...readers,
      schema: {
        tags,
        summary: `List ${s.noun}s, newest first`,
        security,
        body: s.query,
        response: { 200: envelope(s.page) },
      },
    },
    async (request) => {
      const query = request.body as z.infer<Q> & { page: number; pageSize: number; status?: 'draft' | 'published' };
      return ok(request, await adminList(app.db, kind, query, filter?.(query)));
    },
  );
  typed.post(
    `${base}/get`,
    { ...readers, schema: { tags, summary: `One ${s.noun}`, security, body: ContentId, response: { 200: item } } },
    async (request) => ok(request, await adminGet(app.db, kind, request.body.id)),
  );
  typed.post(
    `${base}/create`,
    {
      ...writers,
      schema: { tags, summary: `Create a ${s.noun} as a draft`, security, body: s.create, response: { 200: item } },
    },
    async (request) =>
      ok(request, await create(app.db, kind, request.body as Record<string, unknown>, actorOf(request))),
  );
  typed.post(
    `${base}/update`,
    {
      ...writers,
      schema: {
        tags,
        summary: `Replace every field of a ${s.noun}`,
        security,
        body: s.update,
        response: { 200: item },
      },
    },
    async (request) =>
      ok(
        request,
        await update(app.db, kind, request.body as Record<string, unknown> & { id: number }, actorOf(request)),
      ),
  );
  for (const published of [true, false]) {
    typed.post(
      `${base}/${published ? 'publish' : 'unpublish'}`,
      {
        ...writers,
        schema: {
          tags,
          summary: published ? `Publish a ${s.noun} (from its publish time, or now)` : `Take a ${s.noun} back to draft`,
          security,
          body: ContentId,
          response: { 200: item },
        },
      },
      async (request) => ok(request, await setPublished(app.db, kind, request.body.id, published, actorOf(request))),
    );
  }
  typed.post(
    `${base}/delete`,
    {
      ...writers,
      schema: { tags, summary: `Delete a ${s.noun}`, security, body: ContentId, response: { 200: envelope(Done) } },
    },
    async (request) => {
      await remove(app.db, kind, request.body.id, actorOf(request));
      return ok(request, { done: true as const });
    },
  );
}

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = ['content'];

  // Player calls: public, so the pages work before sign-in.
  postRoute(
    app,
    {
      url: '/v2/app/notice/query',
      tags: content,
      summary: 'Published notices, in order, newest first',
      body: NoticeQuery,
      data: NoticePage,
    },
    (request, body) => listNotices(app.db, body, request.locale),
  );
  postRoute(
    app,
    {
      url: '/v2/app/notice/get',
      tags: content,
      summary: 'One published notice',
      body: ContentId,
      data: Notice,
    },
    (request, body) => getNotice(app.db, body.id, request.locale),
  );
  postRoute(
    app,
    {
      url: '/v2/app/banner/query',
      tags: content,
      summary: 'The banners to show, in order',
      body: BannerQuery,
      data: BannerList,
    },
    (request) => listBanners(app.db, request.locale),
  );
  postRoute(
    app,
    {
      url: '/v2/app/favorable/query',
      tags: content,
      summary:
        'Published promotions (kind `promotion`) and activities (kind `activity`); none for a signed-in player on a break or excluded',
      body: FavorableQuery,
      data: FavorablePage,
    },
    (request, body) => listPromotions(app.db, body, request.locale, request.auth?.userId ?? null),
  );
  postRoute(
    app,
    {
      url: '/v2/app/favorable/get',
      tags: content,
      summary: 'One published promotion with its body and terms',
      body: ContentId,
      data: Promotion,
    },
    (request, body) => getPromotion(app.db, body.id, request.locale, request.auth?.userId ?? null),
  );

  adminRoutes(app, noticeKind, {
    segment: 'notice',
    noun: 'notice',
    query: AdminContentQuery,
    create: NoticeCreate,
    update: NoticeUpdate,
    item: AdminNotice,
    page: AdminNoticePage,
  });
  adminRoutes(app, bannerKind, {
    segment: 'banner',
    noun: 'banner',
    query: AdminContentQuery,
    create: BannerCreate,
    update: BannerUpdate,
    item: AdminBanner,
    page: AdminBannerPage,
  });
  adminRoutes(
    app,
    promotionKind,
    {
      segment: 'favorable',
      noun: 'promotion',
      query: AdminPromotionQuery,
      create: PromotionCreate,
      update: PromotionUpdate,
      item: AdminPromotion,
      page: AdminPromotionPage,
    },
    (query) => promotionsOfKind(query.kind),
  );
};

export default contentRoutes;
