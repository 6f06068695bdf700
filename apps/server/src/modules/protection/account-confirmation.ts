// Whether the player has confirmed their age and accepted the terms. Registration through the form
// does both; an account opened through Google or Line, or by an agent, has done neither until the
// player fills in the confirmation form (date of birth, country, terms): no deposit and no game before.
import type { users } from '../../db/schema/user';

type ConfirmationRow = Pick<typeof users.$inferSelect, 'ageConfirmedAt' | 'termsAcceptedAt'>;

export const confirmationRequired = (user: ConfirmationRow) =>
  user.ageConfirmedAt === null || user.termsAcceptedAt === null;
