// Marketing consent for test players: letters to everyone or to a segment reach only players who said yes.
import type { Executor } from '../db/client';
import { setMarketingConsent } from '../modules/marketing/service';
import { createSignedInUser } from './factories';

export async function consentToMarketing(db: Executor, userId: number) {
  await setMarketingConsent(db, userId, true);
}

/** A signed-in player who takes marketing letters. */
export async function createConsentingPlayer(db: Executor, values: Parameters<typeof createSignedInUser>[1] = {}) {
  const player = await createSignedInUser(db, values);
  await consentToMarketing(db, player.user.id);
  return player;
}
