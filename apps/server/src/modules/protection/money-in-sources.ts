// What counts against a player's deposit limits: every way coins enter the player's cash, not only
// bank orders. A bank order and a migration count from the moment they are opened (awaiting payment,
// awaiting the provider's debit), so parallel ones cannot each pass the same limit; a crypto deposit,
// an agent's transfer to the member and an operator's adjustment marked as a deposit count once
// credited. Each path's sum is its owner's; the modules that own bank orders, crypto deposits,
// migrations and adjustments apply the limits themselves, so they cannot be imported here: app.ts
// hands their sums in once at start (asked before that, the limits refuse rather than count nothing).
import type { Executor } from '../../db/client';
import { agentGiftsSince } from '../ledger/player-flows';

/** One way coins come in: its coins after `since` for the player. */
export type MoneyInSource = (db: Executor, userId: number, since: Date) => Promise<bigint>;

let handedIn: readonly MoneyInSource[] | undefined;

/** The paths other than the agents' gifts (bank orders, crypto deposits, migrations, adjustments). */
export function useMoneyInSources(sources: readonly MoneyInSource[]) {
  handedIn = sources;
}

/** Coins that came in (or are on their way in) through any path in the rolling window after `since`. */
export async function moneyInSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  if (!handedIn) throw new Error('money-in sources were not handed in (app.ts useMoneyInSources)');
  const parts = await Promise.all([agentGiftsSince, ...handedIn].map((part) => part(db, userId, since)));
  return parts.reduce((a, b) => a + b, 0n);
}
