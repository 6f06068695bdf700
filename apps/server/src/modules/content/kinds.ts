// The three kinds of published content and how each reads to players and to the back office.
// Everything else (windows, publishing, audit) is the same for all three and lives in service.ts.
import type {
  AdminBanner,
  AdminNotice,
  AdminPromotion,
  Banner,
  Notice,
  Promotion,
  PromotionState,
  PromotionSummary,
} from '@hall/contracts/content';
import type { Locale } from '@hall/contracts/locale';
import { banners, notices, promotions } from '../../db/schema/content';
import { iso, isoOrNull, readable, variants } from './fields';
import type { PublishableTable, RowOf } from './repo';

export interface ContentKind<T extends PublishableTable, Admin> {
  /** The audit log's target type and the first word of its actions (`notice.publish`). */
  name: 'notice' | 'banner' | 'promotion';
  table: T;
  /** Localised fields holding rich text, sanitised on the way in. */
  richText: readonly string[];
  /** Optional columns an edit clears when the request leaves them out (edits replace every field). */
  optional: readonly (keyof T['$inferInsert'] & string)[];
  toAdmin(row: RowOf<T>): Admin;
}

type Publishable = RowOf<PublishableTable>;

function isLive(row: Publishable, now: number) {
  return (
    row.status === 'published' &&
    row.publishAt !== null &&
    row.publishAt.getTime() <= now &&
    (row.unpublishAt === null || row.unpublishAt.getTime() > now)
  );
}

const adminMeta = (row: Publishable) => ({
  id: row.id,
  status: row.status,
  live: isLive(row, Date.now()),
  publishAt: isoOrNull(row.publishAt),
  unpublishAt: isoOrNull(row.unpublishAt),
  sort: row.sort,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

// Players only ever see live rows, whose publishAt is set.
const playerWindow = (row: Publishable) => ({
  publishAt: iso(row.publishAt!),
  unpublishAt: isoOrNull(row.unpublishAt),
  sort: row.sort,
});

const windowFields = ['publishAt', 'unpublishAt'] as const;

export const noticeKind: ContentKind<typeof notices, AdminNotice> = {
  name: 'notice',
  table: notices,
  richText: ['body'],
  optional: windowFields,
  toAdmin: (row) => ({ ...adminMeta(row), ...variants(row, 'title'), ...variants(row, 'body') }),
};

export function toNotice(row: RowOf<typeof notices>, locale: Locale): Notice {
  return { id: row.id, ...readable(row, 'title', locale), ...readable(row, 'body', locale), ...playerWindow(row) };
}

export const bannerKind: ContentKind<typeof banners, AdminBanner> = {
  name: 'banner',
  table: banners,
  richText: [],
  optional: [...windowFields, 'linkUrl'],
  toAdmin: (row) => ({
    ...adminMeta(row),
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    ...variants(row, 'title'),
    ...variants(row, 'alt'),
  }),
};

export function toBanner(row: RowOf<typeof banners>, locale: Locale): Banner {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    ...readable(row, 'title', locale),
    ...readable(row, 'alt', locale),
    ...playerWindow(row),
  };
}

export const promotionKind: ContentKind<typeof promotions, AdminPromotion> = {
  name: 'promotion',
  table: promotions,
  richText: ['body', 'terms'],
  optional: [...windowFields, 'imageUrl', 'endsAt'],
  toAdmin: (row) => ({
    ...adminMeta(row),
    kind: row.kind,
    ...variants(row, 'title'),
    ...variants(row, 'summary'),
    ...variants(row, 'body'),
    ...variants(row, 'terms'),
    imageUrl: row.imageUrl,
    startsAt: iso(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
  }),
};

function promotionState(row: RowOf<typeof promotions>, now: number): PromotionState {
  if (row.startsAt.getTime() > now) return 'upcoming';
  return row.endsAt !== null && row.endsAt.getTime() <= now ? 'ended' : 'running';
}

export function toPromotionSummary(row: RowOf<typeof promotions>, locale: Locale): PromotionSummary {
  return {
    id: row.id,
    kind: row.kind,
    ...readable(row, 'title', locale),
    ...readable(row, 'summary', locale),
    imageUrl: row.imageUrl,
    startsAt: iso(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    state: promotionState(row, Date.now()),
    ...playerWindow(row),
  };
}

export function toPromotion(row: RowOf<typeof promotions>, locale: Locale): Promotion {
  return { ...toPromotionSummary(row, locale), ...readable(row, 'body', locale), ...readable(row, 'terms', locale) };
}
