// Whether the player has confirmed their age and accepted the terms. Registration through the form
// does both; an account opened through Google or Line, or by an agent, has done neither until the
// player fills in the confirmation form (date of birth, country, terms): no deposit and no game before.

/** The two dates the confirmation sets on the player's row. */
export interface ConfirmationRow {
  ageConfirmedAt: Date | null;
  termsAcceptedAt: Date | null;
}

export const confirmationRequired = (user: ConfirmationRow) =>
  user.ageConfirmedAt === null || user.termsAcceptedAt === null;
