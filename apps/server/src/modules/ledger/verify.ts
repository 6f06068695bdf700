// Recomputes the ledger from its entries and lists every way it disagrees with itself: a balance
// that is not the sum of its entries, a broken before/after chain, a negative balance where none is
// allowed, a transfer that is not exactly one debit and one credit of its amount, a non-zero total,
// or bonus coins locked with no bonus being wagered. Used by `npm run ledger:verify` and by every
// test that moves money.
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  brokenEntryChains,
  ledgerCounts,
  mismatchedBalances,
  negativeBalances,
  nonZeroCurrencyTotals,
  staleBalances,
  strayBonusAccounts,
  unbalancedTransfers,
} from './repo';

/**
 * The bonus module's condition that a player wagers a bonus now (a grant in play), on the player's id
 * column. The bonus module posts through the ledger, so the ledger cannot import it: wiring.ts hands it
 * in once at start, and a verification asked before that throws rather than skip the check.
 */
let wageringNow: ((userId: SQLWrapper) => SQL) | undefined;

export function useWageringCondition(condition: (userId: SQLWrapper) => SQL) {
  wageringNow = condition;
}

export interface LedgerReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
  entries: number;
}

export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const problems: string[] = [];

  const mismatched = await mismatchedBalances(db);
  for (const r of mismatched) problems.push(`account ${r.id}: balance ${r.balance} but entries sum to ${r.computed}`);

  const negative = await negativeBalances(db);
  for (const r of negative) problems.push(`account ${r.id}: negative balance ${r.balance}`);

  const chain = await brokenEntryChains(db);
  for (const r of chain) problems.push(`entry ${r.id} of account ${r.account_id}: balance_before breaks the chain`);

  const latest = await staleBalances(db);
  for (const r of latest) problems.push(`account ${r.id}: last entry's balance_after differs from the balance`);

  const badTransfers = await unbalancedTransfers(db);
  for (const r of badTransfers) problems.push(`transfer ${r.id}: not exactly one debit and one credit of its amount`);

  const totals = await nonZeroCurrencyTotals(db);
  for (const r of totals) problems.push(`currency ${r.currency}: balances sum to ${r.total}, not 0`);

  // Locked bonus coins belong to the grant being wagered: without one they should have gone back.
  if (!wageringNow) throw new Error('the bonus condition was not handed in (wiring.ts)');
  const strayBonus = await strayBonusAccounts(db, wageringNow);
  for (const r of strayBonus) problems.push(`account ${r.id}: ${r.balance} bonus coins locked with no active bonus`);

  const [counts] = await ledgerCounts(db);
  return {
    ok: problems.length === 0,
    problems,
    accounts: Number(counts!.accounts),
    transfers: Number(counts!.transfers),
    entries: Number(counts!.entries),
  };
}
