// Who may be sent marketing: a player who said yes and is not on a break, self-excluded or in the
// cooling-off after a self-exclusion. Marketing is every letter to everyone or to a segment, the
// promotions list and the bonus offers; letters to one player about their account (withdrawals,
// identity checks, security, an operator's decision) are service and reach everyone.
//
// Consent is off until the player turns it on, in every country the site serves: the EU and UK
// (GDPR, PECR), Japan (the Act on Specified Electronic Mail), Korea (Network Act art. 50), the
// Philippines (Data Privacy Act), Vietnam (Decree 91/2020) and Taiwan and China (personal data
// laws) all ask for consent before direct marketing, and none forbids asking first. One rule for
// every country also means a player who moves is never left opted in by a default.
import type { MarketingConsent } from '@hall/contracts/marketing';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketingConsents, users } from '../../db/schema/index';
import { AFTER_EXCLUSION_DAYS } from '../protection/service';

export async function marketingConsent(db: Executor, userId: number): Promise<MarketingConsent> {
  const [row] = await db.select().from(marketingConsents).where(eq(marketingConsents.userId, userId));
  return { consented: row?.consented ?? false, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function setMarketingConsent(
  db: Executor,
  userId: number,
  consented: boolean,
  now = new Date(),
): Promise<MarketingConsent> {
  await db
    .insert(marketingConsents)
    .values({ userId, consented, updatedAt: now })
    .onConflictDoUpdate({ target: marketingConsents.userId, set: { consented, updatedAt: now } });
  return marketingConsent(db, userId);
}

/**
 * No break, self-exclusion or cooling-off now for the player whose id is `userId` (a column or a
 * value): the condition under which anything promotional may be shown to them.
 */
export function notExcluded(userId: SQLWrapper | number): SQL {
  return sql`not exists (select 1 from player_exclusions x where x.user_id = ${userId} and x.starts_at <= now()
    and (x.ends_at is null or x.ends_at > now()
      or (x.kind = 'self_exclusion' and x.ends_at > now() - make_interval(days => ${AFTER_EXCLUSION_DAYS}))))`;
}

/** The player `userId` said yes to marketing and is not excluded now: a letter to all or a segment may reach them. */
export function marketingAllowed(userId: SQLWrapper | number): SQL {
  return sql`(exists (select 1 from marketing_consents c where c.user_id = ${userId} and c.consented) and ${notExcluded(userId)})`;
}

/** Whether promotions and bonus offers may be shown to this player now (no break or exclusion). */
export async function mayBeShownPromotions(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), notExcluded(users.id)));
  return row !== undefined;
}
