// The rules of published content: players see only what is published and inside its window;
// operators create drafts, edit them (rich text sanitised on the way in), publish, unpublish and
// delete them, and every one of those actions lands in the audit log in the same transaction.
import type { ContentStatus, PromotionKind } from '@hall/contracts/content';
import type { Locale } from '@hall/contracts/locale';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/auth';
import { writeAudit } from '../operator/service';
import { sanitised } from './fields';
import {
  bannerKind,
  noticeKind,
  promotionKind,
  toBanner,
  toNotice,
  toPromotion,
  toPromotionSummary,
  type ContentKind,
} from './kinds';
import {
  all,
  allRows,
  deleteRow,
  findRow,
  insertRow,
  liveCondition,
  pageRows,
  promotionsOfKind,
  publishedFromNow,
  updateRow,
  withStatus,
  type Condition,
  type Page,
  type PublishableTable,
} from './repo';
import { mayBeShownPromotions } from '../marketing/service';

/** Most banners a carousel is given at once. */
const BANNER_LIMIT = 20;

const pageOf = <T>(list: T[], total: number, paging: Page) => ({ list, total, ...paging });

export async function listNotices(db: Executor, paging: Page, locale: Locale) {
  const { rows, total } = await pageRows(db, noticeKind.table, liveCondition(noticeKind.table), paging, 'player');
  return pageOf(
    rows.map((r) => toNotice(r, locale)),
    total,
    paging,
  );
}

export async function getNotice(db: Executor, id: number, locale: Locale) {
  const row = await findRow(db, noticeKind.table, id, { where: liveCondition(noticeKind.table) });
  if (!row) throw AppError.notFound();
  return toNotice(row, locale);
}

export async function listBanners(db: Executor, locale: Locale) {
  const rows = await allRows(db, bannerKind.table, liveCondition(bannerKind.table), BANNER_LIMIT);
  return rows.map((r) => toBanner(r, locale));
}

/**
 * Published promotions. `viewer` is the signed-in player, if any: promotions are marketing, so one on
 * a break, self-excluded or cooling off is shown none.
 */
export async function listPromotions(
  db: Executor,
  query: Page & { kind?: PromotionKind },
  locale: Locale,
  viewer: number | null = null,
) {
  const paging = { page: query.page, pageSize: query.pageSize };
  if (viewer !== null && !(await mayBeShownPromotions(db, viewer))) return pageOf([], 0, paging);
  const where = all(liveCondition(promotionKind.table), promotionsOfKind(query.kind))!;
  const { rows, total } = await pageRows(db, promotionKind.table, where, paging, 'player');
  return pageOf(
    rows.map((r) => toPromotionSummary(r, locale)),
    total,
    paging,
  );
}

export async function getPromotion(db: Executor, id: number, locale: Locale, viewer: number | null = null) {
  if (viewer !== null && !(await mayBeShownPromotions(db, viewer))) throw AppError.notFound();
  const row = await findRow(db, promotionKind.table, id, { where: liveCondition(promotionKind.table) });
  if (!row) throw AppError.notFound();
  return toPromotion(row, locale);
}

// ---------------------------------------------------------------------------------------------
// The back office

export interface Actor {
  operatorId: number;
  ip: string;
}

/** Who is acting, for the audit log, on a route declared with `config: { auth: 'operator' }`. */
export function actorOf(request: Parameters<typeof currentOperator>[0] & { ip: string }): Actor {
  return { operatorId: currentOperator(request).operatorId, ip: request.ip };
}

const TIME_FIELDS = new Set(['publishAt', 'unpublishAt', 'startsAt', 'endsAt']);

function windowInvalid() {
  return new AppError(400, 'window_invalid', 'content.window_invalid');
}

/** Request fields as column values: rich text sanitised, times as dates, left-out optionals null. */
function toColumns<T extends PublishableTable>(kind: ContentKind<T, unknown>, input: Record<string, unknown>) {
  const fields = sanitised(input, kind.richText);
  delete fields.id;
  const values: Record<string, unknown> = Object.fromEntries(kind.optional.map((k) => [k, null]));
  for (const [key, value] of Object.entries(fields))
    values[key] = TIME_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value;
  return values as { publishAt: Date | null; unpublishAt: Date | null } & Record<string, unknown>;
}

export async function adminList<T extends PublishableTable, A>(
  db: Executor,
  kind: ContentKind<T, A>,
  query: Page & { status?: ContentStatus },
  extra?: Condition,
) {
  const where = all(withStatus(kind.table, query.status), extra);
  const paging = { page: query.page, pageSize: query.pageSize };
  const { rows, total } = await pageRows(db, kind.table, where, paging, 'newest');
  return pageOf(rows.map(kind.toAdmin), total, paging);
}

export async function adminGet<T extends PublishableTable, A>(db: Executor, kind: ContentKind<T, A>, id: number) {
  const row = await findRow(db, kind.table, id);
  if (!row) throw AppError.notFound();
  return kind.toAdmin(row);
}

export async function create<T extends PublishableTable, A>(
  db: Db,
  kind: ContentKind<T, A>,
  input: Record<string, unknown>,
  actor: Actor,
) {
  const values = toColumns(kind, input);
  return inTransaction(db, async (tx) => {
    const row = await insertRow(tx, kind.table, values as T['$inferInsert']);
    const after = kind.toAdmin(row);
    await writeAudit(tx, { ...audit(kind, 'create', row.id, actor), after });
    return after;
  });
}

/** Replaces every field of an item; a published item stays published (and keeps its time if none is given). */
export async function update<T extends PublishableTable, A>(
  db: Db,
  kind: ContentKind<T, A>,
  input: Record<string, unknown> & { id: number },
  actor: Actor,
) {
  const values = toColumns(kind, input);
  return inTransaction(db, async (tx) => {
    const before = await findRow(tx, kind.table, input.id, { lock: true });
    if (!before) throw AppError.notFound();
    if (before.status === 'published' && values.publishAt === null) values.publishAt = before.publishAt;
    if (values.publishAt && values.unpublishAt && values.unpublishAt <= values.publishAt) throw windowInvalid();
    const row = (await updateRow(tx, kind.table, input.id, values))!;
    const after = kind.toAdmin(row);
    await writeAudit(tx, { ...audit(kind, 'update', row.id, actor), before: kind.toAdmin(before), after });
    return after;
  });
}

/** Publishes (from its chosen time, or from now) or takes back to draft. */
export async function setPublished<T extends PublishableTable, A>(
  db: Db,
  kind: ContentKind<T, A>,
  id: number,
  published: boolean,
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const before = await findRow(tx, kind.table, id, { lock: true });
    if (!before) throw AppError.notFound();
    // Publishing "from now" something whose window already closed would show it never.
    if (published && before.publishAt === null && before.unpublishAt && before.unpublishAt.getTime() <= Date.now())
      throw windowInvalid();
    const values = published ? publishedFromNow(kind.table) : { status: 'draft' as const };
    const row = (await updateRow(tx, kind.table, id, values))!;
    const after = kind.toAdmin(row);
    await writeAudit(tx, {
      ...audit(kind, published ? 'publish' : 'unpublish', id, actor),
      before: { status: before.status, publishAt: before.publishAt },
      after: { status: row.status, publishAt: row.publishAt },
    });
    return after;
  });
}

export async function remove<T extends PublishableTable, A>(db: Db, kind: ContentKind<T, A>, id: number, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const row = await deleteRow(tx, kind.table, id);
    if (!row) throw AppError.notFound();
    // The whole item goes into the log, so a deletion can be undone by hand.
    await writeAudit(tx, { ...audit(kind, 'delete', id, actor), before: kind.toAdmin(row) });
  });
}

function audit<T extends PublishableTable, A>(kind: ContentKind<T, A>, verb: string, id: number, actor: Actor) {
  return {
    operatorId: actor.operatorId,
    action: `${kind.name}.${verb}`,
    targetType: kind.name,
    targetId: id,
    ip: actor.ip,
  };
}
