// Ledger accounts: each player's coin wallet (opened on first use) and the system accounts, found
// by a stable code and created on first use. System accounts may go negative (the house pays wins,
// a clearing account mirrors money that sits outside the site); wallets never may.
import type { Executor, Tx } from '../../db/client';
import type { ledgerAccounts } from '../../db/schema/ledger';
import { knownAccountId, rememberAccountId } from './account-ids';
import {
  findPlayerAccountId,
  findSystemAccountId,
  findWalletRows,
  insertAccountIfMissing,
  lockAccountBalance,
  playerAccountBalance,
} from './repo';

export const COIN = 'COIN';

type SystemKind =
  'house' | 'payment_clearing' | 'payout_clearing' | 'withdrawal_hold' | 'bonus_pool' | 'migration_clearing';

export const HOUSE_SHARDS = 16;

export const SYSTEM_ACCOUNTS = {
  house: { code: 'house', kind: 'house' },
  withdrawalHold: { code: 'withdrawal-hold', kind: 'withdrawal_hold' },
  bonusPool: { code: 'bonus-pool', kind: 'bonus_pool' },
  migration: { code: 'migration', kind: 'migration_clearing' },
  /** The house side of corrections made by hand (balance adjustments under maker/checker). */
  adjustments: { code: 'adjustments', kind: 'house' },
  /**
   * The house side of spins, split over HOUSE_SHARDS accounts by player: every spin locks its house
   * account until commit, and one shared row would make all players' spins wait for each other.
   */
  houseShard: (userId: number) => ({ code: `house:${userId % HOUSE_SHARDS}`, kind: 'house' as const }),
  paymentClearing: (channel: string) => ({ code: `payment:${channel}`, kind: 'payment_clearing' as const }),
  payoutClearing: (channel: string) => ({ code: `payout:${channel}`, kind: 'payout_clearing' as const }),
} as const;

/** The id of a system account, created on first use. The withdrawal hold may not go negative. */
export async function systemAccount(db: Executor, spec: { code: string; kind: SystemKind }): Promise<number> {
  const allowNegative = spec.kind !== 'withdrawal_hold';
  return findOrOpen(db, `system:${spec.code}`, () => findSystemAccountId(db, spec.code), {
    code: spec.code,
    kind: spec.kind,
    currency: COIN,
    allowNegative,
  });
}

/** The id of a player's coin wallet, opened on first use. */
export function walletAccount(db: Executor, userId: number): Promise<number> {
  return playerAccount(db, userId, 'user_wallet');
}

/** The id of a player's locked bonus account (coins being wagered), opened on first use. */
export function bonusAccount(db: Executor, userId: number): Promise<number> {
  return playerAccount(db, userId, 'user_bonus');
}

async function playerAccount(db: Executor, userId: number, kind: 'user_wallet' | 'user_bonus'): Promise<number> {
  return findOrOpen(db, `${kind}:${userId}`, () => findPlayerAccountId(db, userId, kind, COIN), {
    kind,
    ownerUserId: userId,
    currency: COIN,
    allowNegative: false,
  });
}

/** The coin wallets of many players at once (opened where missing), by user id. */
export async function walletAccounts(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await findWalletRows(db, userIds.slice(i, i + 1000), COIN);
    for (const row of rows) found.set(row.owner!, row.id);
  }
  for (const userId of userIds) if (!found.has(userId)) found.set(userId, await walletAccount(db, userId));
  return found;
}

/**
 * The id remembered once committed (account-ids.ts), else looks the account up (it exists on every
 * call but the first: one round trip instead of two), then opens it; a concurrent opener makes the
 * insert a no-op and the second look finds it.
 */
async function findOrOpen(
  db: Executor,
  key: string,
  find: () => Promise<number | undefined>,
  values: typeof ledgerAccounts.$inferInsert,
) {
  const known = knownAccountId(db, key);
  if (known !== undefined) return known;
  const id = (await find()) ?? (await insertAccountIfMissing(db, values)) ?? (await find())!;
  rememberAccountId(db, key, id);
  return id;
}

/** The most any balance can hold: balances are signed 64-bit integers. */
export const MAX_BALANCE = 2n ** 63n - 1n;

/** How many coins a player's wallet can still take before its balance would not fit. */
export async function walletHeadroom(db: Executor, userId: number): Promise<bigint> {
  return MAX_BALANCE - (await walletBalance(db, userId));
}

/** A player's coin balance (0 before the wallet exists). */
export function walletBalance(db: Executor, userId: number): Promise<bigint> {
  return playerBalance(db, userId, 'user_wallet');
}

/** A player's locked bonus coins (0 when none). */
export function bonusBalance(db: Executor, userId: number): Promise<bigint> {
  return playerBalance(db, userId, 'user_bonus');
}

async function playerBalance(db: Executor, userId: number, kind: 'user_wallet' | 'user_bonus'): Promise<bigint> {
  return (await playerAccountBalance(db, userId, kind, COIN)) ?? 0n;
}

/**
 * An account's balance, its row locked until the transaction ends: what a caller posts from it next
 * (taking back no more than it holds) cannot be changed by a concurrent posting in between.
 */
export async function lockedBalance(tx: Tx, accountId: number): Promise<bigint> {
  return (await lockAccountBalance(tx, accountId)) ?? 0n;
}
