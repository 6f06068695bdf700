// The operator's side: offers (create, change, switch off; every change audit-logged) and the grants
// paid from them. An offer's terms change for grants made after the change; a grant keeps the
// amount and requirement it was made with.
import type { AdminBonusGrantsRequest, BonusOfferInput } from '@hall/contracts/bonus';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { bonusOffers } from '../../db/schema/bonus';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../operator/service';
import { promotionExists } from '../content/promotion-links';
import { allOffers, findOffer, findOfferIdByCode, insertOffer, listGrants, updateOffer } from './repo';
import { grantOut, offerRules } from './service';

export async function adminOffers(db: Executor) {
  const rows = await allOffers(db);
  return {
    list: rows.map((r) => ({ ...offerRules(r.offer), enabled: r.offer.enabled, grants: r.grants, paid: r.paid })),
  };
}

type OfferInput = z.output<typeof BonusOfferInput>;

function offerValues(input: OfferInput) {
  return {
    code: input.code,
    kind: input.kind,
    claim: input.claim,
    promotionId: input.promotionId,
    percentBp: input.percentBp,
    cap: BigInt(input.cap),
    minDeposit: BigInt(input.minDeposit),
    fixedAmount: BigInt(input.fixedAmount),
    rebateBasis: input.kind === 'rebate' ? input.rebateBasis : null,
    gameIds: input.gameIds && input.gameIds.length > 0 ? input.gameIds : null,
    minPayout: BigInt(input.minPayout),
    wageringMultiple: input.wageringMultiple,
    pachislotContributionPct: input.pachislotContributionPct,
    validDays: input.validDays,
    oncePer: input.oncePer,
    newPlayerDays: input.newPlayerDays,
    kycRequired: input.kycRequired,
    enabled: input.enabled,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

const auditable = (row: typeof bonusOffers.$inferSelect) =>
  JSON.parse(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Record<
    string,
    unknown
  >;

export async function saveOffer(db: Db, operatorId: number, input: OfferInput, ip: string) {
  return inTransaction(db, async (tx) => {
    if (input.promotionId !== null) {
      if (!(await promotionExists(tx, input.promotionId)))
        throw new AppError(404, 'promotion_unknown', 'bonus.promotion_unknown');
    }
    const sameCode = await findOfferIdByCode(tx, input.code);
    if (sameCode && sameCode.id !== input.id) throw new AppError(409, 'bonus_code_taken', 'bonus.code_taken');
    const values = offerValues(input);
    let before: Record<string, unknown> | null = null;
    let saved;
    if (input.id === undefined) saved = await insertOffer(tx, values);
    else {
      const found = await findOffer(tx, input.id);
      if (!found) throw new AppError(404, 'bonus_unknown', 'bonus.unknown');
      before = auditable(found);
      saved = (await updateOffer(tx, input.id, values))!;
    }
    await writeAudit(tx, {
      operatorId,
      action: input.id === undefined ? 'bonus.offer.create' : 'bonus.offer.update',
      targetType: 'bonus_offer',
      targetId: saved.id,
      before,
      after: auditable(saved),
      ip,
    });
    return { ...offerRules(saved), enabled: saved.enabled, grants: 0, paid: '0' };
  });
}

export async function adminGrants(db: Executor, q: z.output<typeof AdminBonusGrantsRequest>) {
  const { rows, total } = await listGrants(db, { offerId: q.offerId, status: q.status, account: q.account }, q);
  return {
    list: rows.map((r) => ({ ...grantOut(r.grant, r.offer), userId: r.grant.userId, account: r.account })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
