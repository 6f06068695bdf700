// Whether the player has confirmed their age and accepted the terms. Registration through the form
// does both; an account opened through Google or Line, or by an agent, has done neither until the
// player fills in the confirmation form (date of birth, country, terms): no deposit and no game before.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

type ConfirmationRow = Pick<typeof users.$inferSelect, 'ageConfirmedAt' | 'termsAcceptedAt'>;

export const confirmationRequired = (user: ConfirmationRow) =>
  user.ageConfirmedAt === null || user.termsAcceptedAt === null;

/** Refuses money in and play with reason `confirmation_required` until the player has confirmed. */
export async function assertAccountConfirmed(db: Executor, userId: number) {
  const [user] = await db
    .select({ ageConfirmedAt: users.ageConfirmedAt, termsAcceptedAt: users.termsAcceptedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || confirmationRequired(user))
    throw new AppError(403, 'confirmation_required', 'protection.confirmation_required');
}
