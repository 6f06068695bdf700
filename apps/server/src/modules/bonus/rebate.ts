// The rebate activity: a percentage of each player's bets (their cash part: bets placed with bonus
// coins do not count) or net loss over a closed period, on the offer's games, paid by the durable job
// queue once the period is over, as a grant (kind `bonus`, once per player, offer and period) with a
// station letter. Rebates below the offer's minimum are not paid; players on a break, self-excluded
// or under age at settlement are skipped. A server that was down settles each missed period in turn.
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate } from '../../i18n/translate';
import type { JobHandler, JobQueue, ClaimedJob } from '../jobs/queue';
import { sendPlayerLetter } from '../letters/service';
import { refusalFor } from './eligibility';
import { payGrant } from './grants';
import { rebatePeriod, type Period } from './periods';
import { rebateBases } from './rebate-bases';
import { findOffer, runningOffers, type OfferRow } from './repo';

export const REBATE_JOB = 'bonus-rebate';

interface Basis {
  userId: number;
  basis: bigint;
}

/** Each player's basis over [start, end): cash bets, or net loss (cash bets less wins, at least 0). */
async function bases(db: Executor, offer: OfferRow, period: { start: Date; end: Date }, userId?: number) {
  const rows = await rebateBases(db, offer, period, userId);
  return rows.map((r): Basis => ({ userId: r.userId, basis: BigInt(r.basis) })).filter((r) => r.basis > 0n);
}

export const rebateOf = (offer: OfferRow, basis: bigint) => (basis * BigInt(offer.percentBp)) / 10_000n;

/** Pays one closed period of a rebate offer; answers how many players were paid. */
export async function settleRebate(db: Db, offer: OfferRow, period: Period, zone: string): Promise<number> {
  let paid = 0;
  for (const { userId, basis } of await bases(db, offer, period)) {
    const rebate = rebateOf(offer, basis);
    if (rebate <= 0n || rebate < offer.minPayout) continue;
    const granted = await inTransaction(db, async (tx) => {
      // Eligibility as of the settlement, but the period's own key (a late run pays the right week).
      const refusal = await refusalFor(
        tx,
        userId,
        { ...offer, enabled: true, startsAt: period.start, endsAt: null },
        {
          now: new Date(period.end.getTime() - 1),
          zone,
        },
      );
      if (refusal && refusal !== 'already_claimed') return false;
      const grant = await payGrant(tx, {
        userId,
        offer,
        periodKey: period.key,
        sourceRef: `rebate:${period.key}`,
        amount: rebate,
        now: new Date(),
      });
      if (!grant) return false;
      await sendPlayerLetter(tx, userId, (locale) => ({
        title: translate(locale, 'bonus.rebate_letter_title'),
        body: translate(locale, 'bonus.rebate_letter_body', {
          amount: rebate.toLocaleString('en-US'),
          basis: basis.toLocaleString('en-US'),
          from: period.key.replace(/^w/, ''),
        }),
      }));
      return true;
    });
    if (granted) paid += 1;
  }
  return paid;
}

/** The rebate the player's current period has earned so far (not yet paid). */
export async function rebateEstimate(db: Executor, userId: number, offer: OfferRow, zone: string, now = new Date()) {
  const period = rebatePeriod(offer, now, zone);
  const [mine] = await bases(db, offer, period, userId);
  const basis = mine?.basis ?? 0n;
  return { period, basis, rebate: rebateOf(offer, basis) };
}

interface RebateDeps {
  db: Db;
  jobs: JobQueue;
  zone: string;
  delayMinutes: number;
}

const settlesAt = (period: Period, deps: RebateDeps) => new Date(period.end.getTime() + deps.delayMinutes * 60_000);

async function enqueuePeriod(db: Executor, deps: RebateDeps, offer: OfferRow, instant: Date) {
  const period = rebatePeriod(offer, instant, deps.zone);
  await deps.jobs.enqueue(db, {
    kind: REBATE_JOB,
    payload: { offerId: offer.id, at: period.start.toISOString() },
    dedupeKey: `bonus-rebate:${offer.id}:${period.key}`,
    delaySeconds: Math.max(0, Math.ceil((settlesAt(period, deps).getTime() - Date.now()) / 1000)),
  });
}

/** Settles one period once it is over (and the delay for rounds in flight has passed), then queues the next. */
export function rebateJobHandler(deps: RebateDeps): JobHandler {
  return {
    async run(job: ClaimedJob) {
      const offer = await findOffer(deps.db, Number(job.payload.offerId));
      if (!offer || offer.kind !== 'rebate') return;
      const period = rebatePeriod(offer, new Date(String(job.payload.at)), deps.zone);
      const waitMs = settlesAt(period, deps).getTime() - Date.now();
      if (waitMs > 0) return { againInSeconds: Math.ceil(waitMs / 1000) };
      await settleRebate(deps.db, offer, period, deps.zone);
      // The next period, while the offer runs (a disabled or ended offer's last period still pays).
      if (offer.enabled && (offer.endsAt === null || offer.endsAt > period.end))
        await enqueuePeriod(deps.db, deps, offer, period.end);
    },
  };
}

/** At start-up and when an offer is saved: the last closed and the current period are queued. */
export async function scheduleRebates(deps: RebateDeps, now = new Date()) {
  for (const offer of await runningOffers(deps.db, now, ['rebate'])) {
    const current = rebatePeriod(offer, now, deps.zone);
    await enqueuePeriod(deps.db, deps, offer, new Date(current.start.getTime() - 1));
    await enqueuePeriod(deps.db, deps, offer, now);
  }
}
