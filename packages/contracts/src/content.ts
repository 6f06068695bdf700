// Site content (SPEC.md: /game/notice, /game/promotion, /activity, the home banners and
// /user/station-letter): what players read and what the back office writes. Every text comes in the
// seven languages (`titleEn`, `titleJp`, ... as the localised-field helper reads them) and, in player
// responses, once more under the bare name (`title`) resolved for the request's Accept-Language.
// Rich text (`body`, `terms`) is HTML that the server sanitised on the way in.
import { z } from 'zod';
import { instant, text } from './fields';
import { Locale } from './locale';
import { Paging, pageOf } from './paging';

/** The field suffix of each language, in the order of LOCALES (see LOCALE_FIELD_SUFFIX in locale.ts). */
export const LOCALIZED_SUFFIXES = ['En', 'Jp', 'Ko', 'Zh', 'ZhTW', 'Fil', 'Vi'] as const;
export type LocalizedSuffix = (typeof LOCALIZED_SUFFIXES)[number];
export type LocalizedShape<B extends string, T> = { [K in `${B}${LocalizedSuffix}`]: T };

/** `titleEn`, `titleJp`, ... `titleVi`, each with the same schema. */
export function localizedFields<B extends string, T extends z.ZodType>(base: B, field: T): LocalizedShape<B, T> {
  return Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`${base}${s}`, field])) as LocalizedShape<B, T>;
}

/** Field lengths the back office may send (rich text is counted before sanitising). */
export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  alt: 200,
  richText: 20_000,
  url: 500,
  account: 64,
  sort: 1_000_000,
} as const;

// Links and images: a path on this site (`/game/promotion`, never `//host` or `/\host`, which
// browsers read as another host) or an absolute address. Whitespace, control characters,
// backslashes and quotes are refused outright, so `java\tscript:` and friends never match.
const SITE_PATH = String.raw`\/(?![\/\\])`;
const URL_TAIL = String.raw`[^\s\x00-\x1f\x7f\\<>"'\x60]*`;

/** An image: a path on this site or an https address. */
export const ImageUrl = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONTENT_LIMITS.url, { error: 'validation.too_long' })
  .regex(new RegExp(`^(?:${SITE_PATH}|https:\\/\\/[^/\\s])${URL_TAIL}$`, 'i'), { error: 'validation.url' });

/** A link: a path on this site, or an http, https, mailto or tel address (SPEC.md section 5). */
export const SafeLink = text()
  .trim()
  .max(CONTENT_LIMITS.url, { error: 'validation.too_long' })
  .regex(new RegExp(`^(?:${SITE_PATH}|https?:\\/\\/[^/\\s]|mailto:|tel:)${URL_TAIL}$`, 'i'), {
    error: 'validation.url',
  });

/** A content row's id: POST /v2/app/notice/get, /v2/app/favorable/get, /v2/app/station/read, ... */
export const ContentId = z.object({ id: z.number({ error: 'validation.required' }).int().positive() });
export type ContentId = z.infer<typeof ContentId>;

const Instant = z.string().datetime();
const Id = z.number().int();

// ---------------------------------------------------------------------------------------------
// What players read. Lists hold only what is published and inside its window, ordered by `sort`
// (lower first) and then newest first.

const PublishedWindow = {
  publishAt: Instant,
  unpublishAt: Instant.nullable(),
  sort: Id,
};

export const Notice = z.object({
  id: Id,
  title: z.string(),
  ...localizedFields('title', z.string()),
  /** Sanitised HTML. */
  body: z.string(),
  ...localizedFields('body', z.string()),
  ...PublishedWindow,
});
export type Notice = z.infer<typeof Notice>;

/** POST /v2/app/notice/query */
export const NoticeQuery = Paging;
export type NoticeQuery = z.input<typeof NoticeQuery>;
export const NoticePage = pageOf(Notice);
// POST /v2/app/notice/get takes ContentId and answers Notice.

export const Banner = z.object({
  id: Id,
  /** A path on this site (`/banners/...`) or an https address. */
  imageUrl: z.string(),
  /** Where a tap goes: a path on this site or an http(s), mailto or tel address; null for none. */
  linkUrl: z.string().nullable(),
  /** A caption to lay over the art (may be empty). */
  title: z.string(),
  ...localizedFields('title', z.string()),
  /** Alternative text of the image. */
  alt: z.string(),
  ...localizedFields('alt', z.string()),
  ...PublishedWindow,
});
export type Banner = z.infer<typeof Banner>;

/** POST /v2/app/banner/query: the live banners, in order. */
export const BannerQuery = z.object({}).strip();
export const BannerList = z.array(Banner);

/** `promotion` feeds /game/promotion, `activity` feeds /activity. */
export const PromotionKind = z.enum(['promotion', 'activity']);
export type PromotionKind = z.infer<typeof PromotionKind>;
/** Where now stands against the promotion's own period (not its publish window). */
export const PromotionState = z.enum(['upcoming', 'running', 'ended']);
export type PromotionState = z.infer<typeof PromotionState>;

export const PromotionSummary = z.object({
  id: Id,
  kind: PromotionKind,
  title: z.string(),
  ...localizedFields('title', z.string()),
  summary: z.string(),
  ...localizedFields('summary', z.string()),
  imageUrl: z.string().nullable(),
  /** The period the offer runs (shown to players); endsAt null means until further notice. */
  startsAt: Instant,
  endsAt: Instant.nullable(),
  state: PromotionState,
  ...PublishedWindow,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const Promotion = PromotionSummary.extend({
  /** Sanitised HTML. */
  body: z.string(),
  ...localizedFields('body', z.string()),
  /** Terms and conditions, sanitised HTML (may be empty). */
  terms: z.string(),
  ...localizedFields('terms', z.string()),
});
export type Promotion = z.infer<typeof Promotion>;

/** POST /v2/app/favorable/query: promotions (list items carry no body; ask /v2/app/favorable/get). */
export const FavorableQuery = Paging.extend({ kind: PromotionKind.optional() });
export type FavorableQuery = z.input<typeof FavorableQuery>;
export const FavorablePage = pageOf(PromotionSummary);
// POST /v2/app/favorable/get takes ContentId and answers Promotion.

export const StationLetter = z.object({
  id: Id,
  title: z.string(),
  ...localizedFields('title', z.string()),
  /** Sanitised HTML. */
  body: z.string(),
  ...localizedFields('body', z.string()),
  /** True for a letter sent to every player, false for one sent to this player alone or to a segment. */
  broadcast: z.boolean(),
  read: z.boolean(),
  readAt: Instant.nullable(),
  sentAt: Instant,
});
export type StationLetter = z.infer<typeof StationLetter>;

/** POST /v2/app/station/query: the signed-in player's letters, unread first, then newest first. */
export const StationQuery = Paging.extend({ unreadOnly: z.boolean().optional() });
export type StationQuery = z.input<typeof StationQuery>;
export const StationPage = pageOf(StationLetter).extend({ unread: z.number().int() });
// POST /v2/app/station/read takes ContentId and answers the StationLetter, now read.
// POST /v2/app/station/delete takes ContentId and answers Done.

/** POST /v2/app/station/read/all */
export const StationReadAllResponse = z.object({ updated: z.number().int() });
/** POST /v2/app/station/unread/count */
export const StationUnreadCount = z.object({ count: z.number().int() });

// ---------------------------------------------------------------------------------------------
// What the back office writes (roles content and admin). Items are created as drafts, and shown
// to players once published and inside their window. Edits replace every field.

export const ContentStatus = z.enum(['draft', 'published']);
export type ContentStatus = z.infer<typeof ContentStatus>;

const line = (max: number) => text().trim().max(max, { error: 'validation.too_long' }).default('');
const richText = text({ multiline: true }).max(CONTENT_LIMITS.richText, { error: 'validation.too_long' }).default('');
const InstantIn = instant();

type Shape = Record<string, unknown>;

/** Reports a missing value the way a `min(1)` string does, so it reads "<field> is required". */
function missing(ctx: z.RefinementCtx, field: string) {
  ctx.addIssue({
    code: 'too_small',
    origin: 'string',
    minimum: 1,
    inclusive: true,
    input: '',
    path: [field],
    message: 'validation.required',
  });
}

/** Refuses a localised field left empty in all seven languages; the issue names the first one. */
function requireOneLanguage(value: Shape, ctx: z.RefinementCtx, base: string) {
  const filled = LOCALIZED_SUFFIXES.some((s) => String(value[`${base}${s}`] ?? '').trim() !== '');
  if (!filled) missing(ctx, `${base}${LOCALIZED_SUFFIXES[0]}`);
}

/** Refuses an end that is not after its start (both ISO instants, when both are given). */
function requireOrder(value: Shape, ctx: z.RefinementCtx, start: string, end: string) {
  const from = value[start];
  const to = value[end];
  if (typeof from === 'string' && typeof to === 'string' && Date.parse(to) <= Date.parse(from))
    ctx.addIssue({ code: 'custom', path: [end], input: to, message: 'validation.window' });
}

/** Builds the create and update schemas of one kind from its fields and the checks they need. */
function writeSchemas<S extends z.ZodRawShape>(
  shape: S,
  checks: { required: string[]; ordered: Array<[string, string]> },
) {
  const check = (value: Shape, ctx: z.RefinementCtx) => {
    for (const base of checks.required) requireOneLanguage(value, ctx, base);
    for (const [start, end] of checks.ordered) requireOrder(value, ctx, start, end);
  };
  return {
    create: z.object(shape).superRefine(check),
    update: z.object({ ...ContentId.shape, ...shape }).superRefine(check),
  };
}

const WindowIn = {
  /** When players start to see it; null or absent means "when it is published". */
  publishAt: InstantIn.nullable().optional(),
  /** When players stop seeing it; null or absent means never. */
  unpublishAt: InstantIn.nullable().optional(),
  /** Lower shows first; equal sorts show newest first. */
  sort: z.number().int().min(-CONTENT_LIMITS.sort).max(CONTENT_LIMITS.sort).default(100),
};
const windowOrder: [string, string] = ['publishAt', 'unpublishAt'];

const NoticeFields = {
  ...localizedFields('title', line(CONTENT_LIMITS.title)),
  ...localizedFields('body', richText),
  ...WindowIn,
};
const noticeSchemas = writeSchemas(NoticeFields, { required: ['title', 'body'], ordered: [windowOrder] });
/** POST /v2/admin/notice/create */
export const NoticeCreate = noticeSchemas.create;
export type NoticeCreate = z.input<typeof NoticeCreate>;
/** POST /v2/admin/notice/update */
export const NoticeUpdate = noticeSchemas.update;
export type NoticeUpdate = z.input<typeof NoticeUpdate>;

const BannerFields = {
  imageUrl: ImageUrl,
  linkUrl: SafeLink.nullable().optional(),
  ...localizedFields('title', line(CONTENT_LIMITS.title)),
  ...localizedFields('alt', line(CONTENT_LIMITS.alt)),
  ...WindowIn,
};
const bannerSchemas = writeSchemas(BannerFields, { required: ['alt'], ordered: [windowOrder] });
/** POST /v2/admin/banner/create */
export const BannerCreate = bannerSchemas.create;
export type BannerCreate = z.input<typeof BannerCreate>;
/** POST /v2/admin/banner/update */
export const BannerUpdate = bannerSchemas.update;
export type BannerUpdate = z.input<typeof BannerUpdate>;

const PromotionFields = {
  kind: PromotionKind,
  ...localizedFields('title', line(CONTENT_LIMITS.title)),
  ...localizedFields('summary', line(CONTENT_LIMITS.summary)),
  ...localizedFields('body', richText),
  ...localizedFields('terms', richText),
  imageUrl: ImageUrl.nullable().optional(),
  startsAt: InstantIn,
  endsAt: InstantIn.nullable().optional(),
  ...WindowIn,
};
const promotionSchemas = writeSchemas(PromotionFields, {
  required: ['title', 'body'],
  ordered: [windowOrder, ['startsAt', 'endsAt']],
});
/** POST /v2/admin/favorable/create */
export const PromotionCreate = promotionSchemas.create;
export type PromotionCreate = z.input<typeof PromotionCreate>;
/** POST /v2/admin/favorable/update */
export const PromotionUpdate = promotionSchemas.update;
export type PromotionUpdate = z.input<typeof PromotionUpdate>;

/** POST /v2/admin/notice/list and /v2/admin/banner/list */
export const AdminContentQuery = Paging.extend({ status: ContentStatus.optional() });
export type AdminContentQuery = z.input<typeof AdminContentQuery>;
/** POST /v2/admin/favorable/list */
export const AdminPromotionQuery = AdminContentQuery.extend({ kind: PromotionKind.optional() });
export type AdminPromotionQuery = z.input<typeof AdminPromotionQuery>;
// /v2/admin/{notice,banner,favorable}/{get,publish,unpublish,delete} take ContentId; delete answers Done.

const AdminMeta = {
  id: Id,
  status: ContentStatus,
  /** Whether players see it right now (published and inside its window). */
  live: z.boolean(),
  publishAt: Instant.nullable(),
  unpublishAt: Instant.nullable(),
  sort: Id,
  createdAt: Instant,
  updatedAt: Instant,
};

export const AdminNotice = z.object({
  ...AdminMeta,
  ...localizedFields('title', z.string()),
  ...localizedFields('body', z.string()),
});
export type AdminNotice = z.infer<typeof AdminNotice>;
export const AdminNoticePage = pageOf(AdminNotice);

export const AdminBanner = z.object({
  ...AdminMeta,
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  ...localizedFields('title', z.string()),
  ...localizedFields('alt', z.string()),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerPage = pageOf(AdminBanner);

export const AdminPromotion = z.object({
  ...AdminMeta,
  kind: PromotionKind,
  ...localizedFields('title', z.string()),
  ...localizedFields('summary', z.string()),
  ...localizedFields('body', z.string()),
  ...localizedFields('terms', z.string()),
  imageUrl: z.string().nullable(),
  startsAt: Instant,
  endsAt: Instant.nullable(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
export const AdminPromotionPage = pageOf(AdminPromotion);

/**
 * Who a letter goes to: every player (present and future), one player named by account, or the
 * players of a segment as they are when it is sent.
 */
export const StationTarget = z.enum(['all', 'player', 'segment']);
export type StationTarget = z.infer<typeof StationTarget>;

/** The players a segment letter goes to: every filter given must hold (at least one is needed). */
export const StationSegment = z
  .strictObject({
    /** The language the player chose for the site. */
    locale: Locale.optional(),
    /** Identity verification approved, or not (never sent, waiting or rejected). */
    kyc: z.enum(['approved', 'not_approved']).optional(),
    /** Has a paid deposit, or has never paid one. */
    deposited: z.enum(['yes', 'never']).optional(),
    registeredFrom: InstantIn.optional(),
    registeredTo: InstantIn.optional(),
    /** Has not signed in for at least this many days (players who never did count from registration). */
    inactiveDays: z.number().int().min(1).max(3650).optional(),
    /** The members of this agent's team, every level below it. */
    agentAccount: text().trim().min(1).max(CONTENT_LIMITS.account, { error: 'validation.too_long' }).optional(),
  })
  .superRefine((value, ctx) => requireOrder(value, ctx, 'registeredFrom', 'registeredTo'));
export type StationSegment = z.infer<typeof StationSegment>;
const SEGMENT_FILTERS = Object.keys(StationSegment.shape) as (keyof StationSegment)[];
export const segmentHasFilter = (segment: StationSegment | undefined) =>
  segment !== undefined && SEGMENT_FILTERS.some((key) => segment[key] !== undefined);

/** POST /v2/admin/station/segment/count: how many players a segment matches now. */
export const StationSegmentCount = z.object({ count: z.number().int() });

const StationFields = {
  // An explicit target, so an empty account field can never turn a letter into a broadcast.
  target: StationTarget,
  /** The player's account name; required when the target is `player`, ignored otherwise. */
  account: text().trim().max(CONTENT_LIMITS.account, { error: 'validation.too_long' }).optional(),
  /** Required (with at least one filter) when the target is `segment`, ignored otherwise. */
  segment: StationSegment.optional(),
  ...localizedFields('title', line(CONTENT_LIMITS.title)),
  ...localizedFields('body', richText),
  /** When it arrives; null or absent means now. */
  publishAt: InstantIn.nullable().optional(),
  /** When it disappears from the inbox; null or absent means never. */
  unpublishAt: InstantIn.nullable().optional(),
};
type StationValues = { target: StationTarget; account?: string | undefined; segment?: StationSegment | undefined };
function checkLetter(value: StationValues & Shape, ctx: z.RefinementCtx) {
  if (value.target === 'player' && !value.account) missing(ctx, 'account');
  if (value.target === 'segment' && !segmentHasFilter(value.segment)) missing(ctx, 'segment');
  requireOneLanguage(value, ctx, 'title');
  requireOneLanguage(value, ctx, 'body');
  requireOrder(value, ctx, ...windowOrder);
}
/** POST /v2/admin/station/send */
export const StationSend = z.object(StationFields).superRefine(checkLetter);
export type StationSend = z.input<typeof StationSend>;

// Drafts: a letter written and kept, not delivered, until an operator sends it (once). A draft holds
// what a letter does and is checked the same way, so a saved draft can always be sent as it stands
// (unless its player has gone, its segment has emptied or its window has closed meanwhile).
/** POST /v2/admin/station/draft/create */
export const StationDraftCreate = StationSend;
export type StationDraftCreate = z.input<typeof StationDraftCreate>;
/** POST /v2/admin/station/draft/update: replaces every field of a draft not yet sent. */
export const StationDraftUpdate = z.object({ ...ContentId.shape, ...StationFields }).superRefine(checkLetter);
export type StationDraftUpdate = z.input<typeof StationDraftUpdate>;
/** POST /v2/admin/station/draft/list: the drafts not sent yet, last changed first. */
export const AdminStationDraftQuery = Paging;
export type AdminStationDraftQuery = z.input<typeof AdminStationDraftQuery>;
// /v2/admin/station/draft/{get,send,delete} take ContentId; send answers the AdminStationLetter it
// became, delete answers Done.

export const AdminStationDraft = z.object({
  id: Id,
  target: StationTarget,
  /** The player's account when the target is one player. */
  account: z.string().nullable(),
  segment: StationSegment.nullable(),
  ...localizedFields('title', z.string()),
  ...localizedFields('body', z.string()),
  /** The chosen arrival time, or null for "when it is sent". */
  publishAt: Instant.nullable(),
  unpublishAt: Instant.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  /** When it was sent, and the letter it became (null until then; the letter may have been withdrawn since). */
  sentAt: Instant.nullable(),
  letterId: Id.nullable(),
});
export type AdminStationDraft = z.infer<typeof AdminStationDraft>;
export const AdminStationDraftPage = pageOf(AdminStationDraft);

/** POST /v2/admin/station/list */
export const AdminStationQuery = Paging.extend({
  /** Only letters sent to this player alone. */
  account: text().trim().max(CONTENT_LIMITS.account, { error: 'validation.too_long' }).optional(),
  /** Only letters sent to every player. */
  broadcastOnly: z.boolean().optional(),
});
export type AdminStationQuery = z.input<typeof AdminStationQuery>;

export const AdminStationLetter = z.object({
  id: Id,
  /** The recipient's account, or null for a letter to every player or to a segment. */
  account: z.string().nullable(),
  broadcast: z.boolean(),
  /** A segment letter's filters, and how many players it went to. */
  segment: StationSegment.nullable(),
  recipientCount: z.number().int().nullable(),
  ...localizedFields('title', z.string()),
  ...localizedFields('body', z.string()),
  publishAt: Instant,
  unpublishAt: Instant.nullable(),
  /** How many players have opened it. */
  readCount: z.number().int(),
  createdAt: Instant,
});
export type AdminStationLetter = z.infer<typeof AdminStationLetter>;
export const AdminStationPage = pageOf(AdminStationLetter);
// POST /v2/admin/station/delete takes ContentId: it withdraws the letter from every inbox.
