// The protection rules applied when an account opens or an identity detail is set (the profile, the
// confirmation form, a bank card): an address, ID number, card, name with birth date or phone matching
// a self-excluded player's is refused or flagged. They are the protection module's, which reads
// players through this module, so this module cannot import it: app.ts hands them in once at start,
// as it hands the spin its PlayGuards. Asked before that, they throw rather than let an account pass
// unchecked.
import type { Executor } from '../../db/client';

export interface IdentityChecks {
  /** Refuses an address at a domain a self-excluded player's address is at (when so configured). */
  assertEmailMayOpenAccount(db: Executor, email: string): Promise<void>;
  /** Refuses an ID number a self-excluded player gave, recording the match. */
  assertIdNumberNotExcluded(db: Executor, userId: number, idNumber: string): Promise<void>;
  /** Refuses a card (by its keyed fingerprint) that a self-excluded player bound, recording the match. */
  assertCardNotExcluded(db: Executor, userId: number, fingerprint: string): Promise<void>;
  /** Flags the player's name with date of birth when a self-excluded player has the same. */
  flagNameAndBirth(db: Executor, userId: number): Promise<void>;
  /** Flags the player's phone when a self-excluded player has the same number. */
  flagPhone(db: Executor, userId: number): Promise<void>;
}

let handedIn: IdentityChecks | undefined;

export function useIdentityChecks(checks: IdentityChecks) {
  handedIn = checks;
}

export function identityChecks(): IdentityChecks {
  if (!handedIn) throw new Error('identity checks were not handed in (app.ts useIdentityChecks)');
  return handedIn;
}
