// Who may be sent marketing: a player who said yes, does not object to it and is not on a break,
// self-excluded or in the cooling-off after a self-exclusion. Marketing is every letter to everyone or
// to a segment, the promotions list and the bonus offers; letters to one player about their account
// (withdrawals, identity checks, security, an operator's decision) are service and reach everyone.
// An objection to marketing stops what consent governs, the letters; the promotions page and the
// offers stay open to a player who looks for them, as they do for one who never said yes.
// Who may be profiled: a player who does not object to it. Choosing the players of a segment by what
// we know of them (deposits, identity check, activity, agent, language) is the site's only profiling;
// the checks the licence demands (age, anti-money-laundering, protection) are duties, not profiling,
// and run whatever the player objects to.
//
// Consent is off until the player turns it on, in every country the site serves: the EU and UK
// (GDPR, PECR), Japan (the Act on Specified Electronic Mail), Korea (Network Act art. 50), the
// Philippines (Data Privacy Act), Vietnam (Decree 91/2020) and Taiwan and China (personal data
// laws) all ask for consent before direct marketing, and none forbids asking first. One rule for
// every country also means a player who moves is never left opted in by a default.
import type { DataUseObjections, MarketingConsent } from '@hall/contracts/marketing';
import { and, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { notExcluded } from '../protection/service';
import {
  consentGiven,
  findConsent,
  findObjections,
  noObjectionTo,
  upsertConsent,
  upsertObjections,
  playerMeets,
} from './repo';

export async function marketingConsent(db: Executor, userId: number): Promise<MarketingConsent> {
  const [row, objections] = await Promise.all([findConsent(db, userId), dataUseOf(db, userId)]);
  return {
    consented: row?.consented ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    objected: objections.marketing,
  };
}

async function writeConsent(db: Executor, userId: number, consented: boolean, now: Date) {
  await upsertConsent(db, userId, consented, now);
}

/** The player's yes or no; a yes is refused while the player objects to marketing. */
export async function setMarketingConsent(
  db: Executor,
  userId: number,
  consented: boolean,
  now = new Date(),
): Promise<MarketingConsent> {
  await inTransaction(db, async (tx) => {
    if (consented && (await dataUseOf(tx, userId, { lock: true })).marketing)
      throw new AppError(409, 'marketing_objected', 'marketing.objected');
    await writeConsent(tx, userId, consented, now);
  });
  return marketingConsent(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Objections to the use of data for marketing and profiling

/** What the player objects to; no row is no objection. `lock` holds the row for a change. */
export async function dataUseOf(
  db: Executor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<DataUseObjections> {
  const row = await findObjections(db, userId, options);
  return {
    marketing: row?.marketing ?? false,
    profiling: row?.profiling ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    recordedBy: row ? (row.operatorId === null ? 'player' : 'support') : null,
  };
}

export interface DataUseChange {
  marketing?: boolean | undefined;
  profiling?: boolean | undefined;
}

/**
 * Sets what the player objects to, in the caller's transaction: what the change leaves out stays. An
 * objection to marketing withdraws the consent too, so lifting it later starts no marketing without
 * a new yes. `operatorId`: customer service recording it on the player's request. Returns the state
 * before and after.
 */
export async function changeDataUse(
  tx: Executor,
  userId: number,
  change: DataUseChange,
  operatorId: number | null,
  now = new Date(),
) {
  const before = await dataUseOf(tx, userId, { lock: true });
  const marketing = change.marketing ?? before.marketing;
  const profiling = change.profiling ?? before.profiling;
  await upsertObjections(tx, { userId, marketing, profiling, operatorId, updatedAt: now });
  if (marketing) await writeConsent(tx, userId, false, now);
  return { before, after: await dataUseOf(tx, userId) };
}

/** The player's own change. */
export async function setDataUse(db: Executor, userId: number, change: DataUseChange) {
  return (await inTransaction(db, (tx) => changeDataUse(tx, userId, change, null))).after;
}

/**
 * The player `userId` said yes to marketing, does not object to it and is not excluded now: a letter
 * to all or a segment may reach them. (An objection withdraws the consent as well; it is checked here
 * too so that it stands over any consent, however that was written.)
 */
export function marketingAllowed(userId: SQLWrapper | number): SQL {
  return and(consentGiven(userId), noObjectionTo(userId, 'marketing'), notExcluded(userId))!;
}

/** The player `userId` does not object to profiling: they may be chosen by what we know of them. */
export function profilingAllowed(userId: SQLWrapper | number): SQL {
  return noObjectionTo(userId, 'profiling');
}

/** Whether promotions and bonus offers may be shown to this player now (no break or exclusion). */
export async function mayBeShownPromotions(db: Executor, userId: number): Promise<boolean> {
  return playerMeets(db, userId, notExcluded);
}
