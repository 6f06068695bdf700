// The verdict on a round: the server seed against the hash committed before play, and the round
// recomputed in the browser against the one the server stored.
import { differencesBetween, type RoundView } from '../reels/round-view';
import { hashOfServerSeed, replayRound, type ReplayResult } from './replay-round';
import { replayInputOf, type FieldProblem, type VerifyFields } from './verify-input';

export type Verification =
  | { ok: false; field: FieldProblem }
  | { ok: false; replay: Extract<ReplayResult, { ok: false }> }
  | {
      ok: true;
      replayed: RoundView;
      computedHash: string;
      /** null when no committed hash was given. */
      hashMatches: boolean | null;
      /** null when there is no stored round to compare with. */
      differences: string[] | null;
    };

export function verify(fields: VerifyFields, stored: RoundView | null): Verification {
  const parsed = replayInputOf(fields);
  if (!parsed.ok) return parsed;
  const replay = replayRound(parsed.input);
  if (!replay.ok) return { ok: false, replay };
  const computedHash = hashOfServerSeed(parsed.input.serverSeed);
  const committed = fields.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    replayed: replay.round,
    computedHash,
    hashMatches: committed ? committed === computedHash : null,
    differences: stored ? differencesBetween(replay.round, stored) : null,
  };
}

/** A round verifies when its seed matches the commitment and the replay equals the stored round. */
export function isMatch(verification: Verification): boolean {
  return verification.ok && verification.hashMatches !== false && verification.differences?.length === 0;
}
